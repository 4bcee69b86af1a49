// Menu entries as JNPF's web client reads them: directories are type 1 (type 0 is
// the application at the top of routerList), and built-in screens use JNPF's view
// addresses with enCode = the address with '/' → '.'.
import type { Kysely } from 'kysely';

const screens = [
  { id: 'menu-dictionary', before: { en_code: 'dictionary', url_address: 'systemData/dictionary' }, after: { en_code: 'systemData.dictionary', url_address: 'systemData/dictionary' } },
  { id: 'menu-billrule', before: { en_code: 'billRule', url_address: 'systemData/billRule' }, after: { en_code: 'system.billRule', url_address: 'system/billRule' } },
  { id: 'menu-area', before: { en_code: 'area', url_address: 'systemData/area' }, after: { en_code: 'system.area', url_address: 'system/area' } },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.updateTable('base_module').set({ type: 1 }).where('type', '=', 0).execute();
  for (const screen of screens) await db.updateTable('base_module').set(screen.after).where('id', '=', screen.id).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const screen of screens) await db.updateTable('base_module').set(screen.before).where('id', '=', screen.id).execute();
  await db.updateTable('base_module').set({ type: 0 }).where('type', '=', 1).execute();
}
