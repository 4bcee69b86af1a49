// What the user management screen keeps on a user beside their profile: the
// manager (subordinates follow this chain), the main position, rank, entry date
// and description. A user belongs to organisations through relations of type
// 'Organize' (organize_id is the main one); a relation is held once.
import { sql, type Kysely } from 'kysely';

const textColumns: [string, number][] = [
  ['manager_id', 40],
  ['position_id', 40],
  ['ranks', 50],
  ['description', 500],
  ['creator_user_id', 40],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, size] of textColumns) {
    await db.schema.alterTable('base_user').addColumn(name, `varchar(${size})`, (c) => c.notNull().defaultTo('')).execute();
  }
  await db.schema.alterTable('base_user').addColumn('entry_date', 'bigint').execute();
  await db.schema.createIndex('ix_user_manager').on('base_user').column('manager_id').execute();
  // The list's order with its tie-breaker, so a page is read from the index without a sort.
  await db.schema.createIndex('ix_user_order').on('base_user').columns(['sort_code', 'created_at', 'id']).execute();

  // Every user belongs to their main organisation, and their first position is the main one.
  await sql`insert into base_user_relation (id, user_id, object_type, object_id)
    select 'org-' || id, id, 'Organize', organize_id from base_user where organize_id <> ''`.execute(db);
  await sql`update base_user set position_id = coalesce((select min(r.object_id) from base_user_relation r
    where r.user_id = base_user.id and r.object_type = 'Position'), '')`.execute(db);
  await db.schema.createIndex('ux_user_relation').on('base_user_relation').columns(['user_id', 'object_type', 'object_id']).unique().execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ux_user_relation').execute();
  await db.deleteFrom('base_user_relation').where('object_type', '=', 'Organize').execute();
  await db.schema.dropIndex('ix_user_order').execute();
  await db.schema.dropIndex('ix_user_manager').execute();
  await db.schema.alterTable('base_user').dropColumn('entry_date').execute();
  for (const [name] of textColumns) await db.schema.alterTable('base_user').dropColumn(name).execute();
}
