// Who holds a role, position or group (JNPF's UserRelation), read and replaced
// in one transaction. A save is a change to the record and to each user added
// or removed, so it takes the record's edit right and data scope, the user
// menu's scope for every user it touches, and the delegation rules: nothing the
// actor does not hold is given, their own memberships and administrators are
// left to administrators. Positions go to users of their organisation, roles of
// organisations to users of one of them.
import type { Kysely } from 'kysely';
import { memberObjectTypes, type MemberObjectType, type Members, type MembersInput } from '@core/api/userRelation';
import type { Kiln } from '../../context';
import type { Database } from '../../db/schema';
import { newId } from '../../db/ids';
import { ApiError, badRequest, forbidden } from '../../http/errors';
import type { SessionContext } from '../../http/routeAccess';
import { holderNames, listed } from '../../permission/grantNames';
import { inSlices, slices } from '../../db/slices';
import { userScopeOf, visibleUserIds } from '../users/scope';
import { holderKinds, holderVisible } from '../grantHolders';

/** The menu entries whose screens show members. */
export const memberScreens = memberObjectTypes.map((type) => holderKinds[type].module);

/** Ids or rows per statement: a membership row has four columns. */
const perStatement = 1000;

const notFound = () => new ApiError(404, { key: 'members.objectNotFound' });

interface Held {
  type: MemberObjectType;
  id: string;
  /** A position's organisation. */
  organizeId: string;
  /** A role's organisations; null for a global role (and for other kinds). */
  roleOrganizeIds: string[] | null;
}

export class MemberService {
  constructor(private readonly kiln: Kiln) {}

  private get db(): Kysely<Database> {
    return this.kiln.db;
  }

  /** The record by id, whichever kind it is (JNPF's read does not say). */
  private async find(objectId: string, db: Kysely<Database> = this.db): Promise<Held> {
    const [role, position, group] = await Promise.all([
      db.selectFrom('base_role').select(['id', 'global_mark']).where('id', '=', objectId).executeTakeFirst(),
      db.selectFrom('base_position').select(['id', 'organize_id']).where('id', '=', objectId).executeTakeFirst(),
      db.selectFrom('base_group').select('id').where('id', '=', objectId).executeTakeFirst(),
    ]);
    if (role) {
      const related =
        Number(role.global_mark) === 1
          ? null
          : await db.selectFrom('base_organize_relation').select('organize_id').where('object_type', '=', 'Role').where('object_id', '=', role.id).execute();
      return { type: 'Role', id: role.id, organizeId: '', roleOrganizeIds: related && related.map((row) => row.organize_id) };
    }
    if (position) return { type: 'Position', id: position.id, organizeId: position.organize_id, roleOrganizeIds: null };
    if (group) return { type: 'Group', id: group.id, organizeId: '', roleOrganizeIds: null };
    throw notFound();
  }

  /** Refuses a caller without the record's screen (its edit button to change it), or who cannot see the record under its data schemes. */
  private async checkRecordAccess(session: SessionContext, held: Held, button?: string): Promise<void> {
    if (session.isAdministrator) return;
    if (!(await this.kiln.grants.mayUse(session.userId, holderKinds[held.type].module, button))) throw forbidden();
    if (!(await holderVisible(this.kiln, session, held))) throw notFound();
  }

  private async memberIds(held: Pick<Held, 'type' | 'id'>, db: Kysely<Database> = this.db): Promise<string[]> {
    const rows = await db
      .selectFrom('base_user_relation')
      .select('user_id')
      .where('object_type', '=', held.type)
      .where('object_id', '=', held.id)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.user_id);
  }

  async members(objectId: string, session: SessionContext): Promise<Members> {
    const held = await this.find(objectId);
    await this.checkRecordAccess(session, held);
    const ids = await this.memberIds(held);
    return { objectType: held.type, ids, userIds: ids };
  }

  /** Makes `userIds` the record's members: those added and removed are checked, then written in one transaction. */
  async replace(objectId: string, input: MembersInput, session: SessionContext): Promise<void> {
    if (!(memberObjectTypes as readonly string[]).includes(input.objectType)) throw badRequest('members.objectTypeRequired');
    const held = await this.find(objectId);
    if (held.type !== input.objectType) throw badRequest('members.objectTypeMismatch');
    await this.checkRecordAccess(session, held, 'btn_edit');
    const [delegator, userScope] = await Promise.all([this.kiln.delegation.of(session), userScopeOf(this.kiln, session)]);
    const wanted = [...new Set(input.userIds.map((id) => id.trim()).filter(Boolean))];
    const changed = await this.db.transaction().execute(async (trx) => {
      const current = await this.memberIds(held, trx);
      const added = wanted.filter((id) => !current.includes(id));
      const removed = current.filter((id) => !wanted.includes(id));
      const touched = [...added, ...removed];
      if (touched.length === 0) return [];
      const users = await inSlices(added, (part) => trx.selectFrom('base_user').select(['id', 'real_name', 'organize_id']).where('id', 'in', part).execute());
      const unknown = added.filter((id) => !users.some((user) => user.id === id));
      if (unknown.length > 0) throw badRequest('members.userNotFound', { names: listed(unknown) });
      delegator.confirmNoAdministrators(touched);
      if (!delegator.unrestricted && touched.includes(session.userId)) throw forbidden('delegation.ownMemberships');
      if (added.length > 0) await delegator.confirmHolders(trx, [{ type: held.type, id: held.id }]);
      const seen = await visibleUserIds(trx, userScope, touched);
      const unseen = touched.filter((id) => !seen.has(id));
      if (unseen.length > 0) {
        const names = await holderNames(
          trx,
          unseen.map((id) => ({ type: 'User' as const, id })),
        );
        throw new ApiError(403, { key: 'delegation.usersOutsideScope', params: { names: listed(names) } });
      }
      await this.checkPlacement(trx, held, users);
      await this.write(trx, held, added, removed);
      return touched;
    });
    if (changed.length > 0) await this.kiln.grants.changed(changed);
  }

  /** A position goes to users of its organisation; a role of organisations to users of one of them. */
  private async checkPlacement(db: Kysely<Database>, held: Held, users: readonly { id: string; real_name: string; organize_id: string }[]): Promise<void> {
    const allowed = held.type === 'Position' ? [held.organizeId] : held.type === 'Role' ? held.roleOrganizeIds : null;
    if (allowed === null || users.length === 0) return;
    const relations = await inSlices(
      users.map((user) => user.id),
      (part) =>
        db.selectFrom('base_user_relation').select(['user_id', 'object_id']).where('object_type', '=', 'Organize').where('user_id', 'in', part).execute(),
    );
    const outside = users.filter(
      (user) => ![user.organize_id, ...relations.filter((row) => row.user_id === user.id).map((row) => row.object_id)].some((id) => allowed.includes(id)),
    );
    if (outside.length > 0)
      throw badRequest(held.type === 'Position' ? 'members.positionOutsideOrganize' : 'members.roleOutsideOrganize', {
        names: listed(outside.map((user) => user.real_name)),
      });
  }

  private async write(db: Kysely<Database>, held: Held, added: readonly string[], removed: readonly string[]): Promise<void> {
    for (const part of slices(removed, perStatement)) {
      await db.deleteFrom('base_user_relation').where('object_type', '=', held.type).where('object_id', '=', held.id).where('user_id', 'in', part).execute();
    }
    const rows = added.map((userId) => ({ id: newId(), user_id: userId, object_type: held.type, object_id: held.id }));
    for (const part of slices(rows, perStatement)) await db.insertInto('base_user_relation').values(part).execute();
    if (held.type !== 'Position') return;
    // A user's main position is one they hold: a removed main one gives way to another of theirs, an added one fills an empty place.
    for (const userId of removed) {
      const next = await db
        .selectFrom('base_user_relation')
        .select('object_id')
        .where('user_id', '=', userId)
        .where('object_type', '=', 'Position')
        .orderBy('id')
        .executeTakeFirst();
      await db
        .updateTable('base_user')
        .set({ position_id: next?.object_id ?? '' })
        .where('id', '=', userId)
        .where('position_id', '=', held.id)
        .execute();
    }
    for (const part of slices(added, perStatement)) {
      await db.updateTable('base_user').set({ position_id: held.id }).where('id', 'in', part).where('position_id', '=', '').execute();
    }
  }
}
