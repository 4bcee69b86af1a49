// Data interfaces as records: list, read, save (checked by definitionOf in the
// running database's dialect), copy, the picker's tree, and the definitions the
// engine runs, kept per id and revision.
import type { Kysely } from 'kysely';
import type { Paged } from '@core/api/envelope';
import type { DataInterface, DataInterfaceInput, DataInterfaceQuery, DataInterfaceRow, InterfaceCategory, InterfaceParameter } from '@core/api/dataInterface';
import type { Database } from '../../db/schema';
import type { Dialect } from '../../db/database';
import type { SysConfigStore } from '../system/sysConfig';
import { newId } from '../../db/ids';
import { pageOf } from '../../db/paging';
import { containsText } from '../../db/search';
import { ApiError, badRequest } from '../../http/errors';
import { definitionOf, storedDefinition, type Definition } from './definition';
import type { DataInterfaceTable } from './tables';
import { dictionaryItemId } from '../../db/dictionaryItems';

export const dataInterfaceDictionary = 'DataInterfaceType';
/** How long a kept definition is trusted before its revision is looked up again (other processes' changes). */
const revisionCheckMs = 1000;
const notFound = () => new ApiError(404, { key: 'dataInterface.notFound' });
const sortable = { fullName: 'i.full_name', enCode: 'i.en_code', sortCode: 'i.sort_code', creatorTime: 'i.created_at', lastModifyTime: 'i.updated_at' };

function toInterface(row: DataInterfaceTable): DataInterface {
  return {
    id: row.id,
    fullName: row.full_name,
    enCode: row.en_code,
    category: row.category,
    type: row.type as DataInterface['type'],
    action: Number(row.action),
    hasPage: row.has_page === 1 ? 1 : 0,
    sortCode: Number(row.sort_code),
    enabledMark: row.enabled_mark === 1 ? 1 : 0,
    description: row.description,
    dataConfigJson: row.data_config_json,
    dataCountJson: row.data_count_json,
    dataEchoJson: row.data_echo_json,
    fieldJson: row.field_json,
    parameterJson: row.parameter_json,
    creatorTime: Number(row.created_at),
    lastModifyTime: row.updated_at === null ? null : Number(row.updated_at),
  };
}

function columnsOf(input: DataInterfaceInput) {
  return {
    full_name: input.fullName,
    en_code: input.enCode,
    category: input.category,
    type: input.type,
    action: input.action,
    has_page: input.hasPage,
    sort_code: input.sortCode,
    enabled_mark: input.enabledMark,
    description: input.description ?? '',
    data_config_json: input.dataConfigJson,
    data_count_json: input.dataCountJson ?? '',
    data_echo_json: input.dataEchoJson ?? '',
    field_json: input.fieldJson || '[]',
    parameter_json: input.parameterJson || '[]',
  };
}

export class DataInterfaceService {
  /** Definitions by id, each with when its revision was last confirmed. */
  private readonly definitions = new Map<string, { definition: Definition; checkedAt: number }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly sysConfig: SysConfigStore,
  ) {}

  async page(query: DataInterfaceQuery, enabledOnly = false): Promise<Paged<DataInterfaceRow>> {
    let select = this.db
      .selectFrom('base_data_interface as i')
      .leftJoin('base_user as u', 'u.id', 'i.creator_user_id')
      .leftJoin('base_dictionary_data as c', 'c.id', 'i.category')
      .select([
        'i.id',
        'i.full_name',
        'i.en_code',
        'i.category',
        'i.type',
        'i.action',
        'i.has_page',
        'i.sort_code',
        'i.enabled_mark',
        'i.description',
        'i.created_at',
        'i.updated_at',
        'u.real_name as creator_name',
        'u.account as creator_account',
        'c.full_name as category_name',
      ]);
    if (enabledOnly) select = select.where('i.enabled_mark', '=', 1);
    if (query.category) select = select.where('i.category', '=', query.category);
    if (query.type) select = select.where('i.type', '=', query.type);
    if (query.enabledMark !== undefined) select = select.where('i.enabled_mark', '=', query.enabledMark);
    if (query.keyword?.trim()) select = select.where(containsText(['i.full_name', 'i.en_code'], query.keyword.trim()));
    return pageOf(select, query, { columns: sortable, defaultColumn: 'i.sort_code', defaultDirection: 'asc', tieBreaker: 'i.id' }, (row) => ({
      id: row.id,
      fullName: row.full_name,
      enCode: row.en_code,
      category: row.category,
      categoryName: row.category_name ?? '',
      type: row.type as DataInterfaceRow['type'],
      action: Number(row.action),
      hasPage: row.has_page === 1 ? 1 : 0,
      sortCode: Number(row.sort_code),
      enabledMark: row.enabled_mark === 1 ? 1 : 0,
      description: row.description,
      creatorUser: row.creator_name ? `${row.creator_name}/${row.creator_account}` : '',
      creatorTime: Number(row.created_at),
      lastModifyTime: row.updated_at === null ? null : Number(row.updated_at),
    }));
  }

  async get(id: string): Promise<DataInterface> {
    const row = await this.db.selectFrom('base_data_interface').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return toInterface(row);
  }

  /**
   * The definition the engine runs, read again when its revision or state moved. A
   * change made through this process drops it at once (forget); another process's
   * change is seen within `revisionCheckMs`, when the revision is looked up again.
   */
  async definition(id: string): Promise<Definition> {
    const known = this.definitions.get(id);
    const now = performance.now();
    if (known && now - known.checkedAt < revisionCheckMs) return known.definition;
    if (known) {
      const current = await this.db.selectFrom('base_data_interface').select(['revision', 'enabled_mark']).where('id', '=', id).executeTakeFirst();
      if (!current) throw notFound();
      if (known.definition.revision === Number(current.revision) && known.definition.enabled === (current.enabled_mark === 1)) {
        known.checkedAt = now;
        return known.definition;
      }
    }
    const row = await this.db.selectFrom('base_data_interface').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    const definition = storedDefinition(row, this.dialect, (await this.sysConfig.get()).dataInterfaceMaxRows);
    this.definitions.set(id, { definition, checkedAt: now });
    return definition;
  }

  /** Drops the kept definition (the interface changed here). */
  forget(id: string): void {
    this.definitions.delete(id);
  }

  async parameters(id: string): Promise<InterfaceParameter[]> {
    return (await this.definition(id)).parameters;
  }

  private async check(input: DataInterfaceInput, selfId: string | null, db: Kysely<Database>): Promise<void> {
    definitionOf(input, this.dialect, (await this.sysConfig.get()).dataInterfaceMaxRows);
    if (!(await dictionaryItemId(db, dataInterfaceDictionary, { id: input.category }))) throw badRequest('dataInterface.categoryNotFound');
    const clash = await db
      .selectFrom('base_data_interface')
      .select(['id', 'en_code', 'full_name'])
      .where((eb) => eb.or([eb('en_code', '=', input.enCode), eb('full_name', '=', input.fullName)]))
      .execute();
    const other = clash.filter((row) => row.id !== selfId);
    if (other.some((row) => row.en_code === input.enCode)) throw badRequest('dataInterface.codeExists');
    if (other.length > 0) throw badRequest('dataInterface.nameExists');
  }

  async create(input: DataInterfaceInput, userId: string, id = newId(), trx?: Kysely<Database>): Promise<string> {
    const write = async (db: Kysely<Database>) => {
      if (await db.selectFrom('base_data_interface').select('id').where('id', '=', id).executeTakeFirst()) throw badRequest('dataInterface.idExists');
      await this.check(input, null, db);
      await db
        .insertInto('base_data_interface')
        .values({ id, ...columnsOf(input), revision: 1, creator_user_id: userId, created_at: Date.now(), last_modify_user_id: null, updated_at: null })
        .execute();
      return id;
    };
    return trx ? write(trx) : this.db.transaction().execute(write);
  }

  async update(id: string, input: DataInterfaceInput, userId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('base_data_interface').select(['id', 'revision']).where('id', '=', id).executeTakeFirst();
      if (!existing) throw notFound();
      await this.check(input, id, trx);
      await trx
        .updateTable('base_data_interface')
        .set({ ...columnsOf(input), revision: Number(existing.revision) + 1, updated_at: Date.now(), last_modify_user_id: userId })
        .where('id', '=', id)
        .execute();
    });
    this.forget(id);
  }

  async remove(id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('base_data_interface_variate').where('interface_id', '=', id).execute();
      const result = await trx.deleteFrom('base_data_interface').where('id', '=', id).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound();
    });
    this.forget(id);
  }

  /** A copy named `名称.副本<time>` / `code_<time>`, disabled until reviewed, as JNPF copies. */
  async copy(id: string, userId: string): Promise<string> {
    const source = await this.get(id);
    const suffix = Date.now().toString(36);
    return this.create(
      { ...source, fullName: `${source.fullName}.副本${suffix}`.slice(0, 100), enCode: `${source.enCode}_${suffix}`.slice(0, 50), enabledMark: 0 },
      userId,
    );
  }

  /** Enabled interfaces grouped by category, for property panels. */
  async selector(): Promise<InterfaceCategory[]> {
    const rows = await this.db
      .selectFrom('base_data_interface as i')
      .leftJoin('base_dictionary_data as c', 'c.id', 'i.category')
      .select(['i.id', 'i.full_name', 'i.en_code', 'i.type', 'i.has_page', 'i.field_json', 'i.parameter_json', 'i.category', 'c.full_name as category_name'])
      .where('i.enabled_mark', '=', 1)
      .orderBy('c.sort_code')
      .orderBy('i.category')
      .orderBy('i.sort_code')
      .orderBy('i.id')
      .execute();
    const groups = new Map<string, InterfaceCategory>();
    for (const row of rows) {
      let group = groups.get(row.category);
      if (!group) groups.set(row.category, (group = { id: row.category, fullName: row.category_name ?? '', children: [] }));
      group.children.push({
        id: row.id,
        fullName: row.full_name,
        enCode: row.en_code,
        type: row.type as DataInterface['type'],
        hasPage: row.has_page === 1 ? 1 : 0,
        fieldJson: row.field_json,
        parameterJson: row.parameter_json,
      });
    }
    return [...groups.values()];
  }
}
