// Menu entries of the system-data screens (dictionaries, numbering rules,
// areas) with their buttons, added together with the screens themselves.
import type { Kysely } from 'kysely';
import { mainSystemId } from './0002_main_system_and_dev_menu';

const directoryId = 'menu-systemdata';
const screens = [
  { id: 'menu-dictionary', enCode: 'dictionary', name: '数据字典', url: 'systemData/dictionary', icon: 'BookOutlined', buttons: ['add', 'edit', 'remove', 'import', 'export'] },
  { id: 'menu-billrule', enCode: 'billRule', name: '单据规则', url: 'systemData/billRule', icon: 'NumberOutlined', buttons: ['add', 'edit', 'remove', 'export'] },
  { id: 'menu-area', enCode: 'area', name: '行政区划', url: 'systemData/area', icon: 'EnvironmentOutlined', buttons: ['add', 'edit', 'remove'] },
];
const buttonNames: Record<string, string> = { add: '新建', edit: '编辑', remove: '删除', import: '导入', export: '导出' };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  const now = Date.now();
  const entry = (values: Record<string, unknown>) => ({ system_id: mainSystemId, link_target: '', property_json: '{}', enabled_mark: 1, created_at: now, ...values });
  await db
    .insertInto('base_module')
    .values([
      entry({ id: directoryId, parent_id: '-1', en_code: 'systemData', full_name: '系统数据', type: 0, icon: 'SettingOutlined', url_address: '', sort_code: 100 }),
      ...screens.map((screen, index) =>
        entry({ id: screen.id, parent_id: directoryId, en_code: screen.enCode, full_name: screen.name, type: 2, icon: screen.icon, url_address: screen.url, sort_code: index + 1 }),
      ),
    ])
    .execute();
  await db
    .insertInto('base_module_button')
    .values(
      screens.flatMap((screen) =>
        screen.buttons.map((button, index) => ({
          id: `${screen.id}-btn-${button}`,
          module_id: screen.id,
          en_code: `btn_${button}`,
          full_name: buttonNames[button],
          sort_code: index + 1,
          enabled_mark: 1,
        })),
      ),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  const ids = screens.map((s) => s.id);
  await db.deleteFrom('base_module_button').where('module_id', 'in', ids).execute();
  await db.deleteFrom('base_module').where('id', 'in', [...ids, directoryId]).execute();
}
