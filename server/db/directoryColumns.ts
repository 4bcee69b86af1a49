// The columns every directory record (position, role, group) gains beside its
// name and code: a description, who made it and when it last changed.
import type { Generated, Kysely } from 'kysely';

/** The columns' types, for the tables of the modules that add them. */
export interface DirectoryColumns {
  type: Generated<string>;
  description: Generated<string>;
  creator_user_id: Generated<string>;
  updated_at: Generated<number>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
type AnyDb = Kysely<any>;

export async function addDirectoryColumns(db: AnyDb, table: string, options: { type?: boolean } = {}): Promise<void> {
  const alter = () => db.schema.alterTable(table);
  if (options.type) await alter().addColumn('type', 'varchar(50)', (c) => c.notNull().defaultTo('')).execute();
  await alter().addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo('')).execute();
  await alter().addColumn('creator_user_id', 'varchar(40)', (c) => c.notNull().defaultTo('')).execute();
  await alter().addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
}

export async function dropDirectoryColumns(db: AnyDb, table: string, options: { type?: boolean } = {}): Promise<void> {
  for (const column of ['updated_at', 'creator_user_id', 'description', ...(options.type ? ['type'] : [])]) {
    await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
