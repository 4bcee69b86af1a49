// The one way the runtime reads and writes a released model's rows: every
// statement goes through the request's ModelGrant, so the menu's data scheme is
// in its WHERE clause (list, detail, export, update, delete alike) and hidden
// columns never leave. Rows are written with their sub-table rows in one transaction.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Paged } from '@core/api/envelope';
import type { FormValues } from '@core/form';
import { systemColumns, systemFields } from '@core/model/design';
import { systemValues } from '@core/widgets/system';
import type { Kiln } from '../../../context';
import { newId } from '../../../db/ids';
import { sortColumnOf } from '../../../db/paging';
import { matchesText } from '../../../db/trigramSearch';
import { formRefusal } from '../../../http/errors';
import { savedMoment } from '../../../forms/saveHooks';
import { fromColumn, toColumn } from './columnValues';
import type { ModelGrant } from './modelGrant';
import { mainAlias, type MappedTable, type ReleasedModel } from './released';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a model's tables are made at run time: no static schema names them
type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see AnyDb
type AnySelect = SelectQueryBuilder<any, any, any>;

export interface ModelListQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  sort?: 'asc' | 'desc';
  sidx?: string;
  /** Search values by field: equal (1), like (2), a [from, to] range (3). */
  search: Record<string, unknown>;
  /** A tree table's (list type 5): the record whose children to list; without it, the roots, unless the list is searched. */
  parent?: string;
}

/** A record as the list shows it: its id and the values of the columns the user may see. */
export type ListedRecord = { id: string } & Record<string, unknown>;

const systemColumnOf: Record<string, string> = {
  creatorUserId: systemColumns.creatorUserId,
  creatorTime: systemColumns.creatorTime,
  lastModifyUserId: systemColumns.lastModifyUserId,
  lastModifyTime: systemColumns.lastModifyTime,
};

/** System fields holding who: a list shows their names. */
const userSystemFields: readonly string[] = ['creatorUserId', 'lastModifyUserId'];

/** A system column's value as the wire carries it: times as epoch ms, who as an id. */
const systemValue = (name: string, raw: unknown) => (raw === null || raw === undefined ? null : name.endsWith('Time') ? Number(raw) : String(raw));

function valuesOf(table: MappedTable, row: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const mapped of table.fields) {
    const value = fromColumn(row[mapped.column], mapped.type);
    if (value !== undefined) values[mapped.field.path] = value;
  }
  return values;
}

function columnsOf(table: MappedTable, values: FormValues): Record<string, unknown> {
  return Object.fromEntries(table.fields.map((mapped) => [mapped.column, toColumn(values[mapped.field.path], mapped.type)]));
}

export class ModelRows {
  private readonly db: AnyDb;
  private readonly model: ReleasedModel;

  /** Only `scopedModelQuery` builds one, from a request's grant. */
  constructor(
    private readonly kiln: Kiln,
    private readonly grant: ModelGrant,
  ) {
    // The model's tables are checked identifiers made by its release; Kysely cannot type them.
    this.db = kiln.db as unknown as AnyDb;
    this.model = grant.model;
  }

  /** The main table under the scope: the start of every read, and of the id lists writes take. */
  private scoped(db: AnyDb = this.db): AnySelect {
    return this.grant.scope.apply(db.selectFrom(`${this.model.main.table} as ${mainAlias}`));
  }

  /** The column a field name reads in the main table (a system field's, or a stored field's). */
  private columnOf(name: string): string | null {
    if (name === 'id') return systemColumns.id;
    if (systemColumnOf[name]) return systemColumnOf[name];
    return this.model.main.fields.find((mapped) => mapped.field.path === name)?.column ?? null;
  }

  private filtered(query: ModelListQuery): AnySelect {
    let select = this.scoped();
    const keyword = query.keyword?.trim();
    const search = this.model.keywordSearch;
    if (keyword && search) select = select.where(matchesText(this.kiln.dialect, search, mainAlias, keyword));
    const list = this.model.design.list;
    const searchable = new Map(list.search.map((item) => [item.field, item.searchType]));
    if (list.tree) searchable.set(list.tree.field, searchable.get(list.tree.field) ?? 1);
    for (const [name, value] of Object.entries(query.search)) {
      if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
      const type = searchable.get(name);
      const column = this.columnOf(name);
      if (!type || !column) throw formRefusal([{ field: `queryJson.${name}`, message: { key: 'visualdev.searchUnknown', params: { field: name } } }]);
      const ref = sql.ref(`${mainAlias}.${column}`);
      if (type === 3) {
        const [from, to] = Array.isArray(value) ? value : [];
        if (from !== null && from !== undefined && from !== '') select = select.where(sql<boolean>`${ref} >= ${from}`);
        if (to !== null && to !== undefined && to !== '') select = select.where(sql<boolean>`${ref} <= ${to}`);
      } else if (type === 2) {
        const escaped = String(value)
          .toLowerCase()
          .replace(/[\\%_]/g, (c) => `\\${c}`);
        select = select.where(sql<boolean>`lower(${ref}) like ${`%${escaped}%`} escape '\\'`);
      } else {
        select = select.where(sql<boolean>`${ref} = ${value}`);
      }
    }
    return select;
  }

  /** A tree table's level: the children of `parent`, or the roots when the list is not searched. */
  private treeLevel(select: AnySelect, query: ModelListQuery): { select: AnySelect; parentColumn: string | null } {
    const parentField = this.model.design.list.type === 5 ? this.model.design.list.treeTable?.parentField : undefined;
    const parentColumn = parentField ? this.columnOf(parentField) : null;
    if (!parentColumn) return { select, parentColumn: null };
    const ref = sql.ref(`${mainAlias}.${parentColumn}`);
    if (query.parent !== undefined) return { select: select.where(sql<boolean>`${ref} = ${query.parent}`), parentColumn };
    const searched = Boolean(query.keyword?.trim()) || Object.values(query.search).some((value) => value !== null && value !== undefined && value !== '');
    return { select: searched ? select : select.where(sql<boolean>`(${ref} is null or ${ref} = '')`), parentColumn };
  }

  /** One page of records: the listed columns the user may see, searched, sorted and paged in SQL. */
  async list(query: ModelListQuery): Promise<Paged<ListedRecord>> {
    const level = this.treeLevel(this.filtered(query), query);
    const select = level.select;
    const list = this.model.design.list;
    const shown = list.columns.map((column) => column.field).filter(this.grant.seesColumn);
    const sortable: Record<string, string> = {};
    for (const column of list.columns) {
      const name = this.columnOf(column.field);
      if (name && (column.sortable || column.field === list.sort.field)) sortable[column.field] = `${mainAlias}.${name}`;
    }
    for (const name of systemFields) sortable[name] = `${mainAlias}.${systemColumnOf[name]}`;
    const sortColumn = sortColumnOf(sortable, query.sidx) ?? sortable[list.sort.field] ?? `${mainAlias}.${systemColumns.creatorTime}`;
    const counted = await select.select(sql<number>`count(*)`.as('total')).executeTakeFirst();
    const pageSize = Math.max(1, query.pageSize);
    const direction = query.sort ?? list.sort.order;
    const parentRef = level.parentColumn ? sql.ref(`c.${level.parentColumn}`) : null;
    const rowId = sql.ref(`${mainAlias}.${systemColumns.id}`);
    const children = parentRef
      ? sql<number>`case when exists (select 1 from ${sql.table(this.model.main.table)} c where ${parentRef} = ${rowId}) then 1 else 0 end`
      : null;
    // A field's empty values last either way, as SQLite and PostgreSQL would not agree on it; the system columns are
    // never empty, and a term on them would keep the database from reading its index in order (a sort of every row).
    const nullable = !Object.values(systemColumnOf).some((column) => sortColumn === `${mainAlias}.${column}`);
    const rows = (await (children ? select.select(children.as('__has_children')) : select)
      .selectAll(mainAlias)
      .$if(nullable, (ordered) => ordered.orderBy(sql`case when ${sql.ref(sortColumn)} is null then 1 else 0 end`))
      .orderBy(sortColumn, direction)
      .orderBy(`${mainAlias}.${systemColumns.id}`, direction)
      .limit(pageSize)
      .offset((Math.max(1, query.currentPage) - 1) * pageSize)
      .execute()) as Record<string, unknown>[];
    const names = await this.userNames(rows, shown);
    return {
      list: rows.map((row) => this.listed(row, shown, names)),
      pagination: { currentPage: Math.max(1, query.currentPage), pageSize, total: Number((counted as { total?: unknown } | undefined)?.total ?? 0) },
    };
  }

  /** The records of these ids within the scope, as the list shows them, in the order asked (those not there or outside it left out). */
  async byIds(ids: readonly string[]): Promise<ListedRecord[]> {
    if (!ids.length) return [];
    const shown = this.model.design.list.columns.map((column) => column.field).filter(this.grant.seesColumn);
    const rows = (await this.scoped()
      .selectAll(mainAlias)
      .where(`${mainAlias}.${systemColumns.id}`, 'in', [...ids])
      .execute()) as Record<string, unknown>[];
    const names = await this.userNames(rows, shown);
    const byId = new Map(rows.map((row) => [String(row[systemColumns.id]), this.listed(row, shown, names)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Who created and last changed the listed rows, as the list shows them ('realName/account'), read in one query. */
  private async userNames(rows: readonly Record<string, unknown>[], shown: readonly string[]): Promise<ReadonlyMap<string, string>> {
    const columns = shown.flatMap((name) => {
      const column = this.userColumnOf(name);
      return column ? [column] : [];
    });
    const ids = [...new Set(rows.flatMap((row) => columns.map((column) => row[column]).filter((id): id is string => typeof id === 'string' && id !== '')))];
    if (!ids.length) return new Map();
    const users = await this.kiln.db.selectFrom('base_user').select(['id', 'real_name', 'account']).where('id', 'in', ids).execute();
    return new Map(users.map((user) => [user.id, `${user.real_name}/${user.account}`]));
  }

  /** The column of a listed name that holds who wrote the record: a system column, or a field the save fills with its user (createUser). */
  private userColumnOf(name: string): string | null {
    if (userSystemFields.includes(name)) return systemColumnOf[name];
    const mapped = this.model.main.fields.find((field) => field.field.path === name);
    return mapped && systemValues.get(mapped.field.widget)?.value === 'user' ? mapped.column : null;
  }

  private listed(row: Record<string, unknown>, shown: readonly string[], names: ReadonlyMap<string, string>): ListedRecord {
    const values = valuesOf(this.model.main, row);
    const record: ListedRecord = { id: String(row[systemColumns.id]) };
    if ('__has_children' in row) record.hasChildren = Number(row.__has_children) === 1;
    for (const name of shown) {
      const system = systemColumnOf[name];
      const userColumn = this.userColumnOf(name);
      const raw = system ? systemValue(name, row[system]) : (values[name] ?? null);
      record[name] = userColumn ? (names.get(String(row[userColumn])) ?? raw) : raw;
    }
    return record;
  }

  /** The main row in the scope, with its values and those of its sub-table rows; null when not there or outside the scope. */
  private async read(id: string, db: AnyDb): Promise<{ row: Record<string, unknown>; values: FormValues } | null> {
    const found = await this.scoped(db).selectAll(mainAlias).where(`${mainAlias}.${systemColumns.id}`, '=', id).executeTakeFirst();
    const row = found as Record<string, unknown> | undefined;
    if (!row) return null;
    const values = valuesOf(this.model.main, row);
    for (const sub of this.model.subTables) {
      const lines = await db.selectFrom(sub.table).selectAll().where(systemColumns.recordId, '=', id).orderBy(systemColumns.sortCode).execute();
      values[sub.field.path] = (lines as Record<string, unknown>[]).map((line) => valuesOf(sub, line));
    }
    return { row, values };
  }

  /** One record as its reader may see it: the fields granted, the system values and the id. */
  async get(id: string, db: AnyDb = this.db): Promise<(FormValues & { id: string }) | null> {
    const found = await this.read(id, db);
    if (!found) return null;
    const visible = Object.entries(found.values).filter(([name]) => this.grant.seesField(name));
    const system = Object.entries(systemColumnOf).map(([name, column]) => [name, systemValue(name, found.row[column])]);
    return { ...Object.fromEntries(visible), ...Object.fromEntries(system), id };
  }

  /** The stored values of a record in the scope, every field (what an update starts from); null when not there. */
  async stored(id: string, db: AnyDb = this.db): Promise<FormValues | null> {
    return (await this.read(id, db))?.values ?? null;
  }

  private async writeLines(db: AnyDb, recordId: string, values: FormValues): Promise<void> {
    for (const sub of this.model.subTables) {
      await db.deleteFrom(sub.table).where(systemColumns.recordId, '=', recordId).execute();
      const rows = Array.isArray(values[sub.field.path]) ? (values[sub.field.path] as FormValues[]) : [];
      if (!rows.length) continue;
      await db
        .insertInto(sub.table)
        .values(
          rows.map((row, index) => ({
            [systemColumns.id]: newId(),
            [systemColumns.recordId]: recordId,
            [systemColumns.sortCode]: index,
            ...columnsOf(sub, row),
          })),
        )
        .execute();
    }
  }

  /** Writes a new record; the caller checked the values and runs this in its transaction. */
  async insert(db: AnyDb, values: FormValues): Promise<string> {
    const id = newId();
    await db
      .insertInto(this.model.main.table)
      .values({
        [systemColumns.id]: id,
        ...columnsOf(this.model.main, values),
        [systemColumns.creatorUserId]: this.grant.session.userId,
        [systemColumns.creatorTime]: savedMoment(this.model.form, values, 'createTime'),
      })
      .execute();
    await this.writeLines(db, id, values);
    return id;
  }

  /** Changes a record within the scope; false when it is not there or outside the scope. */
  async update(db: AnyDb, id: string, values: FormValues): Promise<boolean> {
    const inScope = this.scoped(db).select(`${mainAlias}.${systemColumns.id}`).where(`${mainAlias}.${systemColumns.id}`, '=', id);
    const result = await db
      .updateTable(this.model.main.table)
      .set({
        ...columnsOf(this.model.main, values),
        [systemColumns.lastModifyUserId]: this.grant.session.userId,
        [systemColumns.lastModifyTime]: savedMoment(this.model.form, values, 'modifyTime'),
      })
      .where(systemColumns.id, 'in', inScope)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await this.writeLines(db, id, values);
    return true;
  }

  /** Deletes the records of these ids within the scope, their rows with them; the number deleted. */
  async remove(ids: readonly string[]): Promise<number> {
    if (!ids.length) return 0;
    return this.db.transaction().execute(async (trx) => {
      const found = (await this.scoped(trx)
        .select(`${mainAlias}.${systemColumns.id} as id`)
        .where(`${mainAlias}.${systemColumns.id}`, 'in', ids)
        .execute()) as { id: string }[];
      const within = found.map((row) => row.id);
      if (!within.length) return 0;
      for (const sub of this.model.subTables) await trx.deleteFrom(sub.table).where(systemColumns.recordId, 'in', within).execute();
      const result = await trx.deleteFrom(this.model.main.table).where(systemColumns.id, 'in', within).executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  }

  transaction<T>(work: (db: AnyDb) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }
}

/** The only way to a model's rows: through a request's grant (ModelGrant.of), so no operation can leave the scheme out. */
export function scopedModelQuery(kiln: Kiln, grant: ModelGrant): ModelRows {
  return new ModelRows(kiln, grant);
}
