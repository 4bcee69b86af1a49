// The main application (system) and the first menu entries: a developer-tools
// directory with the API documentation. Later screens add their entries in
// their own migrations, so no entry ever leads to a page that does not exist.
import type { Kysely } from 'kysely';

export const mainSystemId = 'sys-main';
export const devToolsMenuId = 'menu-devtools';
export const apiDocsMenuId = 'menu-apidocs';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  const now = Date.now();
  await db
    .insertInto('base_system')
    .values({ id: mainSystemId, en_code: 'main', full_name: 'Kiln', icon: 'AppstoreOutlined', sort_code: 0, enabled_mark: 1 })
    .execute();
  const menu = (entry: Record<string, unknown>) => ({
    system_id: mainSystemId,
    icon: '',
    url_address: '',
    link_target: '',
    property_json: '{}',
    enabled_mark: 1,
    created_at: now,
    ...entry,
  });
  await db
    .insertInto('base_module')
    .values([
      menu({ id: devToolsMenuId, parent_id: '-1', en_code: 'devTools', full_name: '开发工具', type: 0, icon: 'ToolOutlined', sort_code: 900 }),
      menu({
        id: apiDocsMenuId,
        parent_id: devToolsMenuId,
        en_code: 'apiDocs',
        full_name: '接口文档',
        type: 7,
        icon: 'ApiOutlined',
        url_address: '/api/docs',
        link_target: '_self',
        sort_code: 1,
      }),
    ])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('base_module').where('id', 'in', [devToolsMenuId, apiDocsMenuId]).execute();
  await db.deleteFrom('base_system').where('id', '=', mainSystemId).execute();
}
