// Online-development models and every release of each.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('base_visual_dev')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('category', 'varchar(40)', (c) => c.notNull())
    .addColumn('web_type', 'integer', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('table_name', 'varchar(63)', (c) => c.notNull())
    .addColumn('design_json', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('changed_since_release', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('menu_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('creator_user_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_modify_user_id', 'varchar(40)')
    .addColumn('updated_at', 'bigint')
    .execute();
  await db.schema.createIndex('ux_visual_dev_code').on('base_visual_dev').column('en_code').unique().execute();
  await db.schema.createIndex('ux_visual_dev_table').on('base_visual_dev').column('table_name').unique().execute();
  await db.schema.createIndex('ix_visual_dev_category').on('base_visual_dev').columns(['category', 'sort_code']).execute();

  await db.schema
    .createTable('base_visual_dev_release')
    .addColumn('model_id', 'varchar(40)', (c) => c.notNull().references('base_visual_dev.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('web_type', 'integer', (c) => c.notNull())
    .addColumn('design_json', 'text', (c) => c.notNull())
    .addColumn('released_by', 'varchar(40)', (c) => c.notNull())
    .addColumn('released_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('pk_visual_dev_release', ['model_id', 'version'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('base_visual_dev_release').execute();
  await db.schema.dropTable('base_visual_dev').execute();
}
