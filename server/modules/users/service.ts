// Users as the management screen keeps them: paged and searched in SQL under
// the request's DataScope, read with their memberships, and saved with their
// organisations, positions and roles replaced in one transaction. New users get
// the initial password and must change it at their first sign-in.
import { sql, type Kysely, type Selectable, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { Paged } from '@core/api/envelope';
import type { UserInfo, UserInput, UserQuery, UserRow } from '@core/api/users';
import type { Kiln } from '../../context';
import type { Database } from '../../db/schema';
import type { RelationObjectType, UserTable } from './tables';
import { newId } from '../../db/ids';
import { containsText } from '../../db/search';
import { ApiError, forbidden } from '../../http/errors';
import type { SessionContext } from '../../http/routeAccess';
import type { DataScope } from '../../permission/dataScope';
import { hashPasswordDigest, passwordDigest } from '../../auth/passwords';
import { mainSystemId } from '../../db/migrations/0002_main_system_and_dev_menu';
import { subtreeCondition } from '../organize/paths';
import { userNames } from './names';
import { checkCertificate, checkReferences, referencesOf, refuse, type UserReferences } from './userInput';
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

/** The columns a user's form fills (account, organisation and password are set apart). */
function profileColumns(input: UserInput) {
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
    if (keyword) select = select.where(containsText(['u.account', 'u.real_name', 'u.mobile'], keyword));
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
    const chosen = query.sidx ? sortable[query.sidx] : undefined;
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

  private async checkAccount(db: Kysely<Database>, account: string): Promise<void> {
    const taken = await db.selectFrom('base_user').select('id').where(sql<boolean>`lower(account) = ${account.toLowerCase()}`).executeTakeFirst();
    if (taken) throw refuse('account', 'user.accountExists');
  }

  /**
   * Creates a user (the import wizard calls this too). `passwordHash` lets a
   * caller creating many users hash the initial password once.
   */
  async create(input: UserInput, actor: Actor, options: { passwordHash?: string } = {}): Promise<string> {
    const refs = referencesOf(input);
    const config = await this.kiln.sysConfig.get();
    const passwordHash = options.passwordHash ?? (await hashPasswordDigest(passwordDigest(initialPasswordOf(config))));
    const id = newId();
    const now = Date.now();
    await this.db.transaction().execute(async (trx) => {
      await this.checkAccount(trx, input.account.trim());
      await checkReferences(trx, refs, null);
      await checkCertificate(trx, input);
      const headIcon = await this.headIconOf(trx, input.headIcon, '', actor);
      await trx
        .insertInto('base_user')
        .values({
          id,
          account: input.account.trim(),
          password_hash: passwordHash,
          head_icon: headIcon,
          organize_id: refs.organizeIds[0],
          position_id: refs.positionIds[0] ?? '',
          manager_id: refs.managerId,
          enabled_mark: input.enabledMark === 0 ? 0 : 1,
          change_password_date: null,
          log_error_count: 0,
          lock_until: input.enabledMark === 2 ? now + config.lockTime * 60_000 : null,
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
          creator_user_id: actor.userId,
          ...profileColumns(input),
        })
        .execute();
      await this.relate(trx, id, refs);
    });
    return id;
  }

  async update(id: string, input: UserInput, actor: Actor, scope: DataScope): Promise<void> {
    const refs = referencesOf(input);
    const config = await this.kiln.sysConfig.get();
    if (!actor.isAdministrator && config.adminIds.includes(id)) throw forbidden('user.administratorProtected');
    await this.db.transaction().execute(async (trx) => {
      const existing = await this.visible(id, scope, trx);
      await checkReferences(trx, refs, id);
      await checkCertificate(trx, input);
      const headIcon = await this.headIconOf(trx, input.headIcon, existing.head_icon, actor);
      const state = await userStates.change(this.kiln, trx, existing, input.enabledMark, actor, config);
      await trx
        .updateTable('base_user')
        .set({ ...profileColumns(input), ...state, head_icon: headIcon, organize_id: refs.organizeIds[0], position_id: refs.positionIds[0] ?? '', manager_id: refs.managerId, updated_at: Date.now() })
        .where('id', '=', id)
        .execute();
      await trx.deleteFrom('base_user_relation').where('user_id', '=', id).where('object_type', 'in', ['Organize', 'Position', 'Role']).execute();
      await this.relate(trx, id, refs);
    });
    // Roles, positions and the main organisation decide what the user may use.
    await this.kiln.grants.changed([id]);
  }

  private async relate(trx: Transaction<Database>, userId: string, refs: UserReferences): Promise<void> {
    const rows = ([['Organize', refs.organizeIds], ['Position', refs.positionIds], ['Role', refs.roleIds]] as [RelationObjectType, string[]][]).flatMap(([type, ids]) =>
      ids.map((objectId) => ({ id: newId(), user_id: userId, object_type: type, object_id: objectId })),
    );
    if (rows.length > 0) await trx.insertInto('base_user_relation').values(rows).execute();
  }

  /**
   * The head icon to store: unchanged, cleared, or an image the acting user
   * uploaded (its link or its file id), which the user's record then holds.
   */
  private async headIconOf(trx: Transaction<Database>, sent: string | undefined, stored: string, actor: Actor): Promise<string> {
    const wanted = (sent ?? stored).trim();
    if (wanted === stored || wanted === '') return wanted;
    const fileId = /^\d{1,40}$/.test(wanted) ? wanted : /^\/api\/file\/Image\/(\d{1,40})\?/.exec(wanted)?.[1];
    if (!fileId) throw refuse('headIcon', 'user.headIconInvalid');
    const image = await this.kiln.files.ownImage(fileId, actor.userId).catch(() => {
      throw refuse('headIcon', 'user.headIconInvalid');
    });
    await this.kiln.files.markAttached([image.id], trx);
    return this.kiln.files.linkOf(image);
  }

  /** Deletes a user with their memberships, own grants, sessions and settings; whom they managed reports to nobody. */
  async remove(id: string, actor: Actor, scope: DataScope): Promise<void> {
    if (id === actor.userId) throw refuse('id', 'user.deleteSelf');
    const config = await this.kiln.sysConfig.get();
    if (config.adminIds.includes(id)) throw refuse('id', 'user.deleteAdministrator');
    await this.db.transaction().execute(async (trx) => {
      await this.visible(id, scope, trx);
      await trx.deleteFrom('base_user_relation').where('user_id', '=', id).execute();
      await trx.deleteFrom('base_authorize').where('object_type', '=', 'User').where('object_id', '=', id).execute();
      await trx.deleteFrom('base_session').where('user_id', '=', id).execute();
      await trx.deleteFrom('base_sign_img').where('user_id', '=', id).execute();
      await trx.deleteFrom('base_user_column_setting').where('user_id', '=', id).execute();
      await trx.updateTable('base_user').set({ manager_id: '' }).where('manager_id', '=', id).execute();
      await trx.updateTable('base_organize').set({ manager_id: '' }).where('manager_id', '=', id).execute();
      await trx.deleteFrom('base_user').where('id', '=', id).execute();
    });
    await this.kiln.grants.changed([id]);
  }
}
