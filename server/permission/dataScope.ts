// The rows a request may see of a menu entry's data: the data schemes granted
// to the user for that entry, turned into one SQL condition. Every data list,
// detail and export takes its query through a DataScope, and every update and
// delete carries the same condition in its own WHERE: the write's count of
// changed rows says whether the row was the caller's, in one statement, so
// nothing can move a row out of the scope between a check and the write.
import {
  sql,
  type DeleteQueryBuilder,
  type DeleteResult,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type OperationNode,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  type UpdateQueryBuilder,
  type UpdateResult,
} from 'kysely';

/** How a scheme field reads in SQL, and what kind of value it holds. */
export interface DataField {
  /** The column reference in the scoped query: 'u.organize_id'. */
  column: string;
  /** user and organize fields accept the current-user and current-organisation variables. */
  type: 'text' | 'number' | 'date' | 'user' | 'organize';
  /** The name the scheme editor shows (a plain Chinese name, as menus are named). */
  name: string;
}

/** The fields a menu entry's schemes may test, by the code schemes use (JNPF's field enCode). */
export type DataFields = Record<string, DataField>;

/** A condition over the scoped query's rows; `true` when the user sees every row. */
export type ScopeCondition = true | ((eb: ExpressionBuilder<never, never>) => Expression<SqlBool>);

/** A row as a write would leave it, by column name (organize_id): its table's row, or the columns the fields name. */
export type ProspectiveRow = Readonly<Record<string, unknown>>;

// Any table set: the condition names its columns through DataFields, whatever the query's tables.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnySelect = SelectQueryBuilder<any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type ScopedUpdate = UpdateQueryBuilder<any, any, any, UpdateResult>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type ScopedDelete = DeleteQueryBuilder<any, any, DeleteResult>;

/** Rows per check: a few thousand parameters, well under SQLite's and PostgreSQL's limits. */
const rowsPerCheck = 200;

/** The alias every column of `fields` is read under ('u' for 'u.organize_id'): one table, as the scoped queries name it. */
export function aliasOf(fields: DataFields): string {
  const aliases = new Set(Object.values(fields).map((field) => field.column.split('.')[0]));
  const [alias] = aliases;
  if (aliases.size !== 1 || !alias) throw new Error(`Data fields must name the columns of one table alias, not ${[...aliases].join(', ')}`);
  return alias;
}

/** A value as its field's kind, so both databases compare it as they compare the column. */
function typedValue(value: unknown, field: DataField): RawBuilder<unknown> {
  if (value === null || value === undefined) return sql`null`;
  return field.type === 'number' || field.type === 'date' ? sql`cast(${value} as bigint)` : sql`cast(${String(value)} as text)`;
}

export class DataScope {
  constructor(
    /** The condition, already resolved for this user (their id, organisation, subordinates). */
    private readonly condition: ScopeCondition,
    /** The fields the condition's columns belong to; a write's rows are checked as these columns. */
    private readonly fields: DataFields = {},
  ) {}

  /** Does the user see every row (an administrator, or no scheme limits them)? */
  get unrestricted(): boolean {
    return this.condition === true;
  }

  /** The query with the user's schemes applied in its WHERE clause. */
  apply<QB extends AnySelect>(query: QB): QB {
    return this.where(query);
  }

  /**
   * Runs the update with the user's schemes in its WHERE and answers how many
   * rows it changed: 0 when the row is not the caller's (or not there), which
   * the caller answers as not found. The table must carry the fields' alias
   * (`db.updateTable('base_role as r')`), as the scoped reads name it.
   */
  async updateWithin(query: ScopedUpdate): Promise<number> {
    this.checkAlias(query.toOperationNode());
    const result = await this.where(query).executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** The delete with the user's schemes in its WHERE; answers how many rows went (0: none of the caller's). Aliased as updateWithin's. */
  async deleteWithin(query: ScopedDelete): Promise<number> {
    this.checkAlias(query.toOperationNode());
    const result = await this.where(query).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  private where<QB extends AnySelect | ScopedUpdate | ScopedDelete>(query: QB): QB {
    const condition = this.condition;
    if (condition === true) return query;
    // The three builders' where takes the same factory; TypeScript cannot call it on their union.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
    return (query as AnySelect).where((eb: ExpressionBuilder<any, any>) => condition(eb as ExpressionBuilder<never, never>)) as QB;
  }

  /**
   * A write must name its table under the fields' alias, or the condition's
   * columns name nothing: said plainly here rather than as the database's
   * unknown-column error.
   */
  private checkAlias(node: OperationNode): void {
    if (Object.keys(this.fields).length === 0) return;
    const table = 'table' in node ? (node.table as OperationNode | undefined) : 'from' in node ? (node.from as { froms: OperationNode[] }).froms[0] : undefined;
    const alias = table && 'alias' in table ? (table.alias as { name?: unknown }).name : undefined;
    const expected = aliasOf(this.fields);
    if (alias === expected) return;
    throw new Error(`A scoped write must name its table as ${expected} (the data fields' alias), not ${String(alias ?? 'without an alias')}`);
  }

  /**
   * Which of these rows the user would see were they written so: a write checks
   * that what it leaves stays within the caller's rows (as PostgreSQL's WITH
   * CHECK does), before anything is written. The rows are put to the very
   * condition the reads use, as a table of values under the fields' alias.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database: the rows come as values, the condition names only their columns
  async admits(db: Kysely<any>, rows: readonly ProspectiveRow[]): Promise<boolean[]> {
    const condition = this.condition;
    if (condition === true) return rows.map(() => true);
    const alias = aliasOf(this.fields);
    const columns = Object.values(this.fields).map((field) => ({ field, name: field.column.slice(alias.length + 1) }));
    const admitted = new Set<number>();
    for (let start = 0; start < rows.length; start += rowsPerCheck) {
      const part = rows.slice(start, start + rowsPerCheck);
      // VALUES names its columns column1, column2, …: the first is the row's number, then one per field.
      const values = sql.join(
        part.map((row, i) => sql`(${sql.join([sql`cast(${start + i} as integer)`, ...columns.map(({ field, name }) => typedValue(row[name], field))])})`),
      );
      const named = sql.join([sql`column1 as ${sql.ref('kiln_row')}`, ...columns.map(({ name }, i) => sql`${sql.ref(`column${i + 2}`)} as ${sql.ref(name)}`)]);
      const table = sql`(select ${named} from (values ${values}) as v)`;
      const found = await db
        .selectFrom(table.as(alias))
        .select(sql<number>`${sql.ref(`${alias}.kiln_row`)}`.as('n'))
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the condition names its columns through DataFields, under the alias
        .where((eb: ExpressionBuilder<any, any>) => condition(eb as ExpressionBuilder<never, never>))
        .execute();
      for (const row of found) admitted.add(Number(row.n));
    }
    return rows.map((_, i) => admitted.has(i));
  }

  static readonly everything = new DataScope(true);
}
