// Users as the management screen keeps them: paged and searched in SQL under
// the request's DataScope, read with their memberships, and saved with their
// organisations, positions and roles replaced in one transaction. New users get
// the initial password and must change it at their first sign-in.
import { sql, type Insertable, type Kysely, type Selectable, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { Paged } from '@core/api/envelope';
import type { UserInfo, UserInput, UserQuery, UserRow } from '@core/api/users';
import type { Kiln } from '../../context';
import type { Database } from '../../db/schema';
import type { UserRelationTable, UserTable } from './tables';
import { newId } from '../../db/ids';
import { slices } from '../../db/slices';
import { sortColumnOf } from '../../db/paging';
import { matchesText } from '../../db/trigramSearch';
import { userSearch } from './migrations/0042_user_search';
import { ApiError, forbidden } from '../../http/errors';
import { uniqueViolationMessage } from '../../http/constraints';
import type { SessionContext } from '../../http/routeAccess';
import type { DataScope } from '../../permission/dataScope';
import { hashPasswordDigest, passwordDigest } from '../../auth/passwords';
import { allOrEachAlone } from '../../imports/savepoints';
import { subtreeCondition } from '../organize/paths';
import { userNames } from './names';
import { checkCertificate, checkNewUsers, checkReferences, newUserColumns, profileColumns, referencesOf, refuse, relationRows, type UserReferences } from './userInput';
import { placementProblems, type Placement } from './placement';
import { letGoOfImages } from '../current-user/imageHolds';
import { stateOf, userStates } from './userStates';

/**
 * The password a new user starts with when the system configuration names none
 * (its `newUserDefaultPassword`, JNPF's setting): letters and digits, so it meets
 * the default policy. The user must change it at the first sign-in.
 */
export const initialUserPassword = 'kiln0000';

/** The initial password: the configuration's `newUserDefaultPassword` when it names one, else the platform's. */
export function initialPasswordOf(config: object): string {
  const configured = (config as { newUserDefaultPassword?: unknown }).newUserDefaultPassword;
  return typeof configured === 'string' && configured ? configured : initialUserPassword;
}

export const userNotFound = () => new ApiError(404, { key: 'user.notFound' });

/** Who does it: the signed-in user and whether they are an administrator. */
export type Actor = Pick<SessionContext, 'userId' | 'isAdministrator'>;

type UserColumn = 'u.account' | 'u.real_name' | 'u.sort_code' | 'u.created_at' | 'u.id';
const sortable: Record<string, UserColumn> = { account: 'u.account', realName: 'u.real_name', sortCode: 'u.sort_code', creatorTime: 'u.created_at' };

/** A query over base_user as u (what the DataScope's columns name). */
export type UsersQuery<O> = SelectQueryBuilder<Database & { u: UserTable }, 'u', O>;

type User = Selectable<UserTable>;
type Row = Pick<User, 'id' | 'account' | 'real_name' | 'gender' | 'mobile' | 'email' | 'organize_id' | 'position_id' | 'manager_id' | 'description' | 'created_at' | 'sort_code' | 'enabled_mark' | 'lock_until'>;
const rowColumns = ['u.id', 'u.account', 'u.real_name', 'u.gender', 'u.mobile', 'u.email', 'u.organize_id', 'u.position_id', 'u.manager_id', 'u.description', 'u.created_at', 'u.sort_code', 'u.enabled_mark', 'u.lock_until'] as const;

/** Rows per multi-row insert: a user has about 40 columns, a membership 4, well under SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
const usersPerInsert = 200;
const relationsPerInsert = 1000;

/** A stored user's organisations, positions, roles and manager, as a save names them. */
async function storedReferences(db: Kysely<Database>, user: Pick<User, 'id' | 'organize_id' | 'manager_id'>): Promise<UserReferences> {
  const rows = await db.selectFrom('base_user_relation').select(['object_type', 'object_id']).where('user_id', '=', user.id).execute();
  const ofType = (type: string) => rows.filter((row) => row.object_type === type).map((row) => row.object_id);
  const organizeIds = ofType('Organize');
  // Users made before organisations were relations have only the main one.
  return {
    organizeIds: organizeIds.length ? organizeIds : [user.organize_id].filter(Boolean),
    positionIds: ofType('Position'),
    roleIds: ofType('Role'),
    managerId: user.manager_id,
  };
}

/** The same organisations, positions and roles, whatever their order (the main one may change: the user switches it too). */
function sameMemberships(a: UserReferences, b: UserReferences): boolean {
  const same = (x: readonly string[], y: readonly string[]) => x.length === y.length && x.every((id) => y.includes(id));
  return same(a.organizeIds, b.organizeIds) && same(a.positionIds, b.positionIds) && same(a.roleIds, b.roleIds);
}

/** What refuses one new user of many and no other: a check's ApiError, or the database's unique index (a user saved meanwhile). */
const isRowRefusal = (error: unknown) => error instanceof ApiError || (error instanceof Error && uniqueViolationMessage(error) !== null);

/** The new user's id, or why it was not created. */
export type CreateOutcome = { id: string } | { refusal: unknown };

/** A new user ready to write. */
interface NewUser {
  row: Insertable<UserTable> & { id: string; organize_id: string };
  refs: UserReferences;
  imageId: string | null;
  relations: Insertable<UserRelationTable>[];
}

type Image = Awaited<ReturnType<Kiln['files']['ownImage']>>;

/** A head icon as sent: `wanted` null when none was sent (the stored one stays), '' when cleared. */
interface SentIcon {
  wanted: string | null;
  image?: Image;
  refusal?: ApiError;
}

export class UserService {
  private readonly db: Kysely<Database>;

  constructor(private readonly kiln: Kiln) {
    this.db = kiln.db;
  }

  /** The users query with the DataScope applied: every read of a user the screen makes starts here. */
  scoped(scope: DataScope, db: Kysely<Database> = this.db) {
    return scope.apply(db.selectFrom('base_user as u'));
  }

  /** The rows a list query names, filtered in SQL (organisation and below, keyword, gender, state), not yet paged. */
  async filtered(query: UserQuery, scope: DataScope, now = Date.now()) {
    let select = this.scoped(scope);
    if (query.organizeId) {
      const organize = await this.db.selectFrom('base_organize').select('organize_id_tree').where('id', '=', query.organizeId).executeTakeFirst();
      // An unknown organisation has no users.
      const path = organize?.organize_id_tree ?? '';
      select = select.where((eb) => {
        if (!path) return sql<boolean>`1 = 0`;
        const inside = (column: string) => sql<boolean>`exists (select 1 from base_organize o where o.id = ${sql.ref(column)} and ${subtreeCondition('o.organize_id_tree', path)})`;
        // Any of the user's organisations, or the main one (users made before organisations were relations have only that).
        return eb.or([
          eb.exists(eb.selectFrom('base_user_relation as r').select('r.id').whereRef('r.user_id', '=', 'u.id').where('r.object_type', '=', 'Organize').where(inside('r.object_id'))),
          inside('u.organize_id'),
        ]);
      });
    }
    const keyword = query.keyword?.trim();
    if (keyword) select = select.where(matchesText(this.kiln.dialect, userSearch, 'u', keyword));
    if (query.gender !== undefined && query.gender !== '') select = select.where('u.gender', '=', Number(query.gender));
    if (query.enabledMark !== undefined && query.enabledMark !== '') select = select.where(userStates.condition(Number(query.enabledMark), now));
    return select;
  }

  async page(query: UserQuery, scope: DataScope): Promise<Paged<UserRow>> {
    const now = Date.now();
    const select = (await this.filtered(query, scope, now)).select(rowColumns);
    const currentPage = Math.max(1, query.currentPage ?? 1);
    const pageSize = Math.max(1, query.pageSize ?? 20);
    const counted = await select.clearSelect().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    const rows = await this.ordered(select, query).limit(pageSize).offset((currentPage - 1) * pageSize).execute();
    return { list: await this.toRows(rows, now), pagination: { currentPage, pageSize, total: Number(counted?.total ?? 0) } };
  }

  /** By the chosen column, else by sort code then creation, with the id last so pages never overlap. */
  ordered<O>(select: UsersQuery<O>, query: UserQuery): UsersQuery<O> {
    const chosen = sortColumnOf(sortable, query.sidx);
    const direction = chosen ? (query.sort ?? 'asc') : 'asc';
    const columns: UserColumn[] = chosen ? [chosen, 'u.id'] : ['u.sort_code', 'u.created_at', 'u.id'];
    return columns.reduce((q, column) => q.orderBy(column, direction), select);
  }

  async toRows(rows: readonly Row[], now = Date.now()): Promise<UserRow[]> {
    const [names, config] = await Promise.all([userNames(this.db, rows), this.kiln.sysConfig.get()]);
    return rows.map((row) => {
      const held = names.memberships.get(row.id)!;
      const state = stateOf(row, now);
      return {
        id: row.id,
        account: row.account,
        realName: row.real_name,
        gender: Number(row.gender),
        mobilePhone: row.mobile,
        email: row.email,
        organize: held.organizeIds.map(names.organizeNamePath).filter(Boolean).join(','),
        organizeId: row.organize_id,
        position: held.positionIds.map(names.positionName).filter(Boolean).join(','),
        roleName: held.roleIds.map(names.roleName).filter(Boolean).join(','),
        manager: names.userName(row.manager_id),
        description: row.description,
        creatorTime: Number(row.created_at),
        sortCode: Number(row.sort_code),
        enabledMark: state,
        lockMark: state === 2 ? 1 : 0,
        isAdministrator: config.adminIds.includes(row.id),
      };
    });
  }

  /** The user if the scope lets the request see them, else 404. */
  async visible(id: string, scope: DataScope, db: Kysely<Database> = this.db): Promise<User> {
    const row = await this.scoped(scope, db).selectAll('u').where('u.id', '=', id).executeTakeFirst();
    if (!row) throw userNotFound();
    return row;
  }

  /** Does the scope let the request see the user? */
  async isVisible(id: string, scope: DataScope, db: Kysely<Database> = this.db): Promise<boolean> {
    return Boolean(await this.scoped(scope, db).select('u.id').where('u.id', '=', id).executeTakeFirst());
  }

  async get(id: string, scope: DataScope): Promise<UserInfo> {
    const row = await this.visible(id, scope);
    const [names, config] = await Promise.all([userNames(this.db, [row]), this.kiln.sysConfig.get()]);
    const held = names.memberships.get(row.id)!;
    return {
      id: row.id,
      account: row.account,
      realName: row.real_name,
      gender: Number(row.gender),
      email: row.email,
      mobilePhone: row.mobile,
      organizeIds: held.organizeIds,
      organizeIdTree: held.organizeIds.map(names.organizeIdPath),
      organizeId: held.organizeIds.join(','),
      managerId: row.manager_id,
      positionId: held.positionIds.join(','),
      positionIds: held.positionIds,
      roleId: held.roleIds.join(','),
      roleIds: held.roleIds,
      ranks: row.ranks,
      entryDate: row.entry_date === null ? null : Number(row.entry_date),
      sortCode: Number(row.sort_code),
      enabledMark: stateOf(row),
      description: row.description,
      headIcon: row.head_icon,
      nation: row.nation,
      nativePlace: row.native_place,
      certificatesType: row.certificates_type,
      certificatesNumber: row.certificates_number,
      education: row.education,
      birthday: row.birthday === null ? null : Number(row.birthday),
      telePhone: row.tele_phone,
      landline: row.landline,
      urgentContacts: row.urgent_contacts,
      urgentTelePhone: row.urgent_tele_phone,
      postalAddress: row.postal_address,
      creatorTime: Number(row.created_at),
      isAdministrator: config.adminIds.includes(row.id),
    };
  }

  /**
   * Creates a user in one transaction: its checks (the first problem is
   * refused), then the user with its memberships. `passwordHash` lets a
   * caller creating many users hash the initial password once.
   */
  async create(input: UserInput, actor: Actor, scope: DataScope, options: { passwordHash?: string } = {}): Promise<string> {
    const prepared = await this.prepareNew([input], actor, scope, options);
    return this.db.transaction().execute(async (trx) => {
      const [user] = await this.checkNew(trx, [input], prepared);
      if ('refusal' in user) throw user.refusal;
      await this.insertNew(trx, [user]);
      return user.row.id;
    });
  }

  /**
   * Creates users, each as `create` would, in one transaction: the checks for
   * all of them take a few queries, the good ones are written with multi-row
   * inserts, and each user is created whole or refused alone (its first
   * problem, an ApiError; or the database's unique index). Answers one
   * outcome per input, in order.
   */
  async createMany(inputs: readonly UserInput[], actor: Actor, scope: DataScope, options: { passwordHash?: string } = {}): Promise<CreateOutcome[]> {
    if (inputs.length === 0) return [];
    const prepared = await this.prepareNew(inputs, actor, scope, options);
    const trx = await this.db.startTransaction().execute();
    try {
      const users = await this.checkNew(trx, inputs, prepared);
      const ready = users.filter((user): user is NewUser => !('refusal' in user));
      const saved = await allOrEachAlone(trx, ready, (db, part) => this.insertNew(db, part), isRowRefusal);
      const refusals = new Map(ready.map((user, i) => [user, saved[i]]));
      await trx.commit().execute();
      return users.map((user) => ('refusal' in user ? user : (refusals.get(user) ?? { id: user.row.id })));
    } catch (error) {
      // The error that stopped the save is the one to answer, even if the rollback fails too.
      await trx
        .rollback()
        .execute()
        .catch(() => undefined);
      throw error;
    }
  }

  /**
   * What new users need before their transaction: the configuration, the
   * password's hash, the head icons' images, and where the actor may place users.
   */
  private async prepareNew(inputs: readonly UserInput[], actor: Actor, scope: DataScope, options: { passwordHash?: string }) {
    const config = await this.kiln.sysConfig.get();
    const passwordHash = options.passwordHash ?? (await hashPasswordDigest(passwordDigest(initialPasswordOf(config))));
    const icons = await Promise.all(inputs.map((input) => this.sentIcon(input.headIcon, actor)));
    const placement: Placement = { delegator: await this.kiln.delegation.of(actor), scope };
    return { lockMinutes: config.lockTime, passwordHash, icons, actor, placement, now: Date.now() };
  }

  /**
   * Each new user's rows to write, or its first problem: account, references,
   * ID number, head icon (as a form save checks them), then whether the actor
   * may place the user so.
   */
  private async checkNew(trx: Transaction<Database>, inputs: readonly UserInput[], prepared: Awaited<ReturnType<UserService['prepareNew']>>): Promise<(NewUser | { refusal: ApiError })[]> {
    const checked = await checkNewUsers(trx, inputs);
    const users = checked.map(({ refs, problem }, i): NewUser | { refusal: ApiError } => {
      const icon = prepared.icons[i];
      const refusal = problem ?? icon.refusal;
      if (refusal) return { refusal };
      const id = newId();
      const row = {
        ...newUserColumns(inputs[i], refs, prepared.lockMinutes, prepared.now),
        id,
        password_hash: prepared.passwordHash,
        head_icon: icon.image ? this.kiln.files.linkOf(icon.image) : '',
        creator_user_id: prepared.actor.userId,
      };
      return { row, refs, imageId: icon.image?.id ?? null, relations: relationRows(id, refs) };
    });
    const ready = users.filter((user): user is NewUser => !('refusal' in user));
    const problems = await placementProblems(trx, prepared.placement, ready);
    const refused = new Map(ready.map((user, i) => [user, problems[i]]));
    return users.map((user) => {
      const problem = refused.get(user as NewUser);
      return problem ? { refusal: problem } : user;
    });
  }

  /** Writes new users with their memberships and marks their head icons attached: a few statements for any number. */
  private async insertNew(db: Kysely<Database>, users: readonly NewUser[]): Promise<void> {
    await this.kiln.files.markAttached(
      users.flatMap((user) => (user.imageId ? [user.imageId] : [])),
      db,
    );
    for (const part of slices(users.map((user) => user.row), usersPerInsert)) await db.insertInto('base_user').values(part).execute();
    for (const part of slices(users.flatMap((user) => user.relations), relationsPerInsert)) await db.insertInto('base_user_relation').values(part).execute();
  }

  /**
   * Saves a user with their memberships, in one transaction. A non-administrator
   * changes no administrator and none of their own memberships, and leaves the
   * user where they may place them (users/placement.ts).
   */
  async update(id: string, input: UserInput, actor: Actor, scope: DataScope): Promise<void> {
    const refs = referencesOf(input);
    const config = await this.kiln.sysConfig.get();
    const delegator = await this.kiln.delegation.of(actor);
    delegator.confirmNoAdministrators([id]);
    const icon = await this.sentIcon(input.headIcon, actor);
    await this.db.transaction().execute(async (trx) => {
      const existing = await this.visible(id, scope, trx);
      await checkReferences(trx, refs, id);
      await checkCertificate(trx, input);
      // What the user held before matters only to the delegation checks: administrators skip the read.
      const before = delegator.unrestricted ? undefined : await storedReferences(trx, existing);
      if (before && id === actor.userId && !sameMemberships(before, refs)) throw forbidden('delegation.ownMemberships');
      const headIcon = await this.storedIcon(trx, icon, existing.head_icon);
      const state = await userStates.change(this.kiln, trx, existing, input.enabledMark, actor, config);
      const changes = {
        ...profileColumns(input),
        ...state,
        head_icon: headIcon,
        organize_id: refs.organizeIds[0],
        position_id: refs.positionIds[0] ?? '',
        manager_id: refs.managerId,
        updated_at: Date.now(),
      };
      const [problem] = await placementProblems(trx, { delegator, scope }, [{ row: { ...existing, ...changes }, refs, before }]);
      if (problem) throw problem;
      // Read under the scope above for the checks; the save carries it in its own WHERE too, so a user moved out meanwhile is not saved.
      if ((await scope.updateWithin(trx.updateTable('base_user as u').set(changes).where('u.id', '=', id))) === 0) throw userNotFound();
      if (headIcon !== existing.head_icon) await letGoOfImages(this.kiln.files, trx, [existing.head_icon]);
      await trx.deleteFrom('base_user_relation').where('user_id', '=', id).where('object_type', 'in', ['Organize', 'Position', 'Role']).execute();
      await this.relate(trx, id, refs);
    });
    // Roles, positions and the main organisation decide what the user may use.
    await this.kiln.grants.changed([id]);
  }

  private async relate(trx: Transaction<Database>, userId: string, refs: UserReferences): Promise<void> {
    const rows = relationRows(userId, refs);
    if (rows.length > 0) await trx.insertInto('base_user_relation').values(rows).execute();
  }

  /**
   * A head icon as sent, read before the save's transaction (SQLite has one
   * connection, which the transaction holds): none sent (keep the stored
   * one), cleared, an image the acting user uploaded (its link or its file
   * id), or why it is refused.
   */
  private async sentIcon(sent: string | undefined, actor: Actor): Promise<SentIcon> {
    if (sent === undefined) return { wanted: null };
    const wanted = sent.trim();
    const refusal = { wanted, refusal: refuse('headIcon', 'user.headIconInvalid') };
    if (wanted === '') return { wanted };
    const fileId = /^\d{1,40}$/.test(wanted) ? wanted : /^\/api\/file\/Image\/(\d{1,40})\?/.exec(wanted)?.[1];
    if (!fileId) return refusal;
    const image = await this.kiln.files.ownImage(fileId, actor.userId).catch(() => null);
    return image ? { wanted, image } : refusal;
  }

  /** The head icon to store: unchanged, cleared, or the sent image, which the user's record then holds. */
  private async storedIcon(trx: Transaction<Database>, icon: SentIcon, stored: string): Promise<string> {
    if (icon.wanted === null || icon.wanted === stored) return stored;
    if (icon.wanted !== '' && !icon.image) throw icon.refusal ?? refuse('headIcon', 'user.headIconInvalid');
    if (icon.image) await this.kiln.files.markAttached([icon.image.id], trx);
    return icon.image ? this.kiln.files.linkOf(icon.image) : '';
  }

  /** Deletes a user with their memberships, own grants, sessions and settings; whom they managed reports to nobody. */
  async remove(id: string, actor: Actor, scope: DataScope): Promise<void> {
    if (id === actor.userId) throw refuse('id', 'user.deleteSelf');
    const config = await this.kiln.sysConfig.get();
    if (config.adminIds.includes(id)) throw refuse('id', 'user.deleteAdministrator');
    await this.db.transaction().execute(async (trx) => {
      const user = await this.visible(id, scope, trx);
      // The delete carries the scope itself: a user moved out of it since the read is not deleted (and nothing below is).
      if ((await scope.deleteWithin(trx.deleteFrom('base_user as u').where('u.id', '=', id))) === 0) throw userNotFound();
      const signatures = await trx.selectFrom('base_sign_img').select('sign_img').where('user_id', '=', id).execute();
      await trx.deleteFrom('base_user_relation').where('user_id', '=', id).execute();
      await trx.deleteFrom('base_authorize').where('object_type', '=', 'User').where('object_id', '=', id).execute();
      await trx.deleteFrom('base_session').where('user_id', '=', id).execute();
      await trx.deleteFrom('base_sign_img').where('user_id', '=', id).execute();
      await trx.deleteFrom('base_user_column_setting').where('user_id', '=', id).execute();
      await trx.updateTable('base_user').set({ manager_id: '' }).where('manager_id', '=', id).execute();
      await trx.updateTable('base_organize').set({ manager_id: '' }).where('manager_id', '=', id).execute();
      await letGoOfImages(this.kiln.files, trx, [user.head_icon, ...signatures.map((row) => row.sign_img)]);
    });
    await this.kiln.grants.changed([id]);
    // Their sessions went with them: their open sockets are told and closed.
    await this.kiln.sessions.announceEnded([id]);
  }
}
