// Menu entries of an application: a tree of directories holding pages, links
// and entries that open what another screen builds (models, dictionaries,
// reports, portals). Each type needs its own fields; a parent is always a
// directory of the same application, never the entry itself or one below it.
// Entries that modules declare in code are re-synced at every start (their
// parent, code, type and address), so those fields are refused here.
import type { Kysely, Selectable } from 'kysely';
import { authorizableTypes, linkedTypes, menuTypes, topMenuId, type MenuChoice, type MenuInput, type MenuNode } from '@core/api/menu';
import { buildTree, sortTree, subtreeIds } from '@core/tree';
import type { Database, ModuleTable } from '../../db/schema';
import type { GrantService } from '../../auth/grants';
import { newId } from '../../db/ids';
import { containsText } from '../../db/search';
import { ApiError, badRequest, formRefusal } from '../../http/errors';

const notFound = () => new ApiError(404, { key: 'menu.notFound' });
const refuse = (field: keyof MenuInput, key: string, params?: Record<string, string>) => formRefusal([{ field, message: { key, params } }]);

/**
 * Entries modules declare carry permanent ids starting with `menu-` (MenuSeed),
 * and so do their buttons and schemes (`menu-…-btn-…`, `menu-…-scheme-…`); what
 * this screen creates gets a generated id of digits.
 */
export const isBuiltIn = (id: string) => id.startsWith('menu-');

const pageAddress = /^[A-Za-z][A-Za-z0-9]*(\/[A-Za-z][A-Za-z0-9]*)*$/;
const linkAddress = /^(https?:\/\/|\/)\S*$/;
/** JNPF's client files a linked entry under these routes, by its code without dots. */
const linkedRoutes: Record<number, string> = { 3: 'model', 4: 'dictionary', 5: 'dataReport', 6: 'dataScreen', 8: 'portal' };
/** How deep a tree may go before a walk up it stops (a guard against a damaged tree). */
const maxDepth = 50;

type Row = Selectable<ModuleTable>;
type Stored = Pick<ModuleTable, 'parent_id' | 'system_id' | 'en_code' | 'full_name' | 'icon' | 'type' | 'url_address' | 'link_target' | 'property_json' | 'sort_code' | 'enabled_mark'>;

const moduleIdOf = (propertyJson: string): string => {
  try {
    const parsed: unknown = JSON.parse(propertyJson || '{}');
    const moduleId = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>).moduleId : undefined;
    return typeof moduleId === 'string' ? moduleId : '';
  } catch {
    return '';
  }
};

export function toNode(row: Row): Omit<MenuNode, 'children' | 'hasChildren'> {
  const grantable = authorizableTypes.includes(row.type) ? 1 : 0;
  return {
    id: row.id,
    parentId: row.parent_id,
    systemId: row.system_id,
    fullName: row.full_name,
    enCode: row.en_code,
    type: Number(row.type),
    icon: row.icon,
    urlAddress: row.url_address,
    linkTarget: row.link_target,
    propertyJson: row.property_json || '{}',
    moduleId: moduleIdOf(row.property_json),
    sortCode: row.sort_code,
    enabledMark: row.enabled_mark === 1 ? 1 : 0,
    isMain: isBuiltIn(row.id) ? 1 : 0,
    isButtonAuthorize: grantable,
    isColumnAuthorize: grantable,
    isFormAuthorize: grantable,
    isDataAuthorize: grantable,
    creatorTime: Number(row.created_at),
  };
}

const byOrder = (a: { sortCode: number; fullName: string }, b: { sortCode: number; fullName: string }) => a.sortCode - b.sortCode || a.fullName.localeCompare(b.fullName);

/** The columns an input stores, after its type's rules; refuses what the type cannot hold. */
function storedOf(input: MenuInput): Stored {
  const type = input.type;
  let properties: Record<string, unknown> = {};
  if (input.propertyJson) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(input.propertyJson);
    } catch {
      parsed = null;
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw refuse('propertyJson', 'menu.propertyJson');
    properties = parsed as Record<string, unknown>;
  }
  let urlAddress = (input.urlAddress ?? '').trim();
  let linkTarget = '';
  if (type === menuTypes.directory) urlAddress = '';
  if (type === menuTypes.page) {
    if (!pageAddress.test(urlAddress)) throw refuse('urlAddress', 'menu.pageAddress');
    const code = urlAddress.replace(/\//g, '.');
    if (input.enCode !== code) throw refuse('enCode', 'menu.pageCode', { code });
  }
  if (type === menuTypes.link) {
    if (!linkAddress.test(urlAddress)) throw refuse('urlAddress', 'menu.linkAddress');
    linkTarget = input.linkTarget === '_blank' ? '_blank' : '_self';
  }
  if (linkedTypes.includes(type)) {
    // JNPF's form sends the id on its own and inside propertyJson; either will do.
    const moduleId = (input.moduleId || (typeof properties.moduleId === 'string' ? properties.moduleId : '')).trim();
    if (!moduleId || moduleId.length > 64) throw refuse('moduleId', 'menu.moduleIdRequired');
    properties = { ...properties, moduleId };
    if (!urlAddress) urlAddress = `${linkedRoutes[type]}/${input.enCode.replace(/\./g, '')}`;
    // A data screen opens in a new tab, as JNPF's form sets it.
    if (type === menuTypes.dataScreen) linkTarget = '_blank';
  } else {
    delete properties.moduleId;
  }
  return {
    parent_id: input.parentId,
    system_id: input.systemId,
    en_code: input.enCode,
    full_name: input.fullName,
    icon: input.icon,
    type,
    url_address: urlAddress,
    link_target: linkTarget,
    property_json: JSON.stringify(properties),
    sort_code: input.sortCode ?? 0,
    enabled_mark: input.enabledMark ?? 1,
  };
}

/** What ensureMenus brings back at start: a built-in entry must keep it. */
const reliedColumns = ['parent_id', 'system_id', 'en_code', 'type', 'url_address', 'link_target'] as const;

export class MenuService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly grants: GrantService,
  ) {}

  private async systemExists(id: string, db: Kysely<Database> = this.db): Promise<boolean> {
    return Boolean(await db.selectFrom('base_system').select('id').where('id', '=', id).executeTakeFirst());
  }

  /**
   * The application's menu tree. Searching (keyword, type, state) finds the
   * matching entries in SQL and brings along the directories above them, so
   * each match shows where it sits.
   */
  async tree(systemId: string, query: { keyword?: string; type?: number; enabledMark?: 0 | 1 }): Promise<MenuNode[]> {
    if (!(await this.systemExists(systemId))) throw new ApiError(404, { key: 'menu.systemNotFound' });
    let select = this.db.selectFrom('base_module').selectAll().where('system_id', '=', systemId);
    const keyword = query.keyword?.trim();
    const filtered = Boolean(keyword) || query.type !== undefined || query.enabledMark !== undefined;
    if (keyword) select = select.where(containsText(['full_name', 'en_code', 'url_address'], keyword));
    if (query.type !== undefined) select = select.where('type', '=', query.type);
    if (query.enabledMark !== undefined) select = select.where('enabled_mark', '=', query.enabledMark);
    const rows = await select.execute();
    if (filtered) {
      const known = new Set(rows.map((row) => row.id));
      let missing = [...new Set(rows.map((row) => row.parent_id))].filter((id) => id !== topMenuId && !known.has(id));
      // One query per level of the tree above the matches.
      for (let depth = 0; missing.length && depth < maxDepth; depth += 1) {
        const parents = await this.db.selectFrom('base_module').selectAll().where('id', 'in', missing).where('system_id', '=', systemId).execute();
        for (const parent of parents) known.add(parent.id);
        rows.push(...parents);
        missing = [...new Set(parents.map((row) => row.parent_id))].filter((id) => id !== topMenuId && !known.has(id));
      }
    }
    return sortTree(buildTree(rows.map(toNode), (node) => node.parentId === topMenuId) as MenuNode[], byOrder);
  }

  /** Parent choices: the application's directories but `excludeId` and those below it. */
  async selector(excludeId: string, systemId: string): Promise<MenuChoice[]> {
    const rows = await this.db
      .selectFrom('base_module')
      .select(['id', 'parent_id', 'full_name', 'en_code', 'icon', 'sort_code'])
      .where('system_id', '=', systemId)
      .where('type', '=', menuTypes.directory)
      .execute();
    const choices = rows.map((row) => ({ id: row.id, parentId: row.parent_id, fullName: row.full_name, enCode: row.en_code, icon: row.icon, sortCode: row.sort_code }));
    const excluded = subtreeIds(choices, excludeId);
    const tree = buildTree(
      choices.filter((choice) => !excluded.has(choice.id)),
      (choice) => choice.parentId === topMenuId,
    );
    sortTree(tree, byOrder);
    const strip = (nodes: typeof tree): MenuChoice[] =>
      nodes.map(({ id, parentId, fullName, enCode, icon, children, hasChildren }) => ({ id, parentId, fullName, enCode, icon, hasChildren, children: strip(children) }));
    return strip(tree);
  }

  async get(id: string): Promise<MenuNode> {
    const row = await this.db.selectFrom('base_module').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    const child = await this.db.selectFrom('base_module').select('id').where('parent_id', '=', id).limit(1).executeTakeFirst();
    return { ...toNode(row), hasChildren: Boolean(child), children: [] };
  }

  /** The parent is the top or a directory of the same application, and (for a move) not the entry or below it. */
  private async checkParent(stored: Stored, selfId: string | null, db: Kysely<Database>): Promise<void> {
    if (stored.parent_id === topMenuId) return;
    if (stored.parent_id === selfId) throw refuse('parentId', 'menu.parentCycle');
    const parent = await db.selectFrom('base_module').select(['id', 'system_id', 'type']).where('id', '=', stored.parent_id).executeTakeFirst();
    if (!parent || parent.system_id !== stored.system_id) throw refuse('parentId', 'menu.parentNotFound');
    if (parent.type !== menuTypes.directory) throw refuse('parentId', 'menu.parentNotDirectory');
    if (!selfId) return;
    // Walk up from the new parent: meeting the entry means it would sit below itself.
    let at: string = stored.parent_id;
    for (let depth = 0; at !== topMenuId && depth < maxDepth; depth += 1) {
      const row = await db.selectFrom('base_module').select('parent_id').where('id', '=', at).executeTakeFirst();
      if (!row) return;
      if (row.parent_id === selfId) throw refuse('parentId', 'menu.parentCycle');
      at = row.parent_id;
    }
  }

  private async check(stored: Stored, selfId: string | null, db: Kysely<Database>): Promise<void> {
    if (!(await this.systemExists(stored.system_id, db))) throw refuse('systemId', 'menu.systemNotFound');
    await this.checkParent(stored, selfId, db);
    const clash = await db
      .selectFrom('base_module')
      .select('id')
      .where('system_id', '=', stored.system_id)
      .where('en_code', '=', stored.en_code)
      .where('id', '!=', selfId ?? '')
      .executeTakeFirst();
    if (clash) throw refuse('enCode', 'menu.codeExists');
  }

  async create(input: MenuInput): Promise<string> {
    const stored = storedOf(input);
    return this.db.transaction().execute(async (trx) => {
      await this.check(stored, null, trx);
      const id = newId();
      await trx
        .insertInto('base_module')
        .values({ id, ...stored, created_at: Date.now() })
        .execute();
      return id;
    });
  }

  async update(id: string, input: MenuInput): Promise<void> {
    const stored = storedOf(input);
    await this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('base_module').selectAll().where('id', '=', id).executeTakeFirst();
      if (!existing) throw notFound();
      if (existing.system_id !== stored.system_id) throw refuse('systemId', 'menu.systemFixed');
      if (isBuiltIn(id) && reliedColumns.some((column) => existing[column] !== stored[column])) throw badRequest('menu.builtInFixed');
      if (existing.type === menuTypes.directory && stored.type !== menuTypes.directory) {
        const child = await trx.selectFrom('base_module').select('id').where('parent_id', '=', id).limit(1).executeTakeFirst();
        if (child) throw refuse('type', 'menu.directoryKeepsType');
      }
      await this.check(stored, id, trx);
      await trx.updateTable('base_module').set(stored).where('id', '=', id).execute();
    });
    // Its state, code or place decide who reaches it and what routes it guards.
    await this.grants.changed();
  }

  /** Deletes an entry without sub-entries, with what it offers and every grant of them. */
  async remove(id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('base_module').select('id').where('id', '=', id).executeTakeFirst();
      if (!existing) throw notFound();
      if (isBuiltIn(id)) throw badRequest('menu.builtInDelete');
      const child = await trx.selectFrom('base_module').select('id').where('parent_id', '=', id).limit(1).executeTakeFirst();
      if (child) throw badRequest('menu.hasChildren');
      const itemsOf = (table: 'base_module_button' | 'base_module_column' | 'base_module_form' | 'base_module_data_scheme') =>
        trx.selectFrom(table as 'base_module_column').select('id').where('module_id', '=', id);
      await trx
        .deleteFrom('base_authorize')
        .where((eb) =>
          eb.or([
            eb.and([eb('item_type', '=', 'module'), eb('item_id', '=', id)]),
            eb.and([eb('item_type', '=', 'button'), eb('item_id', 'in', itemsOf('base_module_button'))]),
            eb.and([eb('item_type', '=', 'column'), eb('item_id', 'in', itemsOf('base_module_column'))]),
            eb.and([eb('item_type', '=', 'form'), eb('item_id', 'in', itemsOf('base_module_form'))]),
            eb.and([eb('item_type', '=', 'resource'), eb('item_id', 'in', itemsOf('base_module_data_scheme'))]),
          ]),
        )
        .execute();
      for (const table of ['base_module_button', 'base_module_column', 'base_module_form', 'base_module_data_field', 'base_module_data_scheme', 'base_user_column_setting'] as const) {
        await trx.deleteFrom(table).where('module_id', '=', id).execute();
      }
      await trx.deleteFrom('base_module').where('id', '=', id).execute();
    });
    await this.grants.changed();
  }

  /** The entry with what it offers, for its export file. */
  async exportOf(id: string): Promise<Record<string, unknown>> {
    const entry = await this.get(id);
    const [buttons, columns, forms, dataFields, schemes] = await Promise.all([
      this.db.selectFrom('base_module_button').selectAll().where('module_id', '=', id).orderBy('sort_code').execute(),
      this.db.selectFrom('base_module_column').selectAll().where('module_id', '=', id).orderBy('sort_code').execute(),
      this.db.selectFrom('base_module_form').selectAll().where('module_id', '=', id).orderBy('sort_code').execute(),
      this.db.selectFrom('base_module_data_field').selectAll().where('module_id', '=', id).orderBy('sort_code').execute(),
      this.db.selectFrom('base_module_data_scheme').selectAll().where('module_id', '=', id).orderBy('sort_code').execute(),
    ]);
    const { isMain: _builtIn, hasChildren: _hasChildren, children: _children, ...menu } = entry;
    return { ...menu, buttons, columns, forms, dataFields, schemes };
  }
}
