// Models as administrators keep them: paged and searched, created, changed,
// copied and deleted. A design is checked before it is stored (designCheck.ts);
// what a release makes of it is release.ts's.
import type { Kysely, Selectable } from 'kysely';
import type { Paged } from '@core/api/envelope';
import type { ModelDetail, ModelInput, ModelQuery, ModelRow, ReleaseState } from '@core/api/visualdev';
import type { ModelDesign } from '@core/model/design';
import type { Database } from '../../db/schema';
import type { VisualDevTable } from './designTables';
import { newId } from '../../db/ids';
import { pageOf } from '../../db/paging';
import { containsText } from '../../db/search';
import { ApiError, badRequest, formRefusal } from '../../http/errors';
import { checkListDesign, checkListSources, checkTableFree, compiledDesign } from './designCheck';

export const modelCategoryDictionary = 'webDesign';
export const modelNotFound = () => new ApiError(404, { key: 'visualdev.notFound' });

type Row = Selectable<VisualDevTable> & { category_name: string | null; creator_name: string | null; creator_account: string | null };

export const releaseStateOf = (row: Pick<VisualDevTable, 'version' | 'changed_since_release'>): ReleaseState =>
  row.version === 0 ? 0 : row.changed_since_release === 1 ? 2 : 1;

function toRow(row: Row): ModelRow {
  const version = Number(row.version);
  return {
    id: row.id,
    fullName: row.full_name,
    enCode: row.en_code,
    category: row.category,
    categoryName: row.category_name ?? '',
    webType: Number(row.web_type) === 1 ? 1 : 2,
    description: row.description,
    sortCode: Number(row.sort_code),
    tableName: row.table_name,
    isRelease: releaseStateOf({ version, changed_since_release: Number(row.changed_since_release) }),
    enabledMark: version > 0 ? 1 : 0,
    version,
    creatorUser: row.creator_name ? `${row.creator_name}/${row.creator_account}` : '',
    creatorTime: Number(row.created_at),
    lastModifyTime: row.updated_at === null ? null : Number(row.updated_at),
  };
}

/** The items of the webDesign dictionary, in their order: the categories a model may take. */
export function modelCategories(db: Kysely<Database>): Promise<{ id: string; en_code: string }[]> {
  return db
    .selectFrom('base_dictionary_data as d')
    .innerJoin('base_dictionary_type as t', 't.id', 'd.dictionary_type_id')
    .select(['d.id', 'd.en_code'])
    .where('t.en_code', '=', modelCategoryDictionary)
    .orderBy('d.sort_code')
    .execute();
}

const sortable = { fullName: 'v.full_name', enCode: 'v.en_code', sortCode: 'v.sort_code', creatorTime: 'v.created_at', lastModifyTime: 'v.updated_at' };

export class ModelService {
  constructor(private readonly db: Kysely<Database>) {}

  private select(db: Kysely<Database> = this.db) {
    return db
      .selectFrom('base_visual_dev as v')
      .leftJoin('base_dictionary_data as c', 'c.id', 'v.category')
      .leftJoin('base_user as u', 'u.id', 'v.creator_user_id')
      .selectAll('v')
      .select(['c.full_name as category_name', 'u.real_name as creator_name', 'u.account as creator_account']);
  }

  async page(query: ModelQuery): Promise<Paged<ModelRow>> {
    let select = this.select();
    const keyword = query.keyword?.trim();
    if (keyword) select = select.where(containsText(['v.full_name', 'v.en_code'], keyword));
    if (query.category) select = select.where('v.category', '=', query.category);
    if (query.webType) select = select.where('v.web_type', '=', query.webType);
    if (query.isRelease === 0) select = select.where('v.version', '=', 0);
    if (query.isRelease === 1) select = select.where('v.version', '>', 0).where('v.changed_since_release', '=', 0);
    if (query.isRelease === 2) select = select.where('v.version', '>', 0).where('v.changed_since_release', '=', 1);
    return pageOf(select, query, { columns: sortable, defaultColumn: 'v.sort_code', defaultDirection: 'asc', tieBreaker: 'v.created_at' }, toRow);
  }

  /** Every model, unpaged, for pickers (Base/list). */
  async all(webType?: number): Promise<ModelRow[]> {
    let select = this.select().orderBy('v.sort_code').orderBy('v.created_at');
    if (webType) select = select.where('v.web_type', '=', webType);
    return (await select.execute()).map(toRow);
  }

  async get(id: string, db: Kysely<Database> = this.db): Promise<ModelDetail> {
    const row = await this.select(db).where('v.id', '=', id).executeTakeFirst();
    if (!row) throw modelNotFound();
    return { ...toRow(row), design: JSON.parse(row.design_json) as ModelDesign, menuIds: JSON.parse(row.menu_ids) as string[] };
  }

  private async checkCategory(db: Kysely<Database>, category: string): Promise<void> {
    if (!(await modelCategories(db)).some((item) => item.id === category)) {
      throw formRefusal([{ field: 'category', message: { key: 'visualdev.categoryNotFound' } }]);
    }
  }

  private async check(db: Kysely<Database>, input: ModelInput, selfId: string | null): Promise<void> {
    const form = compiledDesign(input.design);
    checkListDesign(input.design, form);
    await checkListSources(db, input.design);
    await this.checkCategory(db, input.category);
    const clash = (column: 'en_code' | 'full_name', value: string) => {
      let query = db.selectFrom('base_visual_dev').select('id').where(column, '=', value);
      if (selfId) query = query.where('id', '<>', selfId);
      return query.executeTakeFirst();
    };
    if (await clash('en_code', input.enCode)) throw formRefusal([{ field: 'enCode', message: { key: 'visualdev.codeExists' } }]);
    if (await clash('full_name', input.fullName)) throw formRefusal([{ field: 'fullName', message: { key: 'visualdev.nameExists' } }]);
    await checkTableFree(db, input.design.tables.main.table, selfId);
  }

  private columnsOf(input: ModelInput) {
    return {
      full_name: input.fullName,
      en_code: input.enCode,
      category: input.category,
      web_type: input.webType,
      description: input.description ?? '',
      sort_code: input.sortCode ?? 0,
      table_name: input.design.tables.main.table,
      design_json: JSON.stringify(input.design),
    };
  }

  async create(input: ModelInput, userId: string): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      await this.check(trx, input, null);
      const id = newId();
      await trx
        .insertInto('base_visual_dev')
        .values({ id, ...this.columnsOf(input), version: 0, changed_since_release: 0, menu_ids: '[]', creator_user_id: userId, created_at: Date.now() })
        .execute();
      return id;
    });
  }

  async update(id: string, input: ModelInput, userId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const stored = await trx.selectFrom('base_visual_dev').select(['version', 'table_name', 'design_json']).where('id', '=', id).executeTakeFirst();
      if (!stored) throw modelNotFound();
      if (Number(stored.version) > 0 && stored.table_name !== input.design.tables.main.table) {
        throw formRefusal([{ field: 'design.tables.main.table', message: { key: 'visualdev.tableFixed' } }]);
      }
      await this.check(trx, input, id);
      const columns = this.columnsOf(input);
      const changed = Number(stored.version) > 0 && stored.design_json !== columns.design_json ? 1 : undefined;
      await trx
        .updateTable('base_visual_dev')
        .set({ ...columns, ...(changed ? { changed_since_release: changed } : {}), last_modify_user_id: userId, updated_at: Date.now() })
        .where('id', '=', id)
        .execute();
    });
  }

  /** A released model keeps its data and menu entries: they go first, by hand. */
  async remove(id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const stored = await trx.selectFrom('base_visual_dev').select(['menu_ids']).where('id', '=', id).executeTakeFirst();
      if (!stored) throw modelNotFound();
      const menuIds = JSON.parse(stored.menu_ids) as string[];
      if (menuIds.length && (await trx.selectFrom('base_module').select('id').where('id', 'in', menuIds).executeTakeFirst())) {
        throw badRequest('visualdev.releasedDeleteRefused');
      }
      await trx.deleteFrom('base_visual_dev').where('id', '=', id).execute();
    });
  }

  /** A copy under a fresh code, name and main table, never released. */
  async copy(id: string, userId: string): Promise<string> {
    const source = await this.get(id);
    const suffix = Date.now().toString(36).slice(-5);
    const table = `${source.design.tables.main.table.slice(0, 56)}_${suffix}`;
    const design: ModelDesign = {
      ...source.design,
      tables: {
        main: { table, columns: source.design.tables.main.columns },
        subTables: Object.fromEntries(
          Object.entries(source.design.tables.subTables).map(([nodeId, map]) => [nodeId, { ...map, table: `${map.table.slice(0, 56)}_${suffix}` }]),
        ),
      },
    };
    return this.create(
      {
        fullName: `${source.fullName.slice(0, 90)}副本${suffix}`,
        enCode: `${source.enCode.slice(0, 43)}_${suffix}`,
        category: source.category,
        webType: source.webType,
        description: source.description,
        sortCode: source.sortCode,
        design,
      },
      userId,
    );
  }
}
