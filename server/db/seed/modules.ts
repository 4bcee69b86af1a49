// What modules declare in their manifests and the database must hold: menu
// entries with their buttons, and the dictionaries their data refers to. Each is
// added when missing. An existing menu entry is brought back to what the code
// relies on (its place, code, type, address and how it opens) at every start;
// its name, icon, order and enabled state stay as administrators set them.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';
import { newId } from '../ids';
import type { DictionarySeed, MenuSeed, SchemeSeed } from '../../modules/defineModule';
import { mainSystemId } from '../migrations/0002_main_system_and_dev_menu';

type Trx = Transaction<Database> | Kysely<Database>;

export async function ensureMenus(trx: Trx, menus: readonly MenuSeed[], now = Date.now()): Promise<void> {
  const existing = new Map((await trx.selectFrom('base_module').select(['id', 'parent_id', 'en_code', 'type', 'url_address', 'link_target']).execute()).map((row) => [row.id, row]));
  const buttons = new Map((await trx.selectFrom('base_module_button').select(['id', 'module_id', 'en_code']).execute()).map((row) => [row.id, row]));
  // A scheme is added once; afterwards administrators own its conditions.
  const schemes = new Set((await trx.selectFrom('base_module_data_scheme').select('id').execute()).map((row) => row.id));
  for (const menu of menus) {
    const known = existing.get(menu.id);
    const relied = { parent_id: menu.parentId, en_code: menu.enCode, type: menu.type, url_address: menu.urlAddress ?? '', link_target: menu.linkTarget ?? '' };
    if (known) {
      // Only an entry that moved away from what the code relies on is written.
      const moved = (Object.keys(relied) as (keyof typeof relied)[]).some((column) => known[column] !== relied[column]);
      if (moved) await trx.updateTable('base_module').set(relied).where('id', '=', menu.id).execute();
    } else {
      await trx
        .insertInto('base_module')
        .values({
          id: menu.id,
          parent_id: menu.parentId,
          system_id: mainSystemId,
          en_code: menu.enCode,
          full_name: menu.fullName,
          type: menu.type,
          icon: menu.icon,
          url_address: menu.urlAddress ?? '',
          link_target: menu.linkTarget ?? '',
          property_json: '{}',
          sort_code: menu.sortCode,
          enabled_mark: 1,
          created_at: now,
        })
        .execute();
    }
    await ensureSchemes(trx, menu.id, menu.schemes ?? [], now, schemes);
    for (const [index, button] of (menu.buttons ?? []).entries()) {
      const id = `${menu.id}-btn-${button.code}`;
      const knownButton = buttons.get(id);
      if (knownButton) {
        if (knownButton.module_id !== menu.id || knownButton.en_code !== `btn_${button.code}`) {
          await trx.updateTable('base_module_button').set({ module_id: menu.id, en_code: `btn_${button.code}` }).where('id', '=', id).execute();
        }
        continue;
      }
      await trx.insertInto('base_module_button').values({ id, module_id: menu.id, en_code: `btn_${button.code}`, full_name: button.name, sort_code: index + 1, enabled_mark: 1 }).execute();
    }
  }
}

/**
 * The entry's built-in data schemes (ids `{entry}-scheme-{code}`), each added once: afterwards
 * administrators own its conditions. `known` holds the scheme ids there already, when read.
 */
export async function ensureSchemes(trx: Trx, menuId: string, schemes: readonly SchemeSeed[], now = Date.now(), known?: ReadonlySet<string>): Promise<void> {
  const present = known ?? new Set((await trx.selectFrom('base_module_data_scheme').select('id').where('module_id', '=', menuId).execute()).map((r) => r.id));
  for (const [index, scheme] of schemes.entries()) {
    const id = `${menuId}-scheme-${scheme.code}`;
    if (present.has(id)) continue;
    await trx
      .insertInto('base_module_data_scheme')
      .values({
        id,
        module_id: menuId,
        en_code: scheme.code,
        full_name: scheme.name,
        description: '',
        sort_code: index + 1,
        enabled_mark: 1,
        created_at: now,
        condition_json: JSON.stringify(scheme.condition),
        condition_text: '',
        all_data: scheme.allData ? 1 : 0,
      })
      .execute();
  }
}

export async function ensureDictionary(trx: Trx, dictionary: DictionarySeed, sortCode: number, now = Date.now()): Promise<void> {
  let type = await trx.selectFrom('base_dictionary_type').select('id').where('en_code', '=', dictionary.code).executeTakeFirst();
  if (!type) {
    type = { id: newId() };
    await trx
      .insertInto('base_dictionary_type')
      .values({ id: type.id, parent_id: dictionary.parent, en_code: dictionary.code, full_name: dictionary.name, sort_code: sortCode, enabled_mark: 1, is_tree: 0, description: '', created_at: now, category: dictionary.parent })
      .execute();
  }
  const present = new Set((await trx.selectFrom('base_dictionary_data').select('en_code').where('dictionary_type_id', '=', type.id).execute()).map((row) => row.en_code));
  const missing = dictionary.items.map((item, index) => ({ item, index })).filter(({ item }) => !present.has(item.code));
  if (missing.length === 0) return;
  await trx
    .insertInto('base_dictionary_data')
    .values(
      missing.map(({ item, index }) => ({
        id: newId(),
        dictionary_type_id: type.id,
        parent_id: '0',
        en_code: item.code,
        full_name: item.name,
        sort_code: index + 1,
        enabled_mark: 1,
        description: '',
        created_at: now,
      })),
    )
    .execute();
}
