// Data interfaces: management (CRUD, validation, State, Copy, Export → Import,
// GetParam, getList, Selector, Log) and calls on SQL, static and HTTP interfaces.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataInterfaceApi } from '@core/api/dataInterface';
import { startAsAdmin, type TestClient, type TestServer } from './harness';
import { areaSql, httpInterface, interfaceCategory, sqlInterface, staticInterface, staticRows } from './dataInterfaceFixtures';

let server: TestServer;
let admin: TestClient;
let api: ReturnType<typeof dataInterfaceApi>;
let category: string;
let source: http.Server;
let sourcePort: number;
let lastSourceRequest: { url: string; headers: http.IncomingHttpHeaders } | null = null;

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  api = dataInterfaceApi(admin.call);
  category = await interfaceCategory(server);
  // A real HTTP source on loopback: answers rows under data.list, echoing the query it was sent.
  source = http.createServer((request, response) => {
    lastSourceRequest = { url: request.url ?? '', headers: request.headers };
    const url = new URL(request.url ?? '/', 'http://x');
    const rows = [
      { id: 'a', fullName: `甲${url.searchParams.get('q') ?? ''}` },
      { id: 'b', fullName: '乙' },
      { id: 'c', fullName: '丙' },
    ];
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ code: 200, data: { list: rows } }));
  });
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
  sourcePort = (source.address() as AddressInfo).port;
});
afterAll(async () => {
  source.close();
  await server.close();
});

describe('management', () => {
  it('creates, reads, lists, updates, toggles, copies and deletes an interface', async () => {
    const created = await api.create(sqlInterface(category, 'areas', areaSql));
    expect(created.code).toBe(200);
    const id = created.data.id;
    expect((await api.get(id)).data).toMatchObject({ enCode: 'areas', type: 1, action: 3, enabledMark: 1 });
    const page = await api.page({ keyword: 'areas' });
    expect(page.data.list).toHaveLength(1);
    expect(page.data.list[0]).toMatchObject({ id, categoryName: '通用', creatorUser: expect.stringContaining('admin') });
    expect((await api.update(id, sqlInterface(category, 'areas', areaSql, { description: '地区' }))).code).toBe(200);
    expect((await api.get(id)).data.description).toBe('地区');
    expect((await api.toggle(id)).data.enabledMark).toBe(0);
    expect((await api.preview(id)).msg).toBe('数据接口「接口areas」已禁用');
    expect((await api.toggle(id)).data.enabledMark).toBe(1);
    const copy = await api.copy(id);
    expect(copy.code).toBe(200);
    const copied = (await api.get(copy.data.id)).data;
    expect(copied).toMatchObject({ enabledMark: 0, dataConfigJson: JSON.stringify({ sqlData: { sql: areaSql } }) });
    expect(copied.enCode).not.toBe('areas');
    expect((await api.remove(copy.data.id)).msg).toBe('删除成功');
    expect((await api.get(copy.data.id)).code).toBe(404);
  });

  it('refuses what is not a valid interface, with the reason', async () => {
    expect((await api.create(sqlInterface(category, 'areas', areaSql))).msg).toBe('接口编码已存在');
    expect((await api.create(sqlInterface('nope', 'x1', areaSql))).msg).toBe('接口分类不存在');
    expect((await api.create(sqlInterface(category, 'x2', 'select * from base_area where id = {missing}'))).msg).toBe('接口没有参数「missing」');
    expect((await api.create(sqlInterface(category, 'x3', 'select * from base_area where id = ?'))).msg).toBe('请用{参数名}引用参数，不要直接写占位符');
    expect((await api.create(sqlInterface(category, 'x4', areaSql, { action: 1 }))).msg).toBe('SQL接口只能查询');
    expect((await api.create(sqlInterface(category, 'x5', areaSql, { fieldJson: '[{"field":"a b"}]' }))).msg).toContain('字段名「a b」无效');
    expect((await api.create(staticInterface(category, 'x6', { not: 'rows' }))).msg).toBe('静态数据无效：[]');
    expect((await api.create(httpInterface(category, 'x7', 'file:///etc/passwd'))).msg).toBe('接口地址必须是http或https地址');
    const badParams = sqlInterface(category, 'x8', areaSql, { parameterJson: '[{"field":"a","dataType":"blob"}]' });
    expect((await api.create(badParams)).msg).toBe('参数「a」的类型无效');
    expect((await api.create({ ...sqlInterface(category, 'x9', areaSql), fullName: '' })).code).toBe(400);
  });

  it('exports a .bd file and imports it back, refusing a duplicate', async () => {
    const id = (await api.create(staticInterface(category, 'regions'))).data.id;
    const exported = await api.exportFile(id);
    expect(exported.data.name).toBe('regions.bd');
    const file = await (await fetch(server.baseUrl + exported.data.url)).text();
    expect(JSON.parse(file)).toMatchObject({ format: 'kiln.dataInterface', id, interface: { enCode: 'regions', categoryCode: 'common' } });
    const form = () => {
      const data = new FormData();
      data.append('file', new Blob([file]), 'regions.bd');
      return data;
    };
    const duplicate = (await (await admin.raw('POST', '/api/system/DataInterface/Actions/Import', { body: form() })).json()) as { msg: string };
    expect(duplicate.msg).toBe('数据接口已存在');
    expect((await api.remove(id)).code).toBe(200);
    const imported = (await (await admin.raw('POST', '/api/system/DataInterface/Action/Import', { body: form() })).json()) as {
      code: number;
      data: { id: string };
    };
    expect(imported.code).toBe(200);
    expect(imported.data.id).toBe(id);
    expect((await api.get(id)).data).toMatchObject({ enCode: 'regions', type: 2, category });
    const singular = (await admin.call<{ url: string }>('GET', `/api/system/DataInterface/${id}/Action/Export`)).data;
    expect(singular.url).toContain('?');
  });

  it('serves GetParam, getList and the Selector grouped by category', async () => {
    const parameters = [{ field: 'code', fieldName: '编码', dataType: 'varchar', required: 1, defaultValue: '' }];
    const id = (await api.create(sqlInterface(category, 'areaByCode', `${areaSql} where en_code = {code}`, { parameterJson: JSON.stringify(parameters) }))).data
      .id;
    expect((await api.getParam(id)).data).toEqual(parameters);
    const choices = await api.choices({ keyword: 'areaByCode' });
    expect(choices.data.list.map((row) => row.id)).toEqual([id]);
    const selector = await api.selector();
    const group = selector.data.list.find((entry) => entry.id === category);
    expect(group?.fullName).toBe('通用');
    expect(group?.children.find((child) => child.id === id)).toMatchObject({ enCode: 'areaByCode', type: 1, parameterJson: JSON.stringify(parameters) });
  });
});

describe('calls', () => {
  let areas: string;
  let areaCount: number;
  beforeAll(async () => {
    areas = (await api.create(sqlInterface(category, 'areaCalls', `${areaSql} order by en_code`))).data.id;
    const counted = await server.app.kiln.db
      .selectFrom('base_area')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    areaCount = Number(counted.n);
  });

  it('previews, pages in SQL with a keyword, and picks rows by id on a SQL interface', async () => {
    const all = await api.preview(areas);
    expect(all.code).toBe(200);
    expect(all.data).toHaveLength(areaCount);
    const page = await api.list(areas, { currentPage: 2, pageSize: 5, keyword: '', relationField: 'fullName' });
    expect(page.data.pagination).toEqual({ currentPage: 2, pageSize: 5, total: areaCount });
    expect(page.data.list).toEqual(all.data.slice(5, 10));
    const someone = all.data[3] as { id: string; fullName: string };
    const found = await api.list(areas, { keyword: someone.fullName, relationField: 'fullName', pageSize: 50 });
    expect(found.data.list.every((row) => String(row.fullName).includes(someone.fullName))).toBe(true);
    expect(found.data.list.map((row) => row.id)).toContain(someone.id);
    const byIds = await api.infoByIds(areas, { ids: [someone.id, 'nope'], propsValue: 'id' });
    expect(byIds.data).toEqual([someone]);
    expect((await api.list(areas, { keyword: 'x', relationField: 'full_name; drop table x' })).msg).toBe('字段「full_name; drop table x」不在接口字段中');
    expect((await api.infoByIds(areas, { ids: ['1'], propsValue: 'password' })).msg).toBe('字段「password」不在接口字段中');
  });

  it('binds typed parameters and refuses undeclared or missing ones', async () => {
    const parameters = [
      { field: 'code', fieldName: '编码', dataType: 'varchar', required: 1, defaultValue: '' },
      { field: 'size', fieldName: '数量', dataType: 'int', required: 0, defaultValue: '3' },
    ];
    const id = (
      await api.create(
        sqlInterface(category, 'areaParams', `${areaSql} where en_code >= {code} order by en_code limit {size}`, { parameterJson: JSON.stringify(parameters) }),
      )
    ).data.id;
    const rows = await api.preview(id, { paramList: [{ field: 'code', defaultValue: '11' }] });
    expect(rows.data).toHaveLength(3);
    expect(
      (
        await api.preview(id, {
          paramList: [
            { field: 'code', defaultValue: '11' },
            { field: 'size', defaultValue: '1' },
          ],
        })
      ).data,
    ).toHaveLength(1);
    expect(
      (
        await api.preview(id, {
          paramList: [
            { field: 'code', defaultValue: '11' },
            { field: 'size', defaultValue: 'many' },
          ],
        })
      ).msg,
    ).toBe('参数「size」的值不是int');
    // The count leaves out only a closing ORDER BY: a LIMIT after it still counts.
    const limited = await api.list(id, { pageSize: 2, paramList: [{ field: 'code', defaultValue: '11' }] });
    expect(limited.data.pagination.total).toBe(3);
    expect(limited.data.list).toEqual(rows.data.slice(0, 2));
    // A parameter in the ORDER BY the count leaves out: the count's placeholders are numbered without it.
    const rankedSql = `${areaSql} where en_code >= {code} order by case when en_code = {code} then 0 else 1 end, en_code`;
    const ranked = (await api.create(sqlInterface(category, 'areaRanked', rankedSql, { parameterJson: JSON.stringify(parameters.slice(0, 1)) }))).data.id;
    const code = [{ field: 'code', defaultValue: '11' }];
    const matching = ((await api.preview(ranked, { paramList: code })).data as { enCode: string }[]).filter((row) => row.enCode.includes('1'));
    const rankedPage = await api.list(ranked, { pageSize: 2, keyword: '1', relationField: 'enCode', paramList: code });
    expect(rankedPage.data.pagination.total).toBe(matching.length);
    expect(rankedPage.data.list).toEqual(matching.slice(0, 2));
    expect((await api.preview(id)).msg).toBe('参数「编码」必填');
    expect((await api.preview(id, { paramList: [{ field: 'other', defaultValue: '1' }] })).msg).toBe('接口没有参数「other」');
  });

  it('pages, filters and picks static rows, keeping the tree in Preview', async () => {
    const id = (await api.create(staticInterface(category, 'staticTree'))).data.id;
    expect((await api.preview(id)).data).toEqual(staticRows);
    const page = await api.list(id, { keyword: '北', relationField: 'fullName', pageSize: 10 });
    expect(page.data).toEqual({
      list: [
        { id: '21', fullName: '北京' },
        { id: '2', fullName: '华北' },
      ].reverse(),
      pagination: { currentPage: 1, pageSize: 10, total: 2 },
    });
    expect((await api.infoByIds(id, { ids: ['12', 21], propsValue: 'id' })).data).toEqual([
      { id: '12', fullName: '杭州' },
      { id: '21', fullName: '北京' },
    ]);
  });

  it('calls an HTTP source on an allowed host, binding parameters into the URL', async () => {
    const parameters = [{ field: 'q', fieldName: '查询', dataType: 'varchar', required: 0, defaultValue: '' }];
    const url = `http://127.0.0.1:${sourcePort}/rows?q={q}`;
    const id = (
      await api.create(
        httpInterface(category, 'httpRows', url, {
          parameterJson: JSON.stringify(parameters),
          dataConfigJson: JSON.stringify({
            apiData: { url, method: 1, header: [{ field: 'x-user', value: '@userAccount' }], query: [], body: '', rowsPath: 'data.list' },
          }),
        }),
      )
    ).data.id;
    // Refused until the host is allowed, then until private addresses are.
    expect((await api.preview(id)).msg).toBe('主机「127.0.0.1」不在允许数据接口访问的主机中');
    expect((await admin.call('PUT', '/api/system/SysConfig', { dataInterfaceHosts: [`127.0.0.1:${sourcePort}`] })).code).toBe(200);
    expect((await api.preview(id)).msg).toBe('数据接口不能访问内网或本机地址（127.0.0.1）');
    expect((await admin.call('PUT', '/api/system/SysConfig', { dataInterfaceAllowPrivateAddresses: true })).code).toBe(200);
    const rows = await api.preview(id, { paramList: [{ field: 'q', defaultValue: "x&y=' OR 1=1" }] });
    expect(rows.code).toBe(200);
    expect(rows.data[0]).toEqual({ id: 'a', fullName: "甲x&y=' OR 1=1" });
    expect(lastSourceRequest?.headers['x-user']).toBe('admin');
    const page = await api.list(id, { keyword: '乙', relationField: 'fullName' });
    expect(page.data).toEqual({ list: [{ id: 'b', fullName: '乙' }], pagination: { currentPage: 1, pageSize: 20, total: 1 } });
    expect((await api.infoByIds(id, { ids: ['c'], propsValue: 'id' })).data).toEqual([{ id: 'c', fullName: '丙' }]);
    await admin.call('PUT', '/api/system/SysConfig', { dataInterfaceHosts: [], dataInterfaceAllowPrivateAddresses: false });
  });

  it('logs each call with its caller, duration and outcome, paged in SQL', async () => {
    const id = (await api.create(staticInterface(category, 'logged'))).data.id;
    await api.preview(id);
    await api.list(id, { keyword: '', currentPage: 1, pageSize: 5 });
    await api.preview(id, { paramList: [{ field: 'nope', defaultValue: 1 }] });
    const log = await api.log(id, { currentPage: 1, pageSize: 2 });
    expect(log.code).toBe(200);
    expect(log.data.pagination.total).toBe(3);
    expect(log.data.list).toHaveLength(2);
    expect(log.data.list[0]).toMatchObject({ invokType: 0, message: '接口没有参数「nope」', userName: expect.stringContaining('/admin') });
    expect(log.data.list[1]).toMatchObject({ invokType: 1, invokIp: expect.any(String) });
    expect(log.data.list[1].invokWasteTime).toBeGreaterThanOrEqual(0);
    expect((await api.log(id, { keyword: 'nope' })).data.pagination.total).toBe(1);
  });
});

describe('system configuration', () => {
  it('accepts the data-interface keys with validation, for administrators', async () => {
    expect((await admin.call('PUT', '/api/system/SysConfig', { dataInterfaceTimeoutMs: 5 })).code).toBe(400);
    expect((await admin.call('PUT', '/api/system/SysConfig', { dataInterfaceTables: ['base_area; drop'] })).code).toBe(400);
    expect((await admin.call('PUT', '/api/system/SysConfig', { dataInterfaceMaxRows: 500 })).code).toBe(200);
    const read = await admin.call<Record<string, unknown>>('GET', '/api/system/SysConfig');
    expect(read.data).toMatchObject({ dataInterfaceMaxRows: 500, dataInterfaceTimeoutMs: 5000, dataInterfaceAllowPrivateAddresses: false });
    await admin.call('PUT', '/api/system/SysConfig', { dataInterfaceMaxRows: 10_000 });
  });
});

describe('the API document', () => {
  it("lists every data-interface row of the endpoint table, and JNPF's singular transfer paths", async () => {
    const { apiDocument } = await import('./apiDocument');
    const document = await apiDocument(server);
    const rows = [
      'GET /api/system/DataInterface',
      'POST /api/system/DataInterface',
      'GET /api/system/DataInterface/{id}',
      'PUT /api/system/DataInterface/{id}',
      'DELETE /api/system/DataInterface/{id}',
      'PUT /api/system/DataInterface/{id}/Actions/State',
      'POST /api/system/DataInterface/{id}/Actions/Copy',
      'POST /api/system/DataInterface/{id}/Actions/Preview',
      'GET /api/system/DataInterface/{id}/Actions/Export',
      'GET /api/system/DataInterface/{id}/Action/Export',
      'POST /api/system/DataInterface/Actions/Import',
      'POST /api/system/DataInterface/Action/Import',
      'POST /api/system/DataInterface/{id}/Actions/List',
      'POST /api/system/DataInterface/{id}/Actions/InfoByIds',
      'GET /api/system/DataInterface/GetParam/{id}',
      'GET /api/system/DataInterface/getList',
      'GET /api/system/DataInterface/Selector',
      'GET /api/system/DataInterfaceLog/{id}',
      'GET /api/system/DataInterfaceVariate/Selector',
      'GET /api/system/DataInterfaceVariate',
      'POST /api/system/DataInterfaceVariate',
      'GET /api/system/DataInterfaceVariate/{id}',
      'PUT /api/system/DataInterfaceVariate/{id}',
      'DELETE /api/system/DataInterfaceVariate/{id}',
      'GET /api/system/DataInterfaceVariate/{id}/Info',
      'POST /api/system/DataInterfaceVariate/{id}/Actions/Copy',
      'GET /api/system/DataInterfaceVariate/{id}/Actions/Export',
      'GET /api/system/DataInterfaceVariate/{id}/Action/Export',
      'PUT /api/system/SysConfig',
    ];
    const missing = rows.filter((row) => {
      const [method, path] = row.split(' ');
      return !document.paths[path]?.[method.toLowerCase()];
    });
    expect(missing).toEqual([]);
  });
});
