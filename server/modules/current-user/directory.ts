// The caller's own place in the directory, as JNPF's profile shows it: their
// subordinates down the manager chain, their organisations and positions with
// the main one of each, and switching the main organisation, position or the
// current application.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { GrantService } from '../../auth/grants';
import { badRequest, forbidden } from '../../http/errors';
import { organizePaths } from '../users/names';

/** A node of the profile's subordinate tree (JNPF's 我的下属), loaded a level at a time. */
export interface SubordinateNode {
  id: string;
  fullName: string;
  userName: string;
  account: string;
  avatar: string;
  /** The main organisation's name. */
  department: string;
  /** The main position's name. */
  position: string;
  /** True when nobody reports to them. */
  isLeaf: boolean;
  hasChildren: boolean;
}

/** An organisation or position of the caller; isDefault marks the main one. */
export interface MembershipOption {
  id: string;
  fullName: string;
  isDefault: boolean;
}

export interface PositionOption extends MembershipOption {
  organizeId: string;
  /** The position's organisation as a name path. */
  organizeName: string;
}

export const majorTypes = ['System', 'Organize', 'Position'] as const;
export type MajorType = (typeof majorTypes)[number];

/** The id JNPF's client sends for the caller's own direct reports. */
export const ownReportsId = '0';

export class OwnDirectory {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly grants: GrantService,
  ) {}

  /** Is `userId` somewhere below `callerId` on the manager chain? UNION stops at a chain that loops. */
  private async isBelow(callerId: string, userId: string): Promise<boolean> {
    const found = await sql<{ id: string }>`
      with recursive chain(id) as (
        select s.id from base_user s where s.manager_id = ${callerId}
        union
        select u.id from base_user u inner join chain on u.manager_id = chain.id
      )
      select id from chain where id = ${userId}`.execute(this.db);
    return found.rows.length > 0 && userId !== callerId;
  }

  /** Who reports to `id` ('0': to the caller), only down the caller's own chain. */
  async subordinates(callerId: string, id: string): Promise<SubordinateNode[]> {
    const managerId = id === ownReportsId ? callerId : id;
    if (managerId !== callerId && !(await this.isBelow(callerId, managerId))) throw forbidden();
    const rows = await this.db
      .selectFrom('base_user as u')
      .leftJoin('base_organize as o', 'o.id', 'u.organize_id')
      .leftJoin('base_position as p', 'p.id', 'u.position_id')
      .select((eb) => [
        'u.id',
        'u.account',
        'u.real_name',
        'u.head_icon',
        'o.full_name as department',
        'p.full_name as position',
        eb.exists(eb.selectFrom('base_user as r').select('r.id').whereRef('r.manager_id', '=', 'u.id')).as('hasReports'),
      ])
      .where('u.manager_id', '=', managerId)
      .where('u.id', '<>', callerId)
      .orderBy('u.sort_code')
      .orderBy('u.real_name')
      .orderBy('u.id')
      .limit(1000)
      .execute();
    return rows.map((row) => {
      const hasChildren = Boolean(Number(row.hasReports));
      return {
        id: row.id,
        fullName: row.real_name,
        userName: `${row.real_name}/${row.account}`,
        account: row.account,
        avatar: row.head_icon,
        department: row.department ?? '',
        position: row.position ?? '',
        isLeaf: !hasChildren,
        hasChildren,
      };
    });
  }

  private async user(userId: string) {
    return this.db.selectFrom('base_user').select(['organize_id', 'position_id', 'system_id']).where('id', '=', userId).executeTakeFirstOrThrow();
  }

  /** The caller's organisations: the main one and those of their 'Organize' relations, as name paths. */
  async organizes(userId: string): Promise<MembershipOption[]> {
    const { organize_id: main } = await this.user(userId);
    const ids = await this.organizeIds(userId, main);
    const paths = await organizePaths(this.db, ids);
    return ids.map((id) => ({ id, fullName: paths.namePath(id), isDefault: id === main })).filter((entry) => entry.fullName !== '');
  }

  private async organizeIds(userId: string, main: string): Promise<string[]> {
    const related = await this.db
      .selectFrom('base_user_relation as r')
      .innerJoin('base_organize as o', 'o.id', 'r.object_id')
      .select('o.id')
      .where('r.user_id', '=', userId)
      .where('r.object_type', '=', 'Organize')
      .orderBy('o.sort_code')
      .orderBy('o.id')
      .execute();
    return [...new Set([main, ...related.map((row) => row.id)].filter(Boolean))];
  }

  /** The caller's positions, the main one (base_user.position_id) marked. */
  async positions(userId: string): Promise<PositionOption[]> {
    const { position_id: main } = await this.user(userId);
    const rows = await this.db
      .selectFrom('base_user_relation as r')
      .innerJoin('base_position as p', 'p.id', 'r.object_id')
      .select(['p.id', 'p.full_name', 'p.organize_id'])
      .where('r.user_id', '=', userId)
      .where('r.object_type', '=', 'Position')
      .orderBy('p.sort_code')
      .orderBy('p.id')
      .execute();
    const paths = await organizePaths(this.db, rows.map((row) => row.organize_id));
    return rows.map((row) => ({ id: row.id, fullName: row.full_name, organizeId: row.organize_id, organizeName: paths.namePath(row.organize_id), isDefault: row.id === main }));
  }

  /**
   * Makes `majorId` the caller's current application, main organisation or main
   * position. Only enabled applications and the caller's own organisations and
   * positions are accepted; the caller's grant context is dropped after a change.
   */
  async switchMajor(userId: string, majorType: string, majorId: string): Promise<void> {
    if (!(majorTypes as readonly string[]).includes(majorType)) throw badRequest('currentUser.majorTypeInvalid');
    if (majorType === 'System') {
      const system = await this.db.selectFrom('base_system').select('id').where('id', '=', majorId).where('enabled_mark', '=', 1).executeTakeFirst();
      if (!system) throw badRequest('system.notFound');
      await this.db.updateTable('base_user').set({ system_id: system.id }).where('id', '=', userId).execute();
    } else if (majorType === 'Organize') {
      const { organize_id: main } = await this.user(userId);
      if (!(await this.organizeIds(userId, main)).includes(majorId)) throw badRequest('currentUser.notOwnOrganize');
      await this.db.transaction().execute(async (trx) => {
        const user = await trx.selectFrom('base_user').select('position_id').where('id', '=', userId).executeTakeFirstOrThrow();
        const update: { organize_id: string; position_id?: string } = { organize_id: majorId };
        // The main position follows into the new organisation when the caller holds one there.
        const current = await trx.selectFrom('base_position').select('organize_id').where('id', '=', user.position_id).executeTakeFirst();
        if (current?.organize_id !== majorId) {
          const there = await trx
            .selectFrom('base_user_relation as r')
            .innerJoin('base_position as p', 'p.id', 'r.object_id')
            .select('p.id')
            .where('r.user_id', '=', userId)
            .where('r.object_type', '=', 'Position')
            .where('p.organize_id', '=', majorId)
            .orderBy('p.sort_code')
            .orderBy('p.id')
            .executeTakeFirst();
          if (there) update.position_id = there.id;
        }
        await trx.updateTable('base_user').set(update).where('id', '=', userId).execute();
      });
    } else {
      const held = await this.db
        .selectFrom('base_user_relation')
        .select('object_id')
        .where('user_id', '=', userId)
        .where('object_type', '=', 'Position')
        .where('object_id', '=', majorId)
        .executeTakeFirst();
      if (!held) throw badRequest('currentUser.notOwnPosition');
      await this.db.updateTable('base_user').set({ position_id: majorId }).where('id', '=', userId).execute();
    }
    await this.grants.changed([userId]);
  }
}
