// Idempotent seed: what the modules declare (menus, dictionaries), then the
// administrator, the demo company and its dictionaries, then the demo's models
// (created and released as an administrator would) and what each role may use.
// Each record is found by its natural key first, so running it again adds nothing.
// Inside the transaction every read goes through `trx`: SQLite has one connection.
import type { Transaction } from 'kysely';
import type { Database, GrantItemType } from '../schema';
import type { RelationObjectType } from '../../modules/users/tables';
import { newId } from '../ids';
import { hashPasswordDigest, passwordDigest } from '../../auth/passwords';
import type { Kiln } from '../../context';
import type { ModuleManifest } from '../../modules/defineModule';
import { allMenus } from '../../modules/menus';
import { ensureDictionary, ensureMenus } from './modules';
import * as demo from './demoCompany';
import { ensureDemoModels } from './demoModels';
import { ensureDemoInterfaces } from './demoInterfaces';
import type { UserInput } from '@core/api/users';
import { newUserColumns, relationRows, type UserReferences } from '../../modules/users/userInput';

export const defaultAdminAccount = 'admin';
export const defaultAdminPassword = 'admin123';

type Trx = Transaction<Database>;
const named = (code: string, name: string, sort: number) => ({ en_code: code, full_name: name, sort_code: sort, enabled_mark: 1 });

async function idByCode(trx: Trx, table: 'base_organize' | 'base_position' | 'base_role' | 'base_group', code: string) {
  const row = await trx.selectFrom(table).select('id').where('en_code', '=', code).executeTakeFirst();
  return row?.id;
}

async function ensureOrganizations(trx: Trx, now: number): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  let companyId = await idByCode(trx, 'base_organize', demo.company.code);
  if (!companyId) {
    companyId = newId();
    await trx
      .insertInto('base_organize')
      .values({
        id: companyId,
        parent_id: '-1',
        organize_id_tree: companyId,
        category: 'company',
        ...named(demo.company.code, demo.company.name, 0),
        created_at: now,
      })
      .execute();
  }
  ids.set(demo.company.code, companyId);
  for (const [index, department] of demo.departments.entries()) {
    let id = await idByCode(trx, 'base_organize', department.code);
    if (!id) {
      id = newId();
      await trx
        .insertInto('base_organize')
        .values({
          id,
          parent_id: companyId,
          organize_id_tree: `${companyId},${id}`,
          category: 'department',
          ...named(department.code, department.name, index + 1),
          created_at: now,
        })
        .execute();
    }
    ids.set(department.code, id);
  }
  return ids;
}

async function ensureNamed(trx: Trx, table: 'base_role' | 'base_group', entries: { code: string; name: string }[], now: number) {
  const ids = new Map<string, string>();
  for (const [index, entry] of entries.entries()) {
    let id = await idByCode(trx, table, entry.code);
    if (!id) {
      id = newId();
      await trx
        .insertInto(table)
        .values({ id, ...named(entry.code, entry.name, index + 1), created_at: now })
        .execute();
    }
    ids.set(entry.code, id);
  }
  return ids;
}

async function ensurePositions(trx: Trx, organizations: Map<string, string>, now: number) {
  const ids = new Map<string, string>();
  for (const [index, position] of demo.positions.entries()) {
    let id = await idByCode(trx, 'base_position', position.code);
    if (!id) {
      id = newId();
      const organize_id = organizations.get(position.department) ?? '';
      await trx
        .insertInto('base_position')
        .values({ id, organize_id, type: position.type, ...named(position.code, position.name, index + 1), created_at: now })
        .execute();
    } else {
      // Demo data seeded before positions had types gets them, unless someone has chosen one since.
      await trx.updateTable('base_position').set({ type: position.type }).where('id', '=', id).where('type', '=', '').execute();
    }
    ids.set(position.code, id);
  }
  return ids;
}

/** A seeded user as the user screen would create them: the same columns, with the seed's password. */
function userRow(
  input: { id: string; account: string; name: string; passwordHash: string; gender: number; mobile: string; changed: number | null; sort: number; now: number },
  refs: UserReferences,
) {
  const form: UserInput = {
    account: input.account,
    realName: input.name,
    gender: input.gender,
    email: `${input.account}@kiln.example`,
    mobilePhone: input.mobile,
    sortCode: input.sort,
    enabledMark: 1,
  };
  return { ...newUserColumns(form, refs, 0, input.now), id: input.id, password_hash: input.passwordHash, head_icon: '', change_password_date: input.changed };
}

/** Each demo user reports to the manager of their department; managers report to the chief (demo.managerOf). */
async function ensureManagers(trx: Trx): Promise<void> {
  const accounts = new Map((await trx.selectFrom('base_user').select(['id', 'account', 'manager_id']).execute()).map((row) => [row.account, row]));
  for (const user of demo.users) {
    const row = accounts.get(user.account);
    const manager = accounts.get(demo.managerOf(user.account));
    if (row && manager && row.manager_id === '' && manager.id !== row.id) {
      await trx.updateTable('base_user').set({ manager_id: manager.id }).where('id', '=', row.id).execute();
    }
  }
}

/** A seeded user's memberships by id, those the seed could not find left out (managers are set after every user exists). */
function references(found: { organizeId?: string; positionId?: string; roleIds?: (string | undefined)[] }): UserReferences {
  const present = (ids: (string | undefined)[]) => ids.filter((id): id is string => Boolean(id));
  return { organizeIds: present([found.organizeId]), positionIds: present([found.positionId]), roleIds: present(found.roleIds ?? []), managerId: '' };
}

async function insertRelations(trx: Trx, userId: string, refs: UserReferences) {
  const rows = relationRows(userId, refs);
  if (rows.length > 0) await trx.insertInto('base_user_relation').values(rows).execute();
}

async function relate(trx: Trx, userId: string, objectType: RelationObjectType, objectId: string | undefined) {
  if (!objectId) return;
  await trx.insertInto('base_user_relation').values({ id: newId(), user_id: userId, object_type: objectType, object_id: objectId }).execute();
}

async function ensureGrant(trx: Trx, itemType: GrantItemType, itemId: string | undefined, roleId: string) {
  if (!itemId) return;
  const existing = await trx
    .selectFrom('base_authorize')
    .select('id')
    .where('item_type', '=', itemType)
    .where('item_id', '=', itemId)
    .where('object_type', '=', 'Role')
    .where('object_id', '=', roleId)
    .executeTakeFirst();
  if (!existing)
    await trx.insertInto('base_authorize').values({ id: newId(), item_type: itemType, item_id: itemId, object_type: 'Role', object_id: roleId }).execute();
}

/**
 * A role's demo grants, by the codes of demoCompany.roleGrants: buttons and schemes by their
 * entry and code (a released model's entry numbers its buttons itself). What is not there is skipped.
 */
async function ensureRoleGrants(trx: Trx, roleId: string, grants: demo.RoleGrants) {
  const menus = new Map(
    (await trx.selectFrom('base_module').select(['id', 'en_code']).where('en_code', 'in', grants.menus).execute()).map((row) => [row.en_code, row.id]),
  );
  for (const code of grants.menus) await ensureGrant(trx, 'module', menus.get(code), roleId);
  const itemOf = async (table: 'base_module_button' | 'base_module_data_scheme', menuCode: string, code: string) => {
    const menuId = menus.get(menuCode);
    if (!menuId) return undefined;
    return (await trx.selectFrom(table).select('id').where('module_id', '=', menuId).where('en_code', '=', code).executeTakeFirst())?.id;
  };
  for (const [code, buttons] of Object.entries(grants.buttons ?? {})) {
    for (const button of buttons) await ensureGrant(trx, 'button', await itemOf('base_module_button', code, `btn_${button}`), roleId);
  }
  for (const [code, schemes] of Object.entries(grants.schemes ?? {})) {
    for (const scheme of schemes) await ensureGrant(trx, 'resource', await itemOf('base_module_data_scheme', code, scheme), roleId);
  }
}

async function ensureDictionaries(trx: Trx, now: number) {
  for (const [index, dictionary] of demo.dictionaries.entries()) await ensureDictionary(trx, dictionary, index + 1, now);
}

async function ensureBillRules(trx: Trx, now: number) {
  const admin = await trx.selectFrom('base_user').select('id').where('account', '=', defaultAdminAccount).executeTakeFirst();
  for (const [index, rule] of demo.billRules.entries()) {
    const existing = await trx.selectFrom('base_bill_rule').select('id').where('en_code', '=', rule.code).executeTakeFirst();
    if (existing) continue;
    const category = await trx
      .selectFrom('base_dictionary_data as d')
      .innerJoin('base_dictionary_type as t', 't.id', 'd.dictionary_type_id')
      .select('d.id')
      .where('t.en_code', '=', 'businessType')
      .where('d.en_code', '=', rule.category)
      .executeTakeFirst();
    if (!category) continue;
    await trx
      .insertInto('base_bill_rule')
      .values({
        id: newId(),
        full_name: rule.name,
        en_code: rule.code,
        category: category.id,
        prefix: rule.prefix,
        date_format: rule.dateFormat,
        digit: rule.digit,
        start_number: rule.start,
        sort_code: index + 1,
        enabled_mark: 1,
        description: '',
        counter_period: null,
        counter_value: null,
        created_at: now + index,
        updated_at: now,
        creator_user_id: admin?.id ?? '',
        last_modify_user_id: admin?.id ?? '',
      })
      .execute();
  }
}

export async function seedDatabase(kiln: Kiln, modules: readonly ModuleManifest[], options: { adminPassword: string | null }): Promise<void> {
  const { db, sysConfig } = kiln;
  const existingAccounts = new Set((await db.selectFrom('base_user').select('account').execute()).map((u) => u.account));
  // Hash outside the transaction: argon2 is deliberately slow and runs on worker threads.
  const adminHash = existingAccounts.has(defaultAdminAccount) ? '' : await hashPasswordDigest(passwordDigest(options.adminPassword ?? defaultAdminPassword));
  const demoUsers = demo.users.filter((u) => !existingAccounts.has(u.account));
  const demoHashes = await Promise.all(demoUsers.map(() => hashPasswordDigest(passwordDigest(demo.demoPassword))));

  await db.transaction().execute(async (trx) => {
    const now = Date.now();
    await ensureMenus(trx, allMenus(modules), now);
    for (const module of modules) {
      for (const [index, dictionary] of (module.dictionaries ?? []).entries()) await ensureDictionary(trx, dictionary, index + 1, now);
    }
    const organizations = await ensureOrganizations(trx, now);
    const positions = await ensurePositions(trx, organizations, now);
    const roles = await ensureNamed(trx, 'base_role', demo.roles, now);
    const groups = await ensureNamed(trx, 'base_group', demo.groups, now);

    if (adminHash) {
      const adminId = newId();
      const refs = references({ organizeId: organizations.get(demo.company.code) });
      await trx
        .insertInto('base_user')
        .values(
          userRow(
            {
              id: adminId,
              account: defaultAdminAccount,
              name: '管理员',
              passwordHash: adminHash,
              gender: 1,
              mobile: '',
              changed: options.adminPassword ? now : null,
              sort: 0,
              now,
            },
            refs,
          ),
        )
        .execute();
      await insertRelations(trx, adminId, refs);
      const adminList = await trx.selectFrom('base_sys_config').select('value').where('key', '=', 'adminIds').executeTakeFirst();
      const adminIds = adminList ? (JSON.parse(adminList.value) as string[]) : [];
      if (adminIds.length === 0) await sysConfig.set({ adminIds: [adminId] }, trx);
    }

    for (const [index, user] of demoUsers.entries()) {
      const id = newId();
      const position = demo.positions.find((p) => p.code === user.position);
      const refs = references({
        organizeId: organizations.get(position?.department ?? demo.company.code),
        positionId: positions.get(user.position),
        roleIds: user.roles.map((role) => roles.get(role)),
      });
      await trx
        .insertInto('base_user')
        .values(
          userRow(
            {
              id,
              account: user.account,
              name: user.name,
              passwordHash: demoHashes[index],
              gender: user.gender,
              mobile: user.mobile,
              changed: null,
              sort: index + 1,
              now,
            },
            refs,
          ),
        )
        .execute();
      await insertRelations(trx, id, refs);
      for (const group of user.groups ?? []) await relate(trx, id, 'Group', groups.get(group));
    }

    await ensureManagers(trx);
    await ensureDictionaries(trx, now);
    await ensureBillRules(trx, now);
  });

  // Models are online development's: without its module (a test narrowing the modules) there are none.
  const admin = await db.selectFrom('base_user').select('id').where('account', '=', defaultAdminAccount).executeTakeFirst();
  if (admin && modules.some((module) => module.name === 'visualdev')) await ensureDemoModels(kiln, demo.demoModels, admin.id);
  // The gallery's sample interface is the data-interface module's: without it there is none.
  if (admin && modules.some((module) => module.name === 'dataInterface')) {
    await db.transaction().execute((trx) => ensureDemoInterfaces(trx, admin.id, Date.now()));
  }

  // Last, so that the grants reach the models' entries too.
  await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('base_role').select(['id', 'en_code']).where('en_code', 'in', Object.keys(demo.roleGrants)).execute();
    const roles = new Map(rows.map((row) => [row.en_code, row.id]));
    for (const [role, grants] of Object.entries(demo.roleGrants)) {
      const roleId = roles.get(role);
      if (roleId) await ensureRoleGrants(trx, roleId, grants);
    }
  });
}
