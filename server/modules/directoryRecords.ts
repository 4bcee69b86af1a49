// Directory records — positions, groups and roles: a name and a code unique in
// the directory, a type from a dictionary, and a state that decides whether the
// record grants its members anything. A record module declares its kind once
// (its table, how relations name it, its type dictionary, its words) and its
// own fields; what every kind does with them is here.
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import { Type } from '@sinclair/typebox';
import type { Paged } from '@core/api/envelope';
import type { DirectoryRecord, DirectoryRecordInput, DirectoryRecordQuery } from '@core/api/directoryRecord';
import type { DirectoryColumns } from '../db/directoryColumns';
import type { Database, GrantObjectType } from '../db/schema';
import { newId } from '../db/ids';
import { pageOf } from '../db/paging';
import { containsText } from '../db/search';
import { ApiError, badRequest, formRefusal } from '../http/errors';
import { stringEnum } from '../http/routeParts';
import type { DataFields, DataScope } from '../permission/dataScope';

/** The columns every directory table has; a kind's table adds its own (server/db/directoryColumns.ts adds the last four here). */
export interface DirectoryRecordTable extends DirectoryColumns {
  id: string;
  en_code: string;
  full_name: string;
  sort_code: number;
  enabled_mark: number;
  created_at: number;
}

/** A directory record's row as read. */
export type DirectoryRecordRow = Selectable<DirectoryRecordTable>;

/** The tables (a module's own too) whose rows are directory records. */
export type DirectoryTable = {
  [Table in keyof Database]: Selectable<Database[Table]> extends DirectoryRecordRow ? Table : never;
}[keyof Database];

export interface DirectoryRecordKind {
  /** Its table; the scoped queries call it `r`, as the data fields' columns do. */
  table: DirectoryTable;
  /** How members' relations (base_user_relation) and grants (base_authorize) name the kind. */
  objectType: Exclude<GrantObjectType, 'User'>;
  /** The prefix of its messages: notFound, codeExists, nameExists, typeNotFound and hasUsers follow it ('group.notFound'). */
  messages: string;
  /** What the data scheme editor calls one: '分组' names the fields 分组名称, 分组编码 and 分组类型. */
  dataName: string;
  /** The dictionary whose items are its types; a record stores an item's code or id, as JNPF's form sends it. */
  typeDictionary?: { code: string; stores: 'en_code' | 'id' };
}

/** What the data schemes of a record's menu entry may test, as the scoped queries name the columns. */
export function directoryDataFields(kind: DirectoryRecordKind): DataFields {
  return {
    fullName: { column: 'r.full_name', type: 'text', name: `${kind.dataName}名称` },
    enCode: { column: 'r.en_code', type: 'text', name: `${kind.dataName}编码` },
    ...(kind.typeDictionary ? { type: { column: 'r.type', type: 'text', name: `${kind.dataName}类型` } } : {}),
    creatorUserId: { column: 'r.creator_user_id', type: 'user', name: '创建用户' },
    creatorTime: { column: 'r.created_at', type: 'date', name: '创建时间' },
  };
}

/** The list's sort names (JNPF's sidx) and their columns. */
export const directorySortable = { fullName: 'r.full_name', enCode: 'r.en_code', sortCode: 'r.sort_code', creatorTime: 'r.created_at', lastModifyTime: 'r.updated_at' };

/** The list's filters beside paging: a type item, and the state ('' when the select is cleared). */
export const directoryListFilters = {
  type: Type.Optional(Type.String({ maxLength: 50 })),
  enabledMark: Type.Optional(stringEnum(['', '0', '1'])),
};

/** The list's query as it arrives: a cleared status select sends ''. */
export type DirectoryListQuery = Omit<DirectoryRecordQuery, 'enabledMark'> & { enabledMark?: '' | '0' | '1' };

/** The fields every record reads as. */
export function recordFields(row: DirectoryRecordRow): DirectoryRecord {
  return {
    id: row.id,
    fullName: row.full_name,
    enCode: row.en_code,
    sortCode: Number(row.sort_code),
    enabledMark: Number(row.enabled_mark) === 1 ? 1 : 0,
    description: row.description,
    creatorTime: Number(row.created_at),
    lastModifyTime: Number(row.updated_at),
  };
}

/** The users who hold the record, as their grant contexts know it (their rights follow its state). */
export async function memberIdsOf(db: Kysely<Database>, kind: DirectoryRecordKind, id: string): Promise<string[]> {
  const rows = await db.selectFrom('base_user_relation').select('user_id').where('object_type', '=', kind.objectType).where('object_id', '=', id).execute();
  return rows.map((row) => row.user_id);
}

/**
 * Which of code and name another record of the kind has: the code first. A name
 * is unique in the directory, or among the records with the same `nameWithin`
 * column (a position's organisation).
 */
export async function takenField(
  db: Kysely<Database>,
  kind: DirectoryRecordKind,
  input: Pick<DirectoryRecordInput, 'fullName' | 'enCode'>,
  selfId: string | null,
  nameWithin?: { column: string; value: string },
): Promise<'enCode' | 'fullName' | undefined> {
  const clash = await db
    .selectFrom(sql<DirectoryRecordRow>`${sql.table(kind.table)}`.as('r'))
    .select(['r.id', 'r.en_code'])
    .where((eb) => {
      const sameName = eb('r.full_name', '=', input.fullName);
      return eb.or([eb('r.en_code', '=', input.enCode), nameWithin ? eb.and([sameName, eb(sql.ref<string>(`r.${nameWithin.column}`), '=', nameWithin.value)]) : sameName]);
    })
    .execute();
  const other = clash.filter((row) => row.id !== selfId);
  if (other.some((row) => row.en_code === input.enCode)) return 'enCode';
  return other.length > 0 ? 'fullName' : undefined;
}

/** A record's form: the common fields and a type; the kind's own fields come beside them. */
type TypedInput = DirectoryRecordInput & { type: string };

/** A kind whose records have a type from its dictionary. */
type TypedKind = DirectoryRecordKind & Required<Pick<DirectoryRecordKind, 'typeDictionary'>>;

/**
 * A kind's management list, detail and changes. A record module extends it with
 * its kind, its own columns and its list and detail (which read its own fields);
 * the rules it adds to the common ones are the hooks below.
 */
export abstract class DirectoryRecordService<Input extends TypedInput, Row extends DirectoryRecordRow> {
  protected abstract readonly kind: TypedKind;

  constructor(protected readonly db: Kysely<Database>) {}

  /** The kind's own columns from the form, beside name, code, type, order, state and description. */
  protected abstract ownColumns(input: Input): Omit<Row, keyof DirectoryRecordRow>;

  /** The kind's own rules, checked before its type and the uniqueness of code and name. */
  protected async checkOwn(_input: Input, _db: Kysely<Database>): Promise<void> {}

  /** The column whose records a name is unique among (a position's organisation); none: the whole directory. */
  protected nameWithin(_input: Input): { column: keyof Row & string; value: string } | undefined {
    return undefined;
  }

  /** The kind's rules for changing a saved record, checked after the others. */
  protected async checkChange(_id: string, _saved: Row, _input: Input, _db: Kysely<Database>): Promise<void> {}

  /** Does a user hold the record (which keeps it from being deleted)? */
  protected async isHeld(id: string, db: Kysely<Database>): Promise<boolean> {
    return Boolean(await db.selectFrom('base_user_relation').select('id').where('object_type', '=', this.kind.objectType).where('object_id', '=', id).limit(1).executeTakeFirst());
  }

  /** What goes with a deleted record beside it: its grants. */
  protected async removeLinks(id: string, db: Kysely<Database>): Promise<void> {
    await db.deleteFrom('base_authorize').where('object_type', '=', this.kind.objectType).where('object_id', '=', id).execute();
  }

  protected notFound(): ApiError {
    return new ApiError(404, { key: `${this.kind.messages}.notFound` });
  }

  /** Refuses the form's field with the kind's message (`${messages}.${suffix}`). */
  protected refuse(field: keyof Input & string, suffix: string): ApiError {
    return formRefusal([{ field, message: { key: `${this.kind.messages}.${suffix}` } }]);
  }

  /** The kind's rows the request may see, as `r`. */
  protected scoped(scope: DataScope, db: Kysely<Database> = this.db) {
    return scope.apply(db.selectFrom(sql<Row>`${sql.table(this.kind.table)}`.as('r')));
  }

  /** The list's rows: scoped, with their type's name, filtered by type, state and keyword. */
  protected listed(query: DirectoryListQuery, scope: DataScope) {
    const dictionary = this.kind.typeDictionary;
    let select = this.scoped(scope)
      .leftJoin('base_dictionary_type as dt', (join) => join.on('dt.en_code', '=', dictionary.code))
      .leftJoin('base_dictionary_data as d', (join) => join.onRef('d.dictionary_type_id', '=', 'dt.id').onRef(`d.${dictionary.stores}`, '=', 'r.type'))
      .selectAll('r')
      .select('d.full_name as type_name');
    // The type is asked for by the stored key or by the item's other one.
    const type = query.type;
    if (type) select = select.where((eb) => eb.or([eb(sql.ref<string>('r.type'), '=', type), eb(`d.${dictionary.stores === 'id' ? 'en_code' : 'id'}`, '=', type)]));
    if (query.enabledMark) select = select.where(sql.ref<number>('r.enabled_mark'), '=', Number(query.enabledMark));
    const keyword = query.keyword?.trim();
    if (keyword) select = select.where(containsText(['r.full_name', 'r.en_code'], keyword));
    return select;
  }

  /** One page of `select` in the list's order: by sort code, then id. */
  protected paged<DB, Tables extends keyof DB, Listed, Out>(select: SelectQueryBuilder<DB, Tables, Listed>, query: DirectoryListQuery, rowOf: (row: Listed) => Out): Promise<Paged<Out>> {
    return pageOf(select, query, { columns: directorySortable, defaultColumn: 'r.sort_code', defaultDirection: 'asc', tieBreaker: 'r.id' }, rowOf);
  }

  private async check(input: Input, selfId: string | null, db: Kysely<Database>): Promise<void> {
    await this.checkOwn(input, db);
    const dictionary = this.kind.typeDictionary;
    const type = await db
      .selectFrom('base_dictionary_data as d')
      .innerJoin('base_dictionary_type as t', 't.id', 'd.dictionary_type_id')
      .select('d.id')
      .where('t.en_code', '=', dictionary.code)
      .where(`d.${dictionary.stores}`, '=', input.type)
      .executeTakeFirst();
    if (!type) throw this.refuse('type', 'typeNotFound');
    const taken = await takenField(db, this.kind, input, selfId, this.nameWithin(input));
    if (taken) throw this.refuse(taken, taken === 'enCode' ? 'codeExists' : 'nameExists');
  }

  private columnsOf(input: Input) {
    return {
      ...this.ownColumns(input),
      full_name: input.fullName,
      en_code: input.enCode,
      type: input.type,
      sort_code: input.sortCode ?? 0,
      enabled_mark: input.enabledMark ?? 1,
      description: input.description ?? '',
    };
  }

  async create(input: Input, userId: string): Promise<string> {
    const table: DirectoryTable = this.kind.table;
    return this.db.transaction().execute(async (trx) => {
      await this.check(input, null, trx);
      const id = newId();
      const now = Date.now();
      await trx
        .insertInto(table)
        .values({ id, ...this.columnsOf(input), created_at: now, updated_at: now, creator_user_id: userId })
        .execute();
      return id;
    });
  }

  /** Saves the record; says whether its state changed, which changes what its members may use. */
  async update(id: string, input: Input, scope: DataScope): Promise<{ stateChanged: boolean }> {
    const table: DirectoryTable = this.kind.table;
    return this.db.transaction().execute(async (trx) => {
      // `scoped` declares r's rows as Row, which Kysely cannot carry through this generic class: the type is named here, once.
      const saved = (await this.scoped(scope, trx).selectAll('r').where(sql.ref<string>('r.id'), '=', id).executeTakeFirst()) as Row | undefined;
      if (!saved) throw this.notFound();
      await this.check(input, id, trx);
      await this.checkChange(id, saved, input, trx);
      const columns = this.columnsOf(input);
      await trx.updateTable(table).set({ ...columns, updated_at: Date.now() }).where('id', '=', id).execute();
      return { stateChanged: saved.enabled_mark !== columns.enabled_mark };
    });
  }

  /** The users who hold the record, as their grant contexts know it. */
  memberIds(id: string): Promise<string[]> {
    return memberIdsOf(this.db, this.kind, id);
  }

  /** Deletes a record no user holds, with what goes with it. */
  async remove(id: string, scope: DataScope): Promise<void> {
    const table: DirectoryTable = this.kind.table;
    await this.db.transaction().execute(async (trx) => {
      const saved = await this.scoped(scope, trx).select('r.id').where(sql.ref<string>('r.id'), '=', id).executeTakeFirst();
      if (!saved) throw this.notFound();
      if (await this.isHeld(id, trx)) throw badRequest(`${this.kind.messages}.hasUsers`);
      await this.removeLinks(id, trx);
      await trx.deleteFrom(table).where('id', '=', id).execute();
    });
  }
}
