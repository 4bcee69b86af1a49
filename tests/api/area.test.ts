// Areas (spec 02 §7.9): China's divisions by GB/T 2260 code, loaded a level at
// a time, searchable, editable, with enable/disable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaApi, type AreaInput } from '@core/api/area';
import { adminPassword, memberOf, startServer, type TestClient, type TestServer } from './harness';

let server: TestServer;
let admin: TestClient;
let api: ReturnType<typeof areaApi>;

beforeAll(async () => {
  server = await startServer();
  admin = server.client();
  await admin.signIn('admin', adminPassword);
  api = areaApi(admin.call);
});
afterAll(async () => {
  await server.close();
});

const input = (overrides: Partial<AreaInput> = {}): AreaInput => ({ parentId: '110101', fullName: '示范街道', enCode: '110101001', sortCode: 1, enabledMark: 1, description: '', ...overrides });

describe('area tree', () => {
  it('starts with the provinces, by GB/T 2260 code', async () => {
    const { data } = await api.children();
    expect(data.list).toHaveLength(31);
    expect(data.list[0]).toMatchObject({ id: '110000', fullName: '北京市', isLeaf: false, hasChildren: true, type: 1 });
  });

  it('loads one level at a time down to the districts', async () => {
    const cities = (await api.children('440000')).data.list;
    const shenzhen = cities.find((c) => c.fullName === '深圳市')!;
    expect(shenzhen.id).toBe('440300');
    const districts = (await api.children(shenzhen.id)).data.list;
    expect(districts.map((d) => d.fullName)).toContain('南山区');
    expect(districts.every((d) => d.isLeaf)).toBe(true);
  });

  it('searches every level by name or code', async () => {
    expect((await api.children('-1', { keyword: '南山区' })).data.list.map((a) => a.id)).toContain('440305');
    expect((await api.children('-1', { keyword: '440305' })).data.list.map((a) => a.fullName)).toEqual(['南山区']);
  });

  it('names id paths for stored cascader values', async () => {
    expect((await api.namesByIds([['440000', '440300', '440305'], ['110000']])).data).toEqual([['广东省', '深圳市', '南山区'], ['北京市']]);
  });
});

describe('area changes', () => {
  it('adds an area below a district, with its code as id, and edits it', async () => {
    const created = await api.create(input());
    expect(created).toMatchObject({ code: 200, data: { id: '110101001' } });
    expect((await api.get('110101').then((r) => r.data.hasChildren))).toBe(true);
    expect((await api.update('110101001', input({ fullName: '示范街道二', enCode: '999' }))).code).toBe(200);
    expect((await api.get('110101001')).data).toMatchObject({ fullName: '示范街道二', enCode: '110101001', parentId: '110101' });
  });

  it.each([
    [{ fullName: '' }, '请输入区域名称'],
    [{ fullName: '坏$名' }, '名称不能含有特殊符号'],
    [{ enCode: 'abc' }, '编码只能输入数字'],
    [{ enCode: '' }, '请输入区域编码'],
    [{ parentId: '' }, '请选择上级区域'],
    [{ parentId: '000000' }, '上级区域不存在'],
    [{ enCode: '110000' }, '区域编码已存在'],
    [{ fullName: '示范街道二', enCode: '110101002' }, '同级下已有同名区域'],
  ])('refuses %j', async (overrides, message) => {
    const result = await api.create(input({ enCode: '110101777', fullName: '另一个', ...overrides }));
    expect(result.code).toBe(400);
    expect(result.msg).toBe(message);
  });

  it('disables an area, which leaves the pickers', async () => {
    expect((await api.toggle('110101001')).data.enabledMark).toBe(0);
    expect((await api.selector('110101')).data.list.map((a) => a.id)).not.toContain('110101001');
    expect((await api.children('110101')).data.list.map((a) => a.id)).toContain('110101001');
  });

  it('refuses to delete an area with children, and deletes a leaf', async () => {
    expect((await api.remove('110101')).msg).toBe('该区域下有子区域，不能删除');
    expect((await api.remove('110101001')).msg).toBe('删除成功');
    expect((await api.get('110101001')).code).toBe(404);
  });

  it('keeps members to reading', async () => {
    const member = await memberOf(server, 'hetao');
    const memberApi = areaApi(member.call);
    expect((await memberApi.children()).code).toBe(200);
    expect((await memberApi.create(input({ enCode: '110101888' }))).code).toBe(403);
  });
});
