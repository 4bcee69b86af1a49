// Companies and departments as one tree: each node keeps the ids from the root
// down to itself (organize_id_tree, comma-joined), so "this organisation and
// below" is one prefix match. Roles and positions can belong to organisations.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  const table = () => db.schema.alterTable('base_organize');
  await table().addColumn('organize_id_tree', 'varchar(2000)', (c) => c.notNull().defaultTo('')).execute();
  await table().addColumn('manager_id', 'varchar(40)', (c) => c.notNull().defaultTo('')).execute();
  await table().addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo('')).execute();
  await table().addColumn('property_json', 'text', (c) => c.notNull().defaultTo('{}')).execute();
  await table().addColumn('creator_user_id', 'varchar(40)', (c) => c.notNull().defaultTo('')).execute();
  await table().addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0)).execute();

  // Existing nodes get their paths, top-down.
  const rows = (await db.selectFrom('base_organize').select(['id', 'parent_id']).execute()) as { id: string; parent_id: string }[];
  const parentOf = new Map(rows.map((row) => [row.id, row.parent_id]));
  const pathOf = (id: string): string[] => {
    const path: string[] = [];
    for (let at: string | undefined = id; at && at !== '-1' && !path.includes(at); at = parentOf.get(at)) path.unshift(at);
    return path;
  };
  for (const row of rows) await db.updateTable('base_organize').set({ organize_id_tree: pathOf(row.id).join(',') }).where('id', '=', row.id).execute();

  await db.schema.createIndex('ix_organize_parent').on('base_organize').columns(['parent_id', 'sort_code']).execute();
  await db.schema.createIndex('ux_organize_code').on('base_organize').column('en_code').unique().execute();
  // A prefix LIKE uses a b-tree only with pattern ops on PostgreSQL (its collation is not C).
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create index ix_organize_tree on base_organize (organize_id_tree varchar_pattern_ops)`.execute(db);
  } else {
    await db.schema.createIndex('ix_organize_tree').on('base_organize').column('organize_id_tree').execute();
  }

  await db.schema
    .createTable('base_organize_relation')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('organize_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('object_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('object_id', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ux_organize_relation').on('base_organize_relation').columns(['organize_id', 'object_type', 'object_id']).unique().execute();
  await db.schema.createIndex('ix_organize_relation_object').on('base_organize_relation').columns(['object_id', 'object_type']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('base_organize_relation').execute();
  for (const index of ['ix_organize_tree', 'ux_organize_code', 'ix_organize_parent']) await db.schema.dropIndex(index).execute();
  for (const column of ['updated_at', 'creator_user_id', 'property_json', 'description', 'manager_id', 'organize_id_tree']) {
    await db.schema.alterTable('base_organize').dropColumn(column).execute();
  }
}
