// User groups: a name and code unique across the directory and a type from the
// groupType dictionary (stored by the item's id). A group with members is not deleted.
import type { Selectable } from 'kysely';
import type { Paged } from '@core/api/envelope';
import { groupTypeDictionary, type Group, type GroupInput, type GroupRow } from '@core/api/group';
import type { DataScope } from '../../permission/dataScope';
import { directoryDataFields, DirectoryRecordService, recordFields, type DirectoryListQuery, type DirectoryRecordKind } from '../directoryRecords';
import type { GroupTable } from './tables';

const groupKind = {
  table: 'base_group',
  objectType: 'Group',
  messages: 'group',
  dataName: '分组',
  typeDictionary: { code: groupTypeDictionary, stores: 'id' },
} satisfies DirectoryRecordKind;

/** What the group menu's data schemes may test. */
export const groupDataFields = directoryDataFields(groupKind);

export class GroupService extends DirectoryRecordService<GroupInput, Selectable<GroupTable>> {
  protected readonly kind = groupKind;

  protected ownColumns() {
    return {};
  }

  /** A page of groups with their type's name. */
  async page(query: DirectoryListQuery, scope: DataScope): Promise<Paged<GroupRow>> {
    return this.paged(this.listed(query, scope), query, (row) => ({ ...recordFields(row), type: row.type_name ?? row.type, typeId: row.type }));
  }

  async get(id: string, scope: DataScope): Promise<Group> {
    const row = await this.scoped(scope).selectAll('r').where('r.id', '=', id).executeTakeFirst();
    if (!row) throw this.notFound();
    return { ...recordFields(row), type: row.type };
  }
}
