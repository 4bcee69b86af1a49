// What a user may use: the union of the grants on their roles, positions,
// groups and on the user directly (ARCHITECTURE §4). The rights are loaded once
// per user into a grant context — one set of queries — and kept until a grant,
// a membership or the admin list changes (`changed`), on every server process
// (the invalidation bus, topic `grants`: user ids joined by ',', or everything).
import type { Kysely } from 'kysely';
import type { Scheme } from '@core/permission';
import { readScheme } from '@core/permission';
import type { Database, GrantItemType } from '../db/schema';
import { everything, type InvalidationBus } from '../db/invalidation';

/** A data scheme granted to the user. */
export type GrantedScheme = { id: string; allData: true } | { id: string; allData: false; scheme: Scheme };

/** One enabled menu entry the user holds, with what they hold inside it (by enCode). */
export interface ModuleGrant {
  id: string;
  buttons: ReadonlySet<string>;
  columns: ReadonlySet<string>;
  forms: ReadonlySet<string>;
  schemes: readonly GrantedScheme[];
}

export interface GrantContext {
  userId: string;
  /** The user and every enabled role, position and group they hold. */
  holderIds: readonly string[];
  /** The user's main organisation (data schemes' 当前组织). */
  organizeId: string;
  /** Granted item ids of each type, whatever their state (the authorisation screen shows them). */
  items: ReadonlyMap<GrantItemType, ReadonlySet<string>>;
  /** Granted menu entries by enCode, those enabled in enabled applications. */
  modules: ReadonlyMap<string, ModuleGrant>;
}

/** Enough for every active user of a large company; the oldest is dropped beyond it. */
const maxCachedContexts = 20_000;

export class GrantService {
  private readonly contexts = new Map<string, Promise<GrantContext>>();
  private schemeModules: Promise<ReadonlySet<string>> | null = null;
  /** Counts context loads (the grant-check bench reads it). */
  loads = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly bus: InvalidationBus,
  ) {
    bus.on('grants', (payload) => this.forget(payload === everything ? 'all' : payload.split(',').filter(Boolean)));
  }

  /** The user's rights, loaded once and shared by concurrent requests. */
  context(userId: string): Promise<GrantContext> {
    const cached = this.contexts.get(userId);
    if (cached) return cached;
    const loading = this.load(userId);
    this.contexts.set(userId, loading);
    // A failed load is not kept: the next request tries again.
    loading.catch(() => this.contexts.get(userId) === loading && this.contexts.delete(userId));
    if (this.contexts.size > maxCachedContexts) {
      const oldest = this.contexts.keys().next().value;
      if (oldest !== undefined) this.contexts.delete(oldest);
    }
    return loading;
  }

  /**
   * Grants, memberships, menu items or the admin list changed: the named users'
   * contexts (every context for 'all') are dropped here and on the other processes.
   */
  async changed(userIds: readonly string[] | 'all' = 'all'): Promise<void> {
    // The bus delivers here at once (this process's `forget`), then to the others.
    await this.bus.publish('grants', userIds === 'all' ? everything : userIds.join(','));
  }

  /** Drops contexts without telling other processes (what the bus calls on a notice). */
  forget(userIds: readonly string[] | 'all'): void {
    this.schemeModules = null;
    if (userIds === 'all') this.contexts.clear();
    else for (const id of userIds) this.contexts.delete(id);
  }

  /** enCodes of menu entries with at least one enabled data scheme: their data is scoped. */
  scopedModules(): Promise<ReadonlySet<string>> {
    this.schemeModules ??= this.db
      .selectFrom('base_module_data_scheme as s')
      .innerJoin('base_module as m', 'm.id', 's.module_id')
      .select('m.en_code')
      .where('s.enabled_mark', '=', 1)
      .distinct()
      .execute()
      .then((rows) => new Set(rows.map((row) => row.en_code)));
    return this.schemeModules;
  }

  private async load(userId: string): Promise<GrantContext> {
    this.loads += 1;
    const [relations, user] = await Promise.all([
      this.db
        .selectFrom('base_user_relation as r')
        .leftJoin('base_role as role', (join) => join.onRef('role.id', '=', 'r.object_id').on('r.object_type', '=', 'Role'))
        .leftJoin('base_position as position', (join) => join.onRef('position.id', '=', 'r.object_id').on('r.object_type', '=', 'Position'))
        .leftJoin('base_group as grp', (join) => join.onRef('grp.id', '=', 'r.object_id').on('r.object_type', '=', 'Group'))
        .select('r.object_id')
        .where('r.user_id', '=', userId)
        .where((eb) => eb.or([eb('role.enabled_mark', '=', 1), eb('position.enabled_mark', '=', 1), eb('grp.enabled_mark', '=', 1)]))
        .execute(),
      this.db.selectFrom('base_user').select('organize_id').where('id', '=', userId).executeTakeFirst(),
    ]);
    const holderIds = [userId, ...relations.map((r) => r.object_id)];
    const rows = await this.db.selectFrom('base_authorize').select(['item_type', 'item_id']).where('object_id', 'in', holderIds).execute();
    const items = new Map<GrantItemType, Set<string>>();
    for (const row of rows) {
      const set = items.get(row.item_type) ?? new Set<string>();
      set.add(row.item_id);
      items.set(row.item_type, set);
    }
    const ids = (type: GrantItemType) => [...(items.get(type) ?? [])];
    const modules = await this.modulesOf(ids('module'), ids('button'), ids('column'), ids('form'), ids('resource'));
    return { userId, holderIds, organizeId: user?.organize_id ?? '', items, modules };
  }

  private async modulesOf(moduleIds: string[], buttonIds: string[], columnIds: string[], formIds: string[], schemeIds: string[]): Promise<Map<string, ModuleGrant>> {
    if (moduleIds.length === 0) return new Map();
    const enabledIn = (table: 'base_module_button' | 'base_module_column' | 'base_module_form', ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : // The three tables share these columns; Kysely cannot select from a union of table names.
          this.db.selectFrom(table as 'base_module_column').select(['module_id', 'en_code']).where('id', 'in', ids).where('enabled_mark', '=', 1).execute();
    const [menus, buttons, columns, forms, schemes] = await Promise.all([
      // An entry is usable while it and its application are enabled.
      this.db
        .selectFrom('base_module as m')
        .innerJoin('base_system as s', 's.id', 'm.system_id')
        .select(['m.id', 'm.en_code'])
        .where('m.id', 'in', moduleIds)
        .where('m.enabled_mark', '=', 1)
        .where('s.enabled_mark', '=', 1)
        .execute(),
      enabledIn('base_module_button', buttonIds),
      enabledIn('base_module_column', columnIds),
      enabledIn('base_module_form', formIds),
      schemeIds.length === 0
        ? Promise.resolve([])
        : this.db
            .selectFrom('base_module_data_scheme')
            .select(['id', 'module_id', 'condition_json', 'all_data'])
            .where('id', 'in', schemeIds)
            .where('enabled_mark', '=', 1)
            .execute(),
    ]);
    const group = (rows: { module_id: string; en_code: string }[]) => {
      const byModule = new Map<string, Set<string>>();
      for (const row of rows) byModule.set(row.module_id, (byModule.get(row.module_id) ?? new Set()).add(row.en_code));
      return byModule;
    };
    const [buttonsOf, columnsOf, formsOf] = [group(buttons), group(columns), group(forms)];
    const schemesOf = new Map<string, GrantedScheme[]>();
    for (const row of schemes) {
      const list = schemesOf.get(row.module_id) ?? [];
      // A stored scheme was checked when saved; one that no longer reads grants nothing.
      const read = readScheme(row.condition_json);
      if (row.all_data === 1) list.push({ id: row.id, allData: true });
      else if (read.problems.length === 0) list.push({ id: row.id, allData: false, scheme: read.scheme });
      schemesOf.set(row.module_id, list);
    }
    const none = new Set<string>();
    return new Map(
      menus.map((menu) => [
        menu.en_code,
        { id: menu.id, buttons: buttonsOf.get(menu.id) ?? none, columns: columnsOf.get(menu.id) ?? none, forms: formsOf.get(menu.id) ?? none, schemes: schemesOf.get(menu.id) ?? [] },
      ]),
    );
  }

  /** The ids grants may name for this user: the user and every enabled role, position and group they hold. */
  async holderIds(userId: string): Promise<string[]> {
    return [...(await this.context(userId)).holderIds];
  }

  async grantedItemIds(userId: string, itemType: GrantItemType): Promise<Set<string>> {
    return new Set((await this.context(userId)).items.get(itemType));
  }

  /** May the user use the menu module `moduleCode`, and within it the button `buttonCode`? */
  async mayUse(userId: string, moduleCode: string, buttonCode?: string): Promise<boolean> {
    const grant = (await this.context(userId)).modules.get(moduleCode);
    if (!grant) return false;
    return !buttonCode || grant.buttons.has(buttonCode);
  }

  /** May the user use at least one of these menu modules? */
  async mayUseAny(userId: string, moduleCodes: readonly string[]): Promise<boolean> {
    const { modules } = await this.context(userId);
    return moduleCodes.some((code) => modules.has(code));
  }
}
