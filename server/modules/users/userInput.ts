// A user form's references read from either client's shapes and checked
// against the directory: the organisations exist, the positions belong to them,
// the roles are global or theirs, the manager is another user above nobody's
// loop, and an ID number is a citizen ID when the type says so.
import { sql, type Kysely } from 'kysely';
import { citizenIdCertificate, type UserInput } from '@core/api/users';
import { checkRule } from '@core/rules';
import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../db/ids';
import { inSlices } from '../../db/slices';
import { mainSystemId } from '../../db/migrations/0002_main_system_and_dev_menu';
import type { RelationObjectType, UserRelationTable } from './tables';
import { formRefusal, type ApiError } from '../../http/errors';

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

/** What the directory holds of the references some users name, read in one query per kind for all of them. */
export interface ReferenceFacts {
  organizeIds: ReadonlySet<string>;
  /** Each position's organisation. */
  positionOrganize: ReadonlyMap<string, string>;
  /** Whether each role is global. */
  roleGlobal: ReadonlyMap<string, boolean>;
  /** The organisations each role is tied to. */
  roleOrganizes: ReadonlyMap<string, ReadonlySet<string>>;
  userIds: ReadonlySet<string>;
}

export async function referenceFacts(db: Kysely<Database>, all: readonly UserReferences[]): Promise<ReferenceFacts> {
  const named = (pick: (refs: UserReferences) => readonly string[]) => all.flatMap(pick);
  const roleIds = named((refs) => refs.roleIds);
  const [organizes, positions, roles, related, users] = await Promise.all([
    inSlices(named((refs) => refs.organizeIds), (part) => db.selectFrom('base_organize').select('id').where('id', 'in', part).execute()),
    inSlices(named((refs) => refs.positionIds), (part) => db.selectFrom('base_position').select(['id', 'organize_id']).where('id', 'in', part).execute()),
    inSlices(roleIds, (part) => db.selectFrom('base_role').select(['id', 'global_mark']).where('id', 'in', part).execute()),
    inSlices(roleIds, (part) => db.selectFrom('base_organize_relation').select(['object_id', 'organize_id']).where('object_type', '=', 'Role').where('object_id', 'in', part).execute()),
    inSlices(
      all.map((refs) => refs.managerId).filter(Boolean),
      (part) => db.selectFrom('base_user').select('id').where('id', 'in', part).execute(),
    ),
  ]);
  const roleOrganizes = new Map<string, Set<string>>();
  for (const row of related) roleOrganizes.set(row.object_id, (roleOrganizes.get(row.object_id) ?? new Set()).add(row.organize_id));
  return {
    organizeIds: new Set(organizes.map((row) => row.id)),
    positionOrganize: new Map(positions.map((row) => [row.id, row.organize_id])),
    roleGlobal: new Map(roles.map((row) => [row.id, Number(row.global_mark) === 1])),
    roleOrganizes,
    userIds: new Set(users.map((row) => row.id)),
  };
}

/** What is wrong with references before anything is read: none named, or too many. */
function shapeProblem(refs: UserReferences): ApiError | null {
  if (refs.organizeIds.length === 0) return refuse('organizeIds', 'user.organizeRequired');
  const crowded = (['organizeIds', 'positionIds', 'roleIds'] as const).find((field) => refs[field].length > maxReferences);
  return crowded ? formRefusal([{ field: crowded, message: { key: 'user.tooMany', params: { max: maxReferences } } }]) : null;
}

/**
 * The first problem of the references of the user `selfId` (null when new):
 * the organisations exist, the positions belong to them, the roles are global
 * or theirs, the manager is another user that exists. The manager loop is
 * `checkReferences`'s (only a stored user can close one).
 */
export function referenceProblem(refs: UserReferences, selfId: string | null, facts: ReferenceFacts): ApiError | null {
  const shape = shapeProblem(refs);
  if (shape) return shape;
  if (!refs.organizeIds.every((id) => facts.organizeIds.has(id))) return refuse('organizeIds', 'user.organizeNotFound');
  const inside = (id: string) => refs.organizeIds.includes(facts.positionOrganize.get(id) ?? '');
  if (!refs.positionIds.every(inside)) return refuse('positionIds', 'user.positionNotInOrganize');
  const allowed = (id: string) => facts.roleGlobal.get(id) === true || (facts.roleGlobal.has(id) && refs.organizeIds.some((organizeId) => facts.roleOrganizes.get(id)?.has(organizeId)));
  if (!refs.roleIds.every(allowed)) return refuse('roleIds', 'user.roleNotInOrganize');
  if (refs.managerId) {
    if (refs.managerId === selfId) return refuse('managerId', 'user.managerSelf');
    if (!facts.userIds.has(refs.managerId)) return refuse('managerId', 'user.managerNotFound');
  }
  return null;
}

/** Checks the references of the user `selfId` (null when new); the first problem is refused. */
export async function checkReferences(db: Kysely<Database>, refs: UserReferences, selfId: string | null): Promise<void> {
  const shape = shapeProblem(refs);
  if (shape) throw shape;
  const problem = referenceProblem(refs, selfId, await referenceFacts(db, [refs]));
  if (problem) throw problem;
  if (selfId && refs.managerId && (await managerChain(db, refs.managerId)).includes(selfId)) throw refuse('managerId', 'user.managerCycle');
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

/** The codes of the certificate types these users name, by item id, in one query. */
export async function certificateCodes(db: Kysely<Database>, inputs: readonly Pick<UserInput, 'certificatesType' | 'certificatesNumber'>[]): Promise<Map<string, string>> {
  const types = inputs.filter((input) => input.certificatesType && input.certificatesNumber?.trim()).map((input) => input.certificatesType as string);
  const rows = await inSlices(types, (part) => db.selectFrom('base_dictionary_data').select(['id', 'en_code']).where('id', 'in', part).execute());
  return new Map(rows.map((row) => [row.id, row.en_code]));
}

/** A citizen ID number is checked when the certificate type is the citizen ID (by the item's code). */
export function certificateProblem(input: Pick<UserInput, 'certificatesType' | 'certificatesNumber'>, codes: ReadonlyMap<string, string>): ApiError | null {
  const number = input.certificatesNumber?.trim() ?? '';
  if (!number || !input.certificatesType || codes.get(input.certificatesType) !== citizenIdCertificate) return null;
  const problem = checkRule('idCard', number);
  return problem ? formRefusal([{ field: 'certificatesNumber', message: problem }]) : null;
}

export async function checkCertificate(db: Kysely<Database>, input: Pick<UserInput, 'certificatesType' | 'certificatesNumber'>): Promise<void> {
  const problem = certificateProblem(input, await certificateCodes(db, [input]));
  if (problem) throw problem;
}

/** The accounts among these that a stored user holds, lower-cased (accounts are unique whatever their case). */
export async function takenAccounts(db: Kysely<Database>, accounts: readonly string[]): Promise<Set<string>> {
  const lowered = accounts.map((account) => account.trim().toLowerCase());
  const rows = await inSlices(lowered, (part) => db.selectFrom('base_user').select(sql<string>`lower(account)`.as('account')).where(sql<string>`lower(account)`, 'in', part).execute());
  return new Set(rows.map((row) => row.account));
}

/** A new user's references and why it cannot be created (null when it can). */
export interface CheckedNewUser {
  refs: UserReferences;
  problem: ApiError | null;
}

/**
 * Checks new users as a save checks one: the account is free (of stored users
 * and of the users before it in the list), then the references, then the ID
 * number; each user's first problem is kept. A few queries for the whole list.
 */
export async function checkNewUsers(db: Kysely<Database>, inputs: readonly UserInput[]): Promise<CheckedNewUser[]> {
  const all = inputs.map(referencesOf);
  const [taken, facts, codes] = await Promise.all([takenAccounts(db, inputs.map((input) => input.account)), referenceFacts(db, all), certificateCodes(db, inputs)]);
  const claimed = new Set(taken);
  return inputs.map((input, i) => {
    const account = input.account.trim().toLowerCase();
    const problem = claimed.has(account) ? refuse('account', 'user.accountExists') : (referenceProblem(all[i], null, facts) ?? certificateProblem(input, codes));
    if (!problem) claimed.add(account);
    return { refs: all[i], problem };
  });
}

/** The columns a user's form fills (account, organisation and password are set apart). */
export function profileColumns(input: UserInput) {
  const text = (value: string | null | undefined) => (value ?? '').trim();
  return {
    real_name: input.realName.trim(),
    gender: input.gender,
    email: text(input.email),
    mobile: text(input.mobilePhone),
    ranks: text(input.ranks),
    entry_date: input.entryDate ?? null,
    sort_code: input.sortCode,
    description: input.description ?? '',
    nation: text(input.nation),
    native_place: text(input.nativePlace),
    certificates_type: text(input.certificatesType),
    certificates_number: text(input.certificatesNumber),
    education: text(input.education),
    birthday: input.birthday ?? null,
    tele_phone: text(input.telePhone),
    landline: text(input.landline),
    urgent_contacts: text(input.urgentContacts),
    urgent_tele_phone: text(input.urgentTelePhone),
    postal_address: input.postalAddress ?? '',
  };
}

/** The base_user columns of a new user but its id, password, head icon and creator. */
export function newUserColumns(input: UserInput, refs: UserReferences, lockMinutes: number, now: number) {
  return {
    account: input.account.trim(),
    organize_id: refs.organizeIds[0],
    position_id: refs.positionIds[0] ?? '',
    manager_id: refs.managerId,
    enabled_mark: input.enabledMark === 0 ? 0 : 1,
    change_password_date: null,
    log_error_count: 0,
    lock_until: input.enabledMark === 2 ? now + lockMinutes * 60_000 : null,
    prev_log_time: null,
    prev_log_ip: '',
    last_log_time: null,
    last_log_ip: '',
    log_success_count: 0,
    theme: 'classic',
    language: '',
    portal_id: '',
    sign_img: '',
    system_id: mainSystemId,
    signature: '',
    created_at: now,
    updated_at: now,
    ...profileColumns(input),
  };
}

/** A user's memberships as rows: organisations, positions and roles, each in the order sent. */
export function relationRows(userId: string, refs: UserReferences): Insertable<UserRelationTable>[] {
  return ([['Organize', refs.organizeIds], ['Position', refs.positionIds], ['Role', refs.roleIds]] as [RelationObjectType, string[]][]).flatMap(([type, ids]) =>
    ids.map((objectId) => ({ id: newId(), user_id: userId, object_type: type, object_id: objectId })),
  );
}
