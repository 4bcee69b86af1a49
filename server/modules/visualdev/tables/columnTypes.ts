// A widget's declared column type as each database's SQL type, and the SQL that
// carries a column's values over when its type changes. JSON is kept as text on
// both databases (the app parses it); decimals are numeric(p,s), which PostgreSQL
// keeps exact and SQLite stores as integers or reals (its NUMERIC affinity), so on
// SQLite a decimal round-trips as a number (server/db/database.ts reads
// PostgreSQL's numerics as numbers too). Nothing here takes a name or a value from
// text: numbers are checked integers and literals are Kysely's `sql.lit`.
import { sql, type ColumnDataType, type Expression, type RawBuilder } from 'kysely';
import type { ColumnType } from '@core/widgets';
import type { Dialect } from '../../../db/database';

const checkedInteger = (value: number, min: number, max: number, what: string) => {
  if (Number.isInteger(value) && value >= min && value <= max) return value;
  throw new Error(`the column type's ${what} must be an integer from ${min} to ${max}, not ${value}`);
};

/** The SQL type (both databases read the same words). */
export function dataType(type: ColumnType): ColumnDataType {
  switch (type.kind) {
    case 'string':
      return `varchar(${checkedInteger(type.length, 1, 10_485_760, 'length')})`;
    case 'decimal': {
      const precision = checkedInteger(type.precision, 1, 1000, 'precision');
      return `numeric(${precision}, ${checkedInteger(type.scale, 0, precision, 'scale')})`;
    }
    case 'json':
      return 'text';
    default:
      return type.kind;
  }
}

/** The type as introspection reports it, spaces left out: `varchar(40)`, `numeric(18,2)`. */
export const normalisedType = (type: string) => type.toLowerCase().replace(/\s+/g, '');

export type SqliteAffinity = 'integer' | 'text' | 'numeric' | 'real' | 'blob';

/** SQLite's affinity of a declared type (its rules of section 3.1 of "Datatypes In SQLite"). */
export function sqliteAffinity(declared: string): SqliteAffinity {
  const type = declared.toUpperCase();
  if (type.includes('INT')) return 'integer';
  if (/CHAR|CLOB|TEXT/.test(type)) return 'text';
  if (type.includes('BLOB') || type === '') return 'blob';
  if (/REAL|FLOA|DOUB/.test(type)) return 'real';
  return 'numeric';
}

/** Whether SQLite reads values of the two types alike: if not, a change of type must rebuild the column. */
export const sameSqliteAffinity = (from: ColumnType, to: ColumnType) => sqliteAffinity(dataType(from)) === sqliteAffinity(dataType(to));

const isText = (type: ColumnType) => type.kind === 'string' || type.kind === 'text' || type.kind === 'json';

// Integer bounds as bigint literals: 2^63 is beyond a double's exact integers.
const integerBounds = {
  integer: [-2147483648n, 2147483647n],
  bigint: [-9223372036854775808n, 9223372036854775807n],
} as const;

const asText = (value: Expression<unknown>): RawBuilder<unknown> => sql`cast(${value} as text)`;

/** A text's number, or null when it is not one (`12`, `-3.5`; not `12 kg`). */
function numberOfText(dialect: Dialect, value: Expression<unknown>): RawBuilder<unknown> {
  const text = sql`trim(${asText(value)})`;
  if (dialect === 'postgres') return sql`case when ${text} ~ ${sql.lit('^-?[0-9]+([.][0-9]+)?$')} then cast(${text} as numeric) end`;
  // SQLite has no regular expressions: digits, at most a point and a leading minus, checked by GLOB.
  return sql`case when ${text} glob ${sql.lit('*[0-9]*')} and ${text} not glob ${sql.lit('*[^0-9.-]*')} and ${text} not glob ${sql.lit('?*-*')}
    and ${text} not glob ${sql.lit('*.*.*')} then cast(${text} as numeric) end`;
}

/**
 * The value of `column` (of type `from`) as a value of type `to`: text cut to
 * its length, numbers rounded to the scale, and null where a value does not fit
 * or is not a number. Used by PostgreSQL's `alter column … type … using` and by
 * SQLite's copy into a rebuilt column; a widening keeps every value as it is.
 */
export function convertedValue(dialect: Dialect, column: string, from: ColumnType, to: ColumnType): RawBuilder<unknown> {
  const value = sql.ref(column);
  switch (to.kind) {
    case 'json':
      if (from.kind === 'json') return sql`${value}`;
      // A plain value becomes a JSON string (or number), so what reads the column as JSON can parse it.
      return dialect === 'postgres' ? sql`cast(to_json(${value}) as text)` : sql`json_quote(${value})`;
    case 'text':
      return asText(value);
    case 'string':
      return dialect === 'postgres' ? sql`left(${asText(value)}, ${sql.lit(to.length)})` : sql`substr(${asText(value)}, 1, ${sql.lit(to.length)})`;
    default: {
      const number = isText(from) ? numberOfText(dialect, value) : dialect === 'postgres' ? sql`cast(${value} as numeric)` : sql`${value}`;
      if (to.kind === 'decimal') {
        const rounded = sql`round(${number}, ${sql.lit(to.scale)})`;
        const limit = sql.lit(10 ** (to.precision - to.scale));
        return sql`case when abs(${rounded}) < ${limit} then ${rounded} end`;
      }
      const [lowest, highest] = integerBounds[to.kind];
      const rounded = sql`round(${number})`;
      const whole = dialect === 'postgres' ? sql`cast(${rounded} as ${sql.raw(to.kind)})` : sql`cast(${rounded} as integer)`;
      return sql`case when ${rounded} between ${sql.lit(lowest)} and ${sql.lit(highest)} then ${whole} end`;
    }
  }
}
