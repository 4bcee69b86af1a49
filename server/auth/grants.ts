// What a user may use: the union of the grants on their roles, positions,
// groups and on the user directly (ARCHITECTURE §4).
import type { Kysely } from 'kysely';
import type { Database, GrantItemType } from '../db/schema';

export class GrantService {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The ids grants may name for this user: the user and every role, position and
   * group they hold that is enabled — a disabled role grants nothing.
   */
  async holderIds(userId: string): Promise<string[]> {
    const relations = await this.db
      .selectFrom('base_user_relation as r')
      .leftJoin('base_role as role', (join) => join.onRef('role.id', '=', 'r.object_id').on('r.object_type', '=', 'Role'))
      .leftJoin('base_position as position', (join) => join.onRef('position.id', '=', 'r.object_id').on('r.object_type', '=', 'Position'))
      .leftJoin('base_group as grp', (join) => join.onRef('grp.id', '=', 'r.object_id').on('r.object_type', '=', 'Group'))
      .select('r.object_id')
      .where('r.user_id', '=', userId)
      .where((eb) => eb.or([eb('role.enabled_mark', '=', 1), eb('position.enabled_mark', '=', 1), eb('grp.enabled_mark', '=', 1)]))
      .execute();
    return [userId, ...relations.map((r) => r.object_id)];
  }

  async grantedItemIds(userId: string, itemType: GrantItemType): Promise<Set<string>> {
    const holders = await this.holderIds(userId);
    const rows = await this.db
      .selectFrom('base_authorize')
      .select('item_id')
      .where('item_type', '=', itemType)
      .where('object_id', 'in', holders)
      .execute();
    return new Set(rows.map((r) => r.item_id));
  }

  /** The first of these enabled menu modules a grant to one of `holders` names. */
  private grantedModule(holders: string[], moduleCodes: readonly string[]) {
    return this.db
      .selectFrom('base_module as m')
      .innerJoin('base_authorize as a', (join) =>
        join.onRef('a.item_id', '=', 'm.id').on('a.item_type', '=', 'module').on('a.object_id', 'in', holders),
      )
      .select('m.id')
      .where('m.en_code', 'in', [...moduleCodes])
      .where('m.enabled_mark', '=', 1)
      .executeTakeFirst();
  }

  /** May the user use the menu module `moduleCode`, and within it the button `buttonCode`? */
  async mayUse(userId: string, moduleCode: string, buttonCode?: string): Promise<boolean> {
    const holders = await this.holderIds(userId);
    const moduleGrant = await this.grantedModule(holders, [moduleCode]);
    if (!moduleGrant) return false;
    if (!buttonCode) return true;
    const buttonGrant = await this.db
      .selectFrom('base_module_button as b')
      .innerJoin('base_authorize as a', (join) =>
        join.onRef('a.item_id', '=', 'b.id').on('a.item_type', '=', 'button').on('a.object_id', 'in', holders),
      )
      .select('b.id')
      .where('b.module_id', '=', moduleGrant.id)
      .where('b.en_code', '=', buttonCode)
      .where('b.enabled_mark', '=', 1)
      .executeTakeFirst();
    return Boolean(buttonGrant);
  }

  /** May the user use at least one of these menu modules? */
  async mayUseAny(userId: string, moduleCodes: readonly string[]): Promise<boolean> {
    if (moduleCodes.length === 0) return false;
    return Boolean(await this.grantedModule(await this.holderIds(userId), moduleCodes));
  }
}
