// Delegated administration without escalation, checked once for every route
// (Kubernetes RBAC's escalation check): a non-administrator gives — to a user,
// role, position or group — only what they hold themselves, changes neither
// their own grants and memberships nor those of what they belong to, and never
// touches an administrator. A refusal names what is lacking, before anything
// is written.
import type { Kysely } from 'kysely';
import type { Database, GrantItemType } from '../db/schema';
import type { GrantContext, GrantService } from '../auth/grants';
import type { SysConfigStore } from '../modules/system/sysConfig';
import { ApiError, forbidden } from '../http/errors';
import { inSlices } from '../db/slices';
import { addTexts } from '../http/texts';
import { grantedNames, holderNames, listed, type GrantItem, type GrantObject } from './grantNames';
import { delegationTexts } from './texts';

/** Who acts: the signed-in user and whether they are an administrator. */
export interface Actor {
  userId: string;
  isAdministrator: boolean;
}

/** Grant items by kind, as base_authorize names them. */
export type GrantItems = Partial<Record<GrantItemType, readonly string[]>>;

export type { GrantItem, GrantObject };

const refusal = (key: string, params: Record<string, string>) => new ApiError(403, { key, params });

export class DelegationService {
  constructor(
    private readonly grants: GrantService,
    private readonly sysConfig: SysConfigStore,
  ) {
    addTexts(delegationTexts, 'permission');
  }

  /**
   * The actor's delegation. Read before a write's transaction: the grant
   * context loads through the app's connection, which a SQLite transaction holds.
   */
  async of(actor: Actor): Promise<Delegator> {
    const config = await this.sysConfig.get();
    if (actor.isAdministrator) return new Delegator(actor, null, config.adminIds);
    return new Delegator(actor, await this.grants.context(actor.userId), config.adminIds);
  }
}

export class Delegator {
  constructor(
    readonly actor: Actor,
    /** What the actor holds; null for an administrator, who may give anything. */
    private readonly context: GrantContext | null,
    private readonly adminIds: readonly string[],
  ) {}

  /** An administrator: nothing below is refused. */
  get unrestricted(): boolean {
    return this.context === null;
  }

  isAdministrator(userId: string): boolean {
    return this.adminIds.includes(userId);
  }

  /** Refuses giving items the actor does not hold, naming them. */
  async confirmItems(db: Kysely<Database>, items: GrantItems): Promise<void> {
    const lacking = await this.lackingItems(
      db,
      Object.entries(items).flatMap(([type, ids]) => (ids ?? []).map((id) => ({ type: type as GrantItemType, id }))),
    );
    if (lacking.length > 0) throw refusal('delegation.lacksItems', { names: listed(await grantedNames(db, lacking)) });
  }

  /**
   * Refuses giving roles, positions or groups that carry what the actor does
   * not hold, naming the first such record and what it carries beyond.
   */
  async confirmHolders(db: Kysely<Database>, holders: readonly GrantObject[]): Promise<void> {
    const refused = (await this.holderRefusals(db, holders)).values().next().value;
    if (refused) throw refused;
  }

  /**
   * The refusal of each role, position or group among `holders` that carries
   * what the actor does not hold, by id (none for an administrator): a few
   * queries for any number, as an import of many users needs.
   */
  async holderRefusals(db: Kysely<Database>, holders: readonly GrantObject[]): Promise<Map<string, ApiError>> {
    const refusals = new Map<string, ApiError>();
    if (this.context === null || holders.length === 0) return refusals;
    const ids = [...new Set(holders.map((holder) => holder.id))];
    const carried = await inSlices(ids, (part) =>
      db
        .selectFrom('base_authorize')
        .select(['object_id', 'item_type', 'item_id'])
        .where('object_id', 'in', part)
        .where('object_type', 'in', ['Role', 'Position', 'Group'])
        .execute(),
    );
    const lacking = await this.lackingItems(
      db,
      carried.map((row) => ({ type: row.item_type, id: row.item_id })),
    );
    if (lacking.length === 0) return refusals;
    const lacks = new Set(lacking.map((item) => `${item.type}:${item.id}`));
    const beyond = new Map<string, GrantItem[]>();
    for (const row of carried) {
      if (!lacks.has(`${row.item_type}:${row.item_id}`)) continue;
      beyond.set(row.object_id, [...(beyond.get(row.object_id) ?? []), { type: row.item_type, id: row.item_id }]);
    }
    const refused = holders.filter((holder, i) => beyond.has(holder.id) && holders.findIndex((h) => h.id === holder.id) === i);
    const names = await holderNames(db, refused);
    for (const [i, holder] of refused.entries()) {
      const items = await grantedNames(db, beyond.get(holder.id) ?? []);
      refusals.set(holder.id, refusal('delegation.lacksHolder', { holder: names[i], names: listed(items) }));
    }
    return refusals;
  }

  /**
   * Refuses a non-administrator's change to their own grants or memberships, or
   * to a role, position or group they belong to (in any state: enabling it again
   * would give them what it carries).
   */
  async confirmNotOwn(db: Kysely<Database>, object: GrantObject, key: string): Promise<void> {
    if (this.context === null) return;
    if (object.type === 'User') {
      if (object.id === this.actor.userId) throw forbidden(key);
      return;
    }
    const member = await db
      .selectFrom('base_user_relation')
      .select('id')
      .where('user_id', '=', this.actor.userId)
      .where('object_type', '=', object.type)
      .where('object_id', '=', object.id)
      .executeTakeFirst();
    if (member) throw forbidden(key);
  }

  /** Refuses a non-administrator's change to any of these users who is an administrator. */
  confirmNoAdministrators(userIds: readonly string[]): void {
    if (this.context !== null && userIds.some((id) => this.adminIds.includes(id))) throw forbidden('delegation.administrator');
  }

  /**
   * Refuses a non-administrator's change to a data scheme of a menu entry unless
   * they hold an all-data scheme of that entry: a scheme others hold decides the
   * rows they see, and who sees every row cannot make it show more than they do.
   */
  async confirmSchemeChange(db: Kysely<Database>, schemeId: string): Promise<void> {
    if (this.context === null) return;
    const scheme = await db
      .selectFrom('base_module_data_scheme as s')
      .innerJoin('base_module as m', 'm.id', 's.module_id')
      .select(['m.en_code', 'm.full_name'])
      .where('s.id', '=', schemeId)
      .executeTakeFirst();
    if (scheme && !this.seesEveryRow(scheme.en_code)) throw refusal('delegation.schemeNeedsAllData', { names: scheme.full_name });
  }

  /** Does an enabled all-data scheme of the entry, on the entry while it is enabled, show the actor every row? A disabled one shows them nothing. */
  private seesEveryRow(moduleCode: string): boolean {
    return this.context?.modules.get(moduleCode)?.schemes.some((scheme) => scheme.allData) ?? false;
  }

  /** Which of `wanted` the actor does not hold. An enabled all-data scheme they hold covers every scheme of its menu entry. */
  private async lackingItems(db: Kysely<Database>, wanted: readonly GrantItem[]): Promise<GrantItem[]> {
    const context = this.context;
    if (context === null) return [];
    const seen = new Set<string>();
    const lacking = wanted.filter((item) => {
      const key = `${item.type}:${item.id}`;
      if (seen.has(key) || context.items.get(item.type)?.has(item.id)) return false;
      seen.add(key);
      return true;
    });
    const schemes = lacking.filter((item) => item.type === 'resource').map((item) => item.id);
    if (schemes.length === 0) return lacking;
    const entries = await db
      .selectFrom('base_module_data_scheme as s')
      .innerJoin('base_module as m', 'm.id', 's.module_id')
      .select(['s.id', 'm.en_code'])
      .where('s.id', 'in', schemes)
      .execute();
    const coveredSchemes = new Set(entries.filter((row) => this.seesEveryRow(row.en_code)).map((row) => row.id));
    return lacking.filter((item) => !(item.type === 'resource' && coveredSchemes.has(item.id)));
  }
}
