// A user form's references read from either client's shapes and checked
// against the directory: the organisations exist, the positions belong to them,
// the roles are global or theirs, the manager is another user above nobody's
// loop, and an ID number is a citizen ID when the type says so.
import { sql, type Kysely } from 'kysely';
import { citizenIdCertificate, type UserInput } from '@core/api/users';
import { checkRule } from '@core/rules';
import type { Database } from '../../db/schema';
import { formRefusal } from '../../http/errors';

/** The references of a user as stored: ids in order, main first. */
export interface UserReferences {
  organizeIds: string[];
  positionIds: string[];
  roleIds: string[];
  managerId: string;
}

/** The most of each reference one user may hold. */
const maxReferences = 200;

export const refuse = (field: string, key: string) => formRefusal([{ field, message: { key } }]);

/** Ids from an array or a comma-joined string, trimmed, without repeats. */
export function idsOf(value: string | readonly string[] | null | undefined): string[] {
  const parts = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value.flatMap((item) => String(item).split(',')) : [];
  return [...new Set(parts.map((part) => part.trim()).filter(Boolean))];
}

/**
 * The references as sent. Kiln's form sends organizeIds (and with it
 * positionIds and roleIds, which then count even when absent); JNPF's client
 * sends id paths in organizeIdTree and comma-joined positionId and roleId.
 */
export function referencesOf(input: UserInput): UserReferences {
  const kiln = Array.isArray(input.organizeIds);
  const organizeIds = kiln
    ? idsOf(input.organizeIds)
    : idsOf((input.organizeIdTree ?? []).map((path) => (Array.isArray(path) ? (path[path.length - 1] ?? '') : String(path).split(',').pop() ?? '')));
  return {
    organizeIds,
    positionIds: kiln ? idsOf(input.positionIds) : idsOf(input.positionId),
    roleIds: kiln ? idsOf(input.roleIds) : idsOf(input.roleId),
    managerId: (input.managerId ?? '').trim(),
  };
}

/** Checks the references of the user `selfId` (null when new); the first problem is refused. */
export async function checkReferences(db: Kysely<Database>, refs: UserReferences, selfId: string | null): Promise<void> {
  if (refs.organizeIds.length === 0) throw refuse('organizeIds', 'user.organizeRequired');
  const crowded = (['organizeIds', 'positionIds', 'roleIds'] as const).find((field) => refs[field].length > maxReferences);
  if (crowded) throw formRefusal([{ field: crowded, message: { key: 'user.tooMany', params: { max: maxReferences } } }]);
  const organizes = await db.selectFrom('base_organize').select('id').where('id', 'in', refs.organizeIds).execute();
  if (organizes.length !== refs.organizeIds.length) throw refuse('organizeIds', 'user.organizeNotFound');

  if (refs.positionIds.length > 0) {
    const positions = await db.selectFrom('base_position').select(['id', 'organize_id']).where('id', 'in', refs.positionIds).execute();
    const inside = positions.filter((position) => refs.organizeIds.includes(position.organize_id));
    if (inside.length !== refs.positionIds.length) throw refuse('positionIds', 'user.positionNotInOrganize');
  }

  if (refs.roleIds.length > 0) {
    const [roles, related] = await Promise.all([
      db.selectFrom('base_role').select(['id', 'global_mark']).where('id', 'in', refs.roleIds).execute(),
      db
        .selectFrom('base_organize_relation')
        .select('object_id')
        .where('object_type', '=', 'Role')
        .where('object_id', 'in', refs.roleIds)
        .where('organize_id', 'in', refs.organizeIds)
        .execute(),
    ]);
    const ofOrganizations = new Set(related.map((row) => row.object_id));
    const allowed = roles.filter((role) => Number(role.global_mark) === 1 || ofOrganizations.has(role.id));
    if (allowed.length !== refs.roleIds.length) throw refuse('roleIds', 'user.roleNotInOrganize');
  }

  if (refs.managerId) {
    if (refs.managerId === selfId) throw refuse('managerId', 'user.managerSelf');
    const manager = await db.selectFrom('base_user').select('id').where('id', '=', refs.managerId).executeTakeFirst();
    if (!manager) throw refuse('managerId', 'user.managerNotFound');
    if (selfId && (await managerChain(db, refs.managerId)).includes(selfId)) throw refuse('managerId', 'user.managerCycle');
  }
}

/**
 * The user and everyone above them by the manager chain, in one recursive query.
 * UNION (not UNION ALL) stops at a chain that already loops.
 */
export async function managerChain(db: Kysely<Database>, userId: string): Promise<string[]> {
  if (!userId) return [];
  const { rows } = await sql<{ id: string }>`with recursive chain(id) as (
      select cast(${userId} as varchar(40))
      union
      select u.manager_id from base_user u inner join chain c on u.id = c.id where u.manager_id <> ''
    ) select id from chain`.execute(db);
  return rows.map((row) => row.id);
}

/** A citizen ID number is checked when the certificate type is the citizen ID (by the item's code). */
export async function checkCertificate(db: Kysely<Database>, input: Pick<UserInput, 'certificatesType' | 'certificatesNumber'>): Promise<void> {
  const number = input.certificatesNumber?.trim() ?? '';
  if (!number || !input.certificatesType) return;
  const type = await db.selectFrom('base_dictionary_data').select('en_code').where('id', '=', input.certificatesType).executeTakeFirst();
  if (type?.en_code !== citizenIdCertificate) return;
  const problem = checkRule('idCard', number);
  if (problem) throw formRefusal([{ field: 'certificatesNumber', message: problem }]);
}
