// What a menu entry offers to grant, item by item: its buttons (the routes
// check them by code), its list columns and its form fields. Codes are unique
// within the entry. A change to an item's code or state changes what holders of
// its grant may use, so their rights are dropped; a deleted item takes its
// grants along.
import type { Kysely, Selectable, Transaction } from 'kysely';
import { authorizableTypes, topMenuId, type ButtonInput, type ItemInput, type ModuleButton, type ModuleItem } from '@core/api/menu';
import type { Database, ModuleButtonTable, ModuleItemTable } from '../../db/schema';
import type { GrantService } from '../../auth/grants';
import { newId } from '../../db/ids';
import { ApiError, badRequest, formRefusal } from '../../http/errors';
import { isBuiltIn } from './entries';

type Db = Kysely<Database> | Transaction<Database>;

/** The entry exists and is of a type whose items can be granted. */
export async function checkModule(db: Db, moduleId: string, field = 'moduleId'): Promise<{ id: string; en_code: string }> {
  const menu = await db.selectFrom('base_module').select(['id', 'en_code', 'type']).where('id', '=', moduleId).executeTakeFirst();
  if (!menu) throw formRefusal([{ field, message: { key: 'menu.moduleNotFound' } }]);
  if (!authorizableTypes.includes(menu.type)) throw formRefusal([{ field, message: { key: 'menu.notAuthorizable' } }]);
  return menu;
}

function toButton(row: Selectable<ModuleButtonTable>): ModuleButton {
  return {
    id: row.id,
    moduleId: row.module_id,
    parentId: topMenuId,
    fullName: row.full_name,
    enCode: row.en_code,
    sortCode: row.sort_code,
    enabledMark: row.enabled_mark === 1 ? 1 : 0,
    isMain: isBuiltIn(row.id) ? 1 : 0,
  };
}

export class ButtonService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly grants: GrantService,
  ) {}

  async list(moduleId: string): Promise<ModuleButton[]> {
    const rows = await this.db.selectFrom('base_module_button').selectAll().where('module_id', '=', moduleId).orderBy('sort_code').orderBy('id').execute();
    return rows.map(toButton);
  }

  async get(id: string): Promise<ModuleButton> {
    const row = await this.db.selectFrom('base_module_button').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, { key: 'menu.buttonNotFound' });
    return toButton(row);
  }

  private async check(input: ButtonInput, selfId: string | null, db: Db): Promise<void> {
    // JNPF's form picks a parent button; Kiln's buttons are one level.
    if (input.parentId && input.parentId !== topMenuId) throw formRefusal([{ field: 'parentId', message: { key: 'menu.buttonParent' } }]);
    await checkModule(db, input.moduleId);
    const clash = await db
      .selectFrom('base_module_button')
      .select('id')
      .where('module_id', '=', input.moduleId)
      .where('en_code', '=', input.enCode)
      .where('id', '!=', selfId ?? '')
      .executeTakeFirst();
    if (clash) throw formRefusal([{ field: 'enCode', message: { key: 'menu.buttonCodeExists' } }]);
  }

  async create(input: ButtonInput): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      await this.check(input, null, trx);
      const id = newId();
      await trx
        .insertInto('base_module_button')
        .values({ id, module_id: input.moduleId, en_code: input.enCode, full_name: input.fullName, sort_code: input.sortCode ?? 0, enabled_mark: input.enabledMark ?? 1 })
        .execute();
      return id;
    });
  }

  async update(id: string, input: ButtonInput): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('base_module_button').selectAll().where('id', '=', id).executeTakeFirst();
      if (!existing) throw new ApiError(404, { key: 'menu.buttonNotFound' });
      // A built-in button is what a route checks: it stays on its entry under its code.
      if (isBuiltIn(id) && (existing.en_code !== input.enCode || existing.module_id !== input.moduleId)) throw formRefusal([{ field: 'enCode', message: { key: 'menu.builtInButtonCode' } }]);
      await this.check(input, id, trx);
      await trx
        .updateTable('base_module_button')
        .set({ module_id: input.moduleId, en_code: input.enCode, full_name: input.fullName, sort_code: input.sortCode ?? 0, enabled_mark: input.enabledMark ?? 1 })
        .where('id', '=', id)
        .execute();
    });
    await this.grants.changed();
  }

  async remove(id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('base_module_button').select('id').where('id', '=', id).executeTakeFirst();
      if (!existing) throw new ApiError(404, { key: 'menu.buttonNotFound' });
      if (isBuiltIn(id)) throw badRequest('menu.builtInButtonDelete');
      await trx.deleteFrom('base_authorize').where('item_type', '=', 'button').where('item_id', '=', id).execute();
      await trx.deleteFrom('base_module_button').where('id', '=', id).execute();
    });
    await this.grants.changed();
  }
}

function toItem(row: Selectable<ModuleItemTable>): ModuleItem {
  return {
    id: row.id,
    moduleId: row.module_id,
    enCode: row.en_code,
    fullName: row.full_name,
    bindTable: row.bind_table,
    fieldRule: 0,
    childTableKey: '',
    description: row.description,
    sortCode: row.sort_code,
    enabledMark: row.enabled_mark === 1 ? 1 : 0,
    creatorTime: Number(row.created_at),
  };
}

/** List columns (base_module_column, grant kind column) or form fields (base_module_form, kind form). */
export class ItemService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly grants: GrantService,
    private readonly table: 'base_module_column' | 'base_module_form',
    private readonly kind: 'column' | 'form',
    private readonly notFoundKey: string,
  ) {}

  private notFound() {
    return new ApiError(404, { key: this.notFoundKey });
  }

  async list(moduleId: string): Promise<ModuleItem[]> {
    const rows = await this.db.selectFrom(this.table).selectAll().where('module_id', '=', moduleId).orderBy('sort_code').orderBy('id').execute();
    return rows.map(toItem);
  }

  async get(id: string): Promise<ModuleItem> {
    const row = await this.db.selectFrom(this.table).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw this.notFound();
    return toItem(row);
  }

  private columnsOf(input: Omit<ItemInput, 'moduleId'>) {
    return {
      en_code: input.enCode,
      full_name: input.fullName,
      bind_table: input.bindTable ?? '',
      description: input.description ?? '',
      sort_code: input.sortCode ?? 0,
      enabled_mark: input.enabledMark ?? 1,
    };
  }

  /** Kiln stores fields of the main table only (JNPF's 主表规则); a sub-table's rule has nowhere to go. */
  private checkRules(items: Pick<ItemInput, 'fieldRule'>[], field: (index: number) => string): void {
    items.forEach((item, index) => {
      if (item.fieldRule !== undefined && item.fieldRule !== 0) throw formRefusal([{ field: field(index), message: { key: 'menu.fieldRuleMain' } }]);
    });
  }

  /** Codes must be new within the entry, and new among themselves in a batch. */
  private async checkCodes(moduleId: string, codes: string[], selfId: string | null, db: Db, field: (index: number) => string): Promise<void> {
    const taken = await db
      .selectFrom(this.table)
      .select('en_code')
      .where('module_id', '=', moduleId)
      .where('en_code', 'in', codes)
      .where('id', '!=', selfId ?? '')
      .execute();
    const seen = new Set(taken.map((row) => row.en_code));
    codes.forEach((code, index) => {
      if (seen.has(code)) throw formRefusal([{ field: field(index), message: { key: 'menu.fieldCodeExists', params: { code } } }]);
      seen.add(code);
    });
  }

  async create(input: ItemInput): Promise<string> {
    this.checkRules([input], () => 'fieldRule');
    return this.db.transaction().execute(async (trx) => {
      await checkModule(trx, input.moduleId);
      await this.checkCodes(input.moduleId, [input.enCode], null, trx, () => 'enCode');
      const id = newId();
      await trx
        .insertInto(this.table)
        .values({ id, module_id: input.moduleId, ...this.columnsOf(input), created_at: Date.now() })
        .execute();
      return id;
    });
  }

  /** Several at once (JNPF's 批量新增): all or none. */
  async createMany(moduleId: string, items: Omit<ItemInput, 'moduleId'>[], listName: string): Promise<string[]> {
    this.checkRules(items, (index) => `${listName}/${index}/fieldRule`);
    return this.db.transaction().execute(async (trx) => {
      await checkModule(trx, moduleId);
      await this.checkCodes(moduleId, items.map((item) => item.enCode), null, trx, (index) => `${listName}/${index}/enCode`);
      const now = Date.now();
      const rows = items.map((item) => ({ id: newId(), module_id: moduleId, ...this.columnsOf(item), created_at: now }));
      await trx.insertInto(this.table).values(rows).execute();
      return rows.map((row) => row.id);
    });
  }

  async update(id: string, input: ItemInput): Promise<void> {
    this.checkRules([input], () => 'fieldRule');
    await this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom(this.table).select('id').where('id', '=', id).executeTakeFirst();
      if (!existing) throw this.notFound();
      await checkModule(trx, input.moduleId);
      await this.checkCodes(input.moduleId, [input.enCode], id, trx, () => 'enCode');
      await trx
        .updateTable(this.table)
        .set({ module_id: input.moduleId, ...this.columnsOf(input) })
        .where('id', '=', id)
        .execute();
    });
    await this.grants.changed();
  }

  async remove(id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom(this.table).select('id').where('id', '=', id).executeTakeFirst();
      if (!existing) throw this.notFound();
      await trx.deleteFrom('base_authorize').where('item_type', '=', this.kind).where('item_id', '=', id).execute();
      await trx.deleteFrom(this.table).where('id', '=', id).execute();
    });
    await this.grants.changed();
  }
}
