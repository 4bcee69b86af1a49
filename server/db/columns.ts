// Column builders the table migrations share, so a table moved from one
// migration to another is created with the very same columns: ids, texts that
// default to '', integers, and epoch-millisecond times.
import type { CreateTableBuilder } from 'kysely';

export type Table = CreateTableBuilder<string, never>;
type Column = (t: Table) => Table;

export const id: Column = (t) => t.addColumn('id', 'varchar(40)', (c) => c.primaryKey());
export const text = (name: string, size = 100): Column => (t) => t.addColumn(name, `varchar(${size})`, (c) => c.notNull().defaultTo(''));
export const int = (name: string, initial = 0): Column => (t) => t.addColumn(name, 'integer', (c) => c.notNull().defaultTo(initial));
export const time = (name: string, nullable = false): Column => (t) => t.addColumn(name, 'bigint', (c) => (nullable ? c : c.notNull().defaultTo(0)));

export function build(t: Table, ...columns: Column[]): Table {
  return columns.reduce((acc, add) => add(acc), t);
}

/** A record's code, name, order and enabled flag. */
export const named: Column = (t) => build(t, text('en_code', 50), text('full_name', 50), int('sort_code'), int('enabled_mark', 1));
