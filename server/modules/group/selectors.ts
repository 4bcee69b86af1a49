// The group pickers' reads: enabled groups under their types (the enabled items
// of dictionary groupType a group's type names by id). A group whose type names
// no such item sits at the top, as JNPF's tree puts a node whose parent it lacks.
import type { Kysely } from 'kysely';
import { groupTypeDictionary } from '@core/api/group';
import type { PickerCondition, PickerNode } from '@core/api/rolePickers';
import type { Database } from '../../db/schema';
import { containsText } from '../../db/search';
import { directoryIcons } from '../organize/selectors';

type Db = Kysely<Database>;

/** A picker tree holds at most this many groups (the answer stays bounded). */
export const maxPickerGroups = 10_000;

/** A group type holds its groups as a department holds its members. */
const typeIcon = directoryIcons.department;

/** Enabled groups with the name of their type. */
const enabledGroups = (db: Db) =>
  db
    .selectFrom('base_group as g')
    .leftJoin('base_dictionary_data as d', (join) =>
      join
        .onRef('d.id', '=', 'g.type')
        .on('d.enabled_mark', '=', 1)
        .on('d.dictionary_type_id', 'in', db.selectFrom('base_dictionary_type').select('id').where('en_code', '=', groupTypeDictionary)),
    )
    .select(['g.id', 'g.full_name', 'g.en_code', 'g.type', 'd.full_name as typeName'])
    .where('g.enabled_mark', '=', 1);

interface GroupRow {
  id: string;
  full_name: string;
  en_code: string;
  type: string;
  typeName: string | null;
}

const groupNode = (group: GroupRow): PickerNode => ({
  id: group.id,
  fullName: group.full_name,
  enCode: group.en_code,
  type: 'group',
  parentId: group.typeName === null ? '0' : group.type,
  icon: directoryIcons.group,
  isLeaf: true,
  hasChildren: false,
  onlyId: group.id,
});

/** The group picker's tree: each type (in the dictionary's order) holding its groups, then the groups of no known type. */
export async function groupTree(db: Db): Promise<PickerNode[]> {
  const rows = await enabledGroups(db).orderBy('d.sort_code').orderBy('g.sort_code').orderBy('g.full_name').orderBy('g.id').limit(maxPickerGroups).execute();
  const types = new Map<string, PickerNode & { children: PickerNode[] }>();
  const loose: PickerNode[] = [];
  // PostgreSQL sorts the groups of no type last and SQLite first; they are set apart here either way.
  for (const row of rows) {
    if (row.typeName === null) {
      loose.push(groupNode(row));
      continue;
    }
    let holder = types.get(row.type);
    if (!holder) {
      holder = { id: row.type, fullName: row.typeName, type: 'groupType', parentId: '0', icon: typeIcon, isLeaf: false, hasChildren: true, onlyId: row.type, children: [] };
      types.set(row.type, holder);
    }
    holder.children.push(groupNode(row));
  }
  return [...types.values(), ...loose];
}

/** Enabled groups among the ids, flat. */
export async function groupsByIds(db: Db, condition: PickerCondition): Promise<PickerNode[]> {
  if (!condition.ids.length) return [];
  let query = enabledGroups(db).where('g.id', 'in', [...new Set(condition.ids)]);
  if (condition.keyword) query = query.where(containsText(['g.full_name', 'g.en_code'], condition.keyword));
  const rows = await query.orderBy('g.sort_code').orderBy('g.full_name').orderBy('g.id').execute();
  return rows.map(groupNode);
}

/** Groups by id, enabled or not (a stored value keeps its name when its group is disabled), flat; unknown ids are left out. */
export async function groupNamesByIds(db: Db, ids: readonly string[]): Promise<PickerNode[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('base_group').select(['id', 'full_name', 'en_code', 'type']).where('id', 'in', [...new Set(ids)]).execute();
  return rows.map((row) => ({ ...groupNode({ ...row, typeName: null }), parentId: row.type || '0' }));
}
