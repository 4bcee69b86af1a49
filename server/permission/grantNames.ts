// Grant items and their holders by name, for refusals that say what is lacking:
// an application or menu entry by its name, a button, column, form field or data
// scheme as 菜单·名称, a role, position or group by its name, a user by theirs.
import type { Kysely } from 'kysely';
import type { Database, GrantItemType, GrantObjectType } from '../db/schema';

/** A grant item by kind and id. */
export interface GrantItem {
  type: GrantItemType;
  id: string;
}

/** What grants are given to, or what a user is made a member of. */
export interface GrantObject {
  type: GrantObjectType;
  id: string;
}

/** Names shown in one message; more are counted. */
const shownNames = 10;

/** Names for a message: the first ten joined, and how many more. */
export function listed(names: readonly string[]): string {
  const shown = names.slice(0, shownNames).join('、');
  return names.length > shownNames ? `${shown} … (${names.length})` : shown;
}

const menuItemTables = { button: 'base_module_button', column: 'base_module_column', form: 'base_module_form', resource: 'base_module_data_scheme' } as const;

/** The items' names in the order given; an item that no longer exists is named by its id. */
export async function grantedNames(db: Kysely<Database>, items: readonly GrantItem[]): Promise<string[]> {
  const idsOf = (type: GrantItem['type']) => items.filter((item) => item.type === type).map((item) => item.id);
  const names = new Map<string, string>();
  const systems = idsOf('system');
  if (systems.length)
    for (const row of await db.selectFrom('base_system').select(['id', 'full_name']).where('id', 'in', systems).execute())
      names.set(`system:${row.id}`, row.full_name);
  const menus = idsOf('module');
  if (menus.length)
    for (const row of await db.selectFrom('base_module').select(['id', 'full_name']).where('id', 'in', menus).execute())
      names.set(`module:${row.id}`, row.full_name);
  for (const [type, table] of Object.entries(menuItemTables) as [keyof typeof menuItemTables, (typeof menuItemTables)[keyof typeof menuItemTables]][]) {
    const ids = idsOf(type);
    if (ids.length === 0) continue;
    // The four tables share these columns; Kysely cannot select from a union of table names.
    const rows = await db
      .selectFrom(`${table as 'base_module_button'} as i`)
      .innerJoin('base_module as m', 'm.id', 'i.module_id')
      .select(['i.id', 'i.full_name', 'm.full_name as menu'])
      .where('i.id', 'in', ids)
      .execute();
    for (const row of rows) names.set(`${type}:${row.id}`, `${row.menu}·${row.full_name}`);
  }
  return items.map((item) => names.get(`${item.type}:${item.id}`) ?? item.id);
}

const holderTables = { Role: 'base_role', Position: 'base_position', Group: 'base_group' } as const;

/** The holders' names in the order given. */
export async function holderNames(db: Kysely<Database>, holders: readonly GrantObject[]): Promise<string[]> {
  const names = new Map<string, string>();
  for (const [type, table] of Object.entries(holderTables) as [keyof typeof holderTables, (typeof holderTables)[keyof typeof holderTables]][]) {
    const ids = holders.filter((holder) => holder.type === type).map((holder) => holder.id);
    // Three directory tables with these columns; Kysely cannot select from a union of table names.
    if (ids.length)
      for (const row of await db
        .selectFrom(table as 'base_role')
        .select(['id', 'full_name'])
        .where('id', 'in', ids)
        .execute())
        names.set(row.id, row.full_name);
  }
  const users = holders.filter((holder) => holder.type === 'User').map((holder) => holder.id);
  if (users.length)
    for (const row of await db.selectFrom('base_user').select(['id', 'real_name']).where('id', 'in', users).execute()) names.set(row.id, row.real_name);
  return holders.map((holder) => names.get(holder.id) ?? holder.id);
}
