// Applications (JNPF's 应用): the main one, seeded with the platform's menus,
// and any an administrator adds. Each holds a menu tree; the main one is never
// deleted or disabled (the shell needs one current application), and an
// application is deleted only once its menus are gone.
import type { Kysely, Selectable } from 'kysely';
import type { SystemApp, SystemInput } from '@core/api/menu';
import type { Database, SystemTable } from '../../db/schema';
import type { GrantService } from '../../auth/grants';
import { newId } from '../../db/ids';
import { containsText } from '../../db/search';
import { mainSystemId } from '../../db/migrations/0002_main_system_and_dev_menu';
import { ApiError, badRequest, formRefusal } from '../../http/errors';

const notFound = () => new ApiError(404, { key: 'menu.systemNotFound' });
const refuse = (field: keyof SystemInput, key: string) => formRefusal([{ field, message: { key } }]);

function toSystem(row: Selectable<SystemTable>): SystemApp {
  const main = row.id === mainSystemId;
  return {
    id: row.id,
    fullName: row.full_name,
    enCode: row.en_code,
    icon: row.icon,
    sortCode: row.sort_code,
    enabledMark: row.enabled_mark === 1 ? 1 : 0,
    isMain: main ? 1 : 0,
    mainSystem: main,
  };
}

export class SystemService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly grants: GrantService,
  ) {}

  /** Every application, in order (there are few; JNPF's list is unpaged). */
  async list(query: { keyword?: string; enabledMark?: '' | '0' | '1' }): Promise<SystemApp[]> {
    let select = this.db.selectFrom('base_system').selectAll();
    const keyword = query.keyword?.trim();
    if (keyword) select = select.where(containsText(['full_name', 'en_code'], keyword));
    if (query.enabledMark) select = select.where('enabled_mark', '=', Number(query.enabledMark));
    const rows = await select.orderBy('sort_code').orderBy('id').execute();
    return rows.map(toSystem);
  }

  async get(id: string): Promise<SystemApp> {
    const row = await this.db.selectFrom('base_system').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return toSystem(row);
  }

  private async check(input: SystemInput, selfId: string | null, db: Kysely<Database>): Promise<void> {
    const clash = await db
      .selectFrom('base_system')
      .select(['id', 'en_code'])
      .where((eb) => eb.or([eb('en_code', '=', input.enCode), eb('full_name', '=', input.fullName)]))
      .execute();
    const others = clash.filter((row) => row.id !== selfId);
    if (others.some((row) => row.en_code === input.enCode)) throw refuse('enCode', 'menu.systemCodeExists');
    if (others.length) throw refuse('fullName', 'menu.systemNameExists');
  }

  private columnsOf(input: SystemInput) {
    return { full_name: input.fullName, en_code: input.enCode, icon: input.icon, sort_code: input.sortCode ?? 0, enabled_mark: input.enabledMark ?? 1 };
  }

  async create(input: SystemInput): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      await this.check(input, null, trx);
      const id = newId();
      await trx.insertInto('base_system').values({ id, ...this.columnsOf(input) }).execute();
      return id;
    });
  }

  async update(id: string, input: SystemInput): Promise<void> {
    const columns = this.columnsOf(input);
    const stateChanged = await this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('base_system').select(['id', 'enabled_mark']).where('id', '=', id).executeTakeFirst();
      if (!existing) throw notFound();
      if (id === mainSystemId && columns.enabled_mark !== 1) throw refuse('enabledMark', 'menu.mainSystemDisable');
      await this.check(input, id, trx);
      await trx.updateTable('base_system').set(columns).where('id', '=', id).execute();
      return existing.enabled_mark !== columns.enabled_mark;
    });
    // A disabled application's menus leave everyone's menu.
    if (stateChanged) await this.grants.changed();
  }

  /** Deletes an application without menus, with its grants; its users fall back to the first application. */
  async remove(id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('base_system').select('id').where('id', '=', id).executeTakeFirst();
      if (!existing) throw notFound();
      if (id === mainSystemId) throw badRequest('menu.mainSystemDelete');
      const menu = await trx.selectFrom('base_module').select('id').where('system_id', '=', id).limit(1).executeTakeFirst();
      if (menu) throw badRequest('menu.systemHasMenus');
      await trx.deleteFrom('base_authorize').where('item_type', '=', 'system').where('item_id', '=', id).execute();
      await trx.updateTable('base_user').set({ system_id: '' }).where('system_id', '=', id).execute();
      await trx.deleteFrom('base_system').where('id', '=', id).execute();
    });
    await this.grants.changed();
  }
}
