// The rows a request may see of a menu entry's data: the data schemes granted
// to the user for that entry, turned into one SQL condition. Every data list,
// detail, export and delete takes its query through a DataScope, so a new list
// cannot forget the schemes.
import type { Expression, ExpressionBuilder, SelectQueryBuilder, SqlBool } from 'kysely';

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

export class DataScope {
  constructor(
    /** The condition, already resolved for this user (their id, organisation, subordinates). */
    private readonly condition: ScopeCondition,
  ) {}

  /** Does the user see every row (an administrator, or no scheme limits them)? */
  get unrestricted(): boolean {
    return this.condition === true;
  }

  /** The query with the user's schemes applied in its WHERE clause. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table set: the condition names its columns through DataFields
  apply<QB extends SelectQueryBuilder<any, any, any>>(query: QB): QB {
    const condition = this.condition;
    if (condition === true) return query;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
    return query.where((eb: ExpressionBuilder<any, any>) => condition(eb as ExpressionBuilder<never, never>)) as QB;
  }

  static readonly everything = new DataScope(true);
}
