// JNPF's client reads the position types from the dictionary cache by the code
// 'PositionType' (its own spelling); a database seeded before keeps its items
// and the positions filed under them, under the code the client asks for.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.updateTable('base_dictionary_type').set({ en_code: 'PositionType' }).where('en_code', '=', 'positionType').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable('base_dictionary_type').set({ en_code: 'positionType' }).where('en_code', '=', 'PositionType').execute();
}
