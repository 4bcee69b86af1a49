// The contract of JNPF's own web client (ARCHITECTURE §8), one test per fact,
// spoken the way that client speaks: the `n` timestamp on every call, the
// jnpf-origin header, no language header, a form-encoded sign-in, and the token
// sent back exactly as the login returned it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuEntry } from '@core/api/oauth';
import { adminPassword, passwordDigest, startServer, testCaptcha, type TestServer } from './harness';

let server: TestServer;
let token = '';

interface Answer<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

/** One call as JNPF's axios wrapper makes it. */
async function jnpf<T = unknown>(method: string, url: string, data?: Record<string, unknown> | FormData, form = false): Promise<Answer<T>> {
  const target = new URL(server.baseUrl + url);
  if (method === 'GET' && data && !(data instanceof FormData)) for (const [key, value] of Object.entries(data)) target.searchParams.set(key, String(value));
  target.searchParams.set('n', String(Math.floor(Date.now() / 1000)));
  const headers: Record<string, string> = { 'jnpf-origin': 'pc' };
  if (token) headers.Authorization = token;
  let body: string | FormData | undefined;
  if (method !== 'GET' && data) {
    if (data instanceof FormData) body = data;
    else if (form) {
      body = new URLSearchParams(Object.entries(data).map(([key, value]) => [key, String(value)])).toString();
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    } else {
      body = JSON.stringify(data);
      headers['Content-Type'] = 'application/json;charset=UTF-8';
    }
  }
  const response = await fetch(target, { method, headers, body });
  return { status: response.status, ...((await response.json()) as { code: number; msg: string; data: T }) };
}

async function signIn(account = 'admin', password = adminPassword) {
  const random = String(Math.random());
  const image = await fetch(`${server.baseUrl}/api/oauth/ImageCode/4/${random}?n=1`);
  expect(image.status).toBe(200);
  const result = await jnpf<{ token: string; theme: string }>(
    'POST',
    '/api/oauth/Login',
    { account, password: passwordDigest(password), jnpf_ticket: '', origin: 'password', code: testCaptcha, timestamp: random, grant_type: 'password' },
    true,
  );
  expect(result.code, result.msg).toBe(200);
  token = result.data.token;
  return result;
}

beforeAll(async () => {
  server = await startServer();
  await signIn();
});
afterAll(async () => {
  await server.close();
});

describe('sign-in', () => {
  it('getLoginConfig says the form signs in (no single sign-on configured)', async () => {
    expect((await jnpf('GET', '/api/oauth/getLoginConfig')).data).toEqual({ redirect: false, url: '', ticketParams: '', socialsList: [] });
  });

  it('getConfig/{account} answers enableVerificationCode and verificationCodeNumber', async () => {
    const { data } = await jnpf<Record<string, unknown>>('GET', '/api/oauth/getConfig/admin');
    expect(data).toMatchObject({ enableVerificationCode: 0, verificationCodeNumber: 4 });
  });

  it('serves the captcha at ImageCode/{length}/{random} with random = Math.random(), and takes it back as timestamp', async () => {
    const random = String(Math.random());
    expect(random).toContain('.');
    const image = await fetch(`${server.baseUrl}/api/oauth/ImageCode/5/${random}`);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    await image.text();
    await server.app.kiln.sysConfig.set({ loginNeedCode: 1 });
    try {
      const result = await jnpf('POST', '/api/oauth/Login', { account: 'admin', password: passwordDigest(adminPassword), code: testCaptcha, timestamp: random, origin: 'password', grant_type: 'password', jnpf_ticket: '' }, true);
      expect(result.code).toBe(200);
    } finally {
      await server.app.kiln.sysConfig.set({ loginNeedCode: 0 });
    }
  });

  it('takes the login form-encoded with jnpf_ticket; the token never holds "|", the theme is a layout JNPF knows', async () => {
    const result = await signIn();
    expect(result.data.token).not.toContain('|');
    expect(['classic', 'functional', 'plain', 'blend']).toContain(result.data.theme);
  });
});

const requiredNodeFields = ['id', 'enCode', 'fullName', 'icon', 'type', 'urlAddress', 'linkTarget', 'propertyJson', 'hasChildren', 'children'];

function checkNode(node: MenuEntry) {
  for (const field of requiredNodeFields) expect(node, `${node.fullName} ${field}`).toHaveProperty(field);
  expect(typeof node.enCode).toBe('string');
  expect(typeof node.type).toBe('number');
  expect(() => JSON.parse(node.propertyJson)).not.toThrow();
  expect(node.hasChildren).toBe(node.children.length > 0);
  const orders = node.children.map((child) => (child as MenuEntry & { sortCode: number }).sortCode);
  expect(orders).toEqual([...orders].sort((a, b) => a - b));
  node.children.forEach(checkNode);
}

describe('CurrentUser', () => {
  it('lists the applications with exactly one current', async () => {
    const { data } = await jnpf<{ userInfo: { systemIds: { id: string; name: string; icon: string; currentSystem: boolean }[] } }>('GET', '/api/oauth/CurrentUser');
    const systems = data.userInfo.systemIds;
    expect(systems.filter((system) => system.currentSystem)).toHaveLength(1);
    for (const system of systems) expect(Object.keys(system)).toEqual(expect.arrayContaining(['id', 'name', 'icon', 'currentSystem']));
  });

  it('answers routerList as one type-0 node per application over its menu tree, every node complete and sorted', async () => {
    const { data } = await jnpf<{ routerList: MenuEntry[]; menuList: MenuEntry[]; userInfo: { systemIds: { id: string; currentSystem: boolean }[] } }>('GET', '/api/oauth/CurrentUser');
    expect(data.routerList.map((node) => [node.id, node.type])).toEqual(data.userInfo.systemIds.map((system) => [system.id, 0]));
    data.routerList.forEach(checkNode);
    const current = data.userInfo.systemIds.find((system) => system.currentSystem)!;
    expect(data.menuList).toEqual(data.routerList.find((node) => node.id === current.id)!.children);
  });

  it('gives built-in screens JNPF\'s view addresses, with enCode = the address with "/" → "."', async () => {
    const { data } = await jnpf<{ menuList: MenuEntry[] }>('GET', '/api/oauth/CurrentUser');
    const pages = data.menuList.flatMap((node) => node.children).filter((node) => node.type === 2);
    expect(pages.map((page) => page.urlAddress)).toEqual([
      'systemData/dictionary',
      'system/billRule',
      'system/area',
      'systemData/dataInterface',
      'permission/organize',
      'permission/position',
      'permission/user',
      'permission/role',
      'permission/group',
      'permission/authorize',
      'system/menu',
      'system/notice',
      'onlineDev/webDesign',
      'devTools/widgetGallery',
    ]);
    for (const page of pages) expect(page.enCode).toBe(page.urlAddress.replaceAll('/', '.'));
  });

  it('gives a released model\'s entry type 3, its propertyJson naming the model (moduleId) as JNPF\'s client opens it', async () => {
    const { data } = await jnpf<{ menuList: MenuEntry[] }>('GET', '/api/oauth/CurrentUser');
    const entry = data.menuList.flatMap((node) => node.children).find((node) => node.enCode === 'demo.purchaseRequest')!;
    const model = await server.app.kiln.db.selectFrom('base_visual_dev').select('id').where('en_code', '=', 'demo.purchaseRequest').executeTakeFirstOrThrow();
    expect([entry.type, JSON.parse(entry.propertyJson)]).toEqual([3, { moduleId: model.id }]);
    const config = await jnpf<{ formData: string; columnData: string }>('GET', `/api/visualdev/OnlineDev/${model.id}/Config`);
    expect(config.code).toBe(200);
    expect(typeof JSON.parse(config.data.formData)).toBe('object');
    expect(typeof JSON.parse(config.data.columnData)).toBe('object');
  });

  it('answers permissionList as [{modelId, button:[{enCode}], column, form}] per page', async () => {
    const { data } = await jnpf<{ permissionList: { modelId: string; button: { enCode: string }[]; column: unknown[]; form: unknown[] }[]; menuList: MenuEntry[] }>('GET', '/api/oauth/CurrentUser');
    const dictionary = data.menuList.flatMap((node) => node.children).find((node) => node.enCode === 'systemData.dictionary')!;
    const entry = data.permissionList.find((permission) => permission.modelId === dictionary.id)!;
    expect(entry.button.map((button) => button.enCode)).toEqual(['btn_add', 'btn_edit', 'btn_remove', 'btn_import', 'btn_export']);
    expect(entry.column).toEqual([]);
    expect(entry.form).toEqual([]);
  });
});

describe('the calls after the layout mounts', () => {
  it('SysConfig answers the password policy and mandatoryModificationOfInitialPassword', async () => {
    const result = await jnpf<Record<string, unknown>>('GET', '/api/system/SysConfig');
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ passwordStrengthLimit: 1, passwordLengthMin: 1, passwordLengthMinNumber: 6, mandatoryModificationOfInitialPassword: 1 });
    expect(result.data).not.toHaveProperty('adminIds');
  });

  it('updatePasswordMessage answers 200', async () => {
    expect((await jnpf('POST', '/api/oauth/updatePasswordMessage')).code).toBe(200);
  });

  it('BaseInfo reads and changes the own personal information', async () => {
    const before = await jnpf<{ account: string; realName: string }>('GET', '/api/permission/Users/Current/BaseInfo');
    expect(before.data).toMatchObject({ account: 'admin', realName: '管理员' });
    const changed = await jnpf('PUT', '/api/permission/Users/Current/BaseInfo', { realName: '系统管理员', gender: 1, mobilePhone: '13900000001', email: 'root@kiln.example' });
    expect(changed.code).toBe(200);
    expect((await jnpf('GET', '/api/permission/Users/Current/BaseInfo')).data).toMatchObject({ realName: '系统管理员', mobilePhone: '13900000001' });
  });

  it('SignImg lists and adds signature images', async () => {
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    expect((await jnpf('POST', '/api/permission/Users/Current/SignImg', { signImg: png, isDefault: 1 })).code).toBe(200);
    const list = await jnpf<{ signImg: string; isDefault: number }[]>('GET', '/api/permission/Users/Current/SignImg');
    // Stored as an image file: the client shows the link in <img src> as it showed the data URL.
    expect(list.data).toMatchObject([{ signImg: expect.stringMatching(/^\/api\/file\/Image\/\d+\?key=/), isDefault: 1 }]);
  });
});

describe('system data', () => {
  it('dictionary types at the top have parentId -1, and a new one may be written there', async () => {
    const types = await jnpf<{ list: { id: string; parentId: string }[] }>('GET', '/api/system/DictionaryType');
    expect(types.data.list.map((type) => type.parentId)).toEqual(['-1', '-1']);
    const created = await jnpf<{ id: string }>('POST', '/api/system/DictionaryType', { parentId: '-1', fullName: '顶层分类', enCode: 'topLevel', isTree: 0, sortCode: 9, description: '' });
    expect(created.code).toBe(200);
    expect((await jnpf<{ parentId: string }>('GET', `/api/system/DictionaryType/${created.data.id}`)).data.parentId).toBe('-1');
  });

  it('the dictionary cache holds, by JNPF\'s own codes, every dictionary its directory screens read', async () => {
    // getDictionaryData(code) in the client's views/permission, each code as it spells it.
    const codes = ['Education', 'EnterpriseNature', 'IndustryType', 'Nation', 'PositionType', 'Rank', 'certificateType', 'groupType', 'sex'];
    const all = (await jnpf<{ list: { enCode: string; dictionaryList?: unknown[] }[] }>('GET', '/api/system/DictionaryData/All')).data.list;
    for (const code of codes) expect(all.find((d) => d.enCode === code)?.dictionaryList?.length, code).toBeGreaterThan(0);
  });

  it('DictionaryData/{typeId}/Selector/{id} answers the type itself as list[0]; top-level items have parentId 0', async () => {
    const typeId = (await jnpf<{ list: { id: string; enCode: string }[] }>('GET', '/api/system/DictionaryData/All')).data.list.find((d) => d.enCode === 'sex')!.id;
    const selector = await jnpf<{ list: { id: string; fullName: string; children: { parentId: string }[] }[] }>('GET', `/api/system/DictionaryData/${typeId}/Selector/0`, { isTree: 1 });
    expect(selector.data.list).toHaveLength(1);
    expect(selector.data.list[0]).toMatchObject({ id: typeId, fullName: '性别' });
    expect(selector.data.list[0].children.every((item) => item.parentId === '0')).toBe(true);
  });

  it('exports at Action/Export (and Actions/Export) with a server-relative link that downloads once, without a token', async () => {
    const typeId = (await jnpf<{ list: { id: string; enCode: string }[] }>('GET', '/api/system/DictionaryData/All')).data.list.find((d) => d.enCode === 'sex')!.id;
    for (const action of ['Action', 'Actions']) {
      const exported = await jnpf<{ name: string; url: string }>('GET', `/api/system/DictionaryData/${typeId}/${action}/Export`);
      expect(exported.data.url).toMatch(/^\/api\/file\/Download\/export\/\d+\?ticket=/);
      const first = await fetch(server.baseUrl + exported.data.url);
      expect(first.status).toBe(200);
      expect(JSON.parse(await first.text())).toMatchObject({ category: { enCode: 'sex' } });
      const again = await fetch(server.baseUrl + exported.data.url);
      expect((await again.json()).code).toBe(404);
    }
  });

  it('imports at Action/Import (and Actions/Import) from multipart field file with only the Authorization header', async () => {
    const file = JSON.stringify({ format: 'kiln.dictionary', version: 1, category: { enCode: 'jnpfImport', fullName: '导入分类', isTree: 0, category: '1' }, items: [{ enCode: 'a', fullName: '甲' }] });
    for (const [action, code] of [['Action', 'jnpfImport'], ['Actions', 'jnpfImport2']]) {
      const form = new FormData();
      form.append('file', new Blob([file.replace('jnpfImport', code)]), `${code}.bdd`);
      expect((await jnpf('POST', `/api/system/DictionaryData/${action}/Import`, form)).code).toBe(200);
    }
  });

  it('bill rules: the list sends the category\'s name, creatorUser realName/account and the times; Info a string startNumber and a number digit', async () => {
    const list = await jnpf<{ list: Record<string, unknown>[] }>('GET', '/api/system/BillRule', { currentPage: 1, pageSize: 20, sort: 'desc', sidx: '' });
    const row = list.data.list.find((rule) => rule.enCode === 'salesOrder')!;
    const { realName } = (await jnpf<{ realName: string }>('GET', '/api/permission/Users/Current/BaseInfo')).data;
    expect(row).toMatchObject({ category: '销售', creatorUser: `${realName}/admin` });
    expect(typeof row.creatorTime).toBe('number');
    expect(typeof row.lastModifyTime).toBe('number');
    const info = await jnpf<{ startNumber: unknown; digit: unknown }>('GET', `/api/system/BillRule/${String(row.id)}`);
    expect(typeof info.data.startNumber).toBe('string');
    expect(typeof info.data.digit).toBe('number');
  });

  it('bill rules import .bb files at Action/Import', async () => {
    const file = JSON.stringify({ format: 'kiln.billRule', version: 1, exportedAt: 0, rule: { fullName: '合同', enCode: 'contract', categoryCode: 'sales', prefix: 'HT', dateFormat: 'yyyy', digit: 5, startNumber: '1', sortCode: 0, enabledMark: 1, description: '' } });
    const form = new FormData();
    form.append('file', new Blob([file]), 'contract.bb');
    expect((await jnpf('POST', '/api/system/BillRule/Action/Import', form)).code).toBe(200);
  });

  it('areas: Area/-1 lists the top with boolean hasChildren; Info has parentName; pickers and names by ids', async () => {
    const top = await jnpf<{ list: { id: string; hasChildren: unknown }[] }>('GET', '/api/system/Area/-1');
    expect(top.data.list.length).toBe(31);
    expect(top.data.list.every((area) => typeof area.hasChildren === 'boolean')).toBe(true);
    expect((await jnpf<{ parentName: string }>('GET', '/api/system/Area/440300/Info')).data.parentName).toBe('广东省');
    const picker = await jnpf<{ list: { id: string; fullName: string; isLeaf: boolean }[] }>('GET', '/api/system/Area/440000/Selector/0');
    expect(picker.data.list.find((area) => area.id === '440300')).toMatchObject({ fullName: '深圳市', isLeaf: false });
    expect((await jnpf('POST', '/api/system/Area/GetAreaByIds', { idsList: [['440000', '440300']] })).data).toEqual([['广东省', '深圳市']]);
  });
});
