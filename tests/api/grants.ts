// Rights set up as rows, as the menu and authorisation screens write them, for
// the tests that need a member with exactly these rights.
import { newId } from '@server/db/ids';
import type { TestServer } from './harness';

/** The items one grants: menu entries and buttons by id, data schemes (resources) by id. */
export interface GrantedItems {
  module?: string[];
  button?: string[];
  resource?: string[];
}

/** Grants the demo user these items directly and drops their cached rights; answers the user's id. */
export async function grantUser(server: TestServer, account: string, items: GrantedItems): Promise<string> {
  const { db, grants } = server.app.kiln;
  const { id: userId } = await db.selectFrom('base_user').select('id').where('account', '=', account).executeTakeFirstOrThrow();
  const rows = (['module', 'button', 'resource'] as const).flatMap((itemType) =>
    (items[itemType] ?? []).map((itemId) => ({ id: newId(), item_type: itemType, item_id: itemId, object_type: 'User' as const, object_id: userId })),
  );
  if (rows.length > 0) await db.insertInto('base_authorize').values(rows).execute();
  await grants.changed([userId]);
  return userId;
}

/** Adds a data scheme of JNPF's condition JSON to a menu entry and drops every cached context. */
export async function addDataScheme(server: TestServer, scheme: { id: string; menuId: string; enCode: string; fullName: string; condition: unknown; allData?: 0 | 1 }): Promise<void> {
  const { db, grants } = server.app.kiln;
  await db
    .insertInto('base_module_data_scheme')
    .values({
      id: scheme.id,
      module_id: scheme.menuId,
      en_code: scheme.enCode,
      full_name: scheme.fullName,
      description: '',
      sort_code: 0,
      enabled_mark: 1,
      created_at: Date.now(),
      condition_json: JSON.stringify(scheme.condition),
      condition_text: '',
      all_data: scheme.allData ?? 0,
    })
    .execute();
  await grants.changed();
}
