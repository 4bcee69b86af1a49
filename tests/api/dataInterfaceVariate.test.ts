// Variates: CRUD, Info, Copy, Export, Selector, JNPF's per-interface list (the
// id decides between an interface's list and one variate), and a variate
// filling a parameter of another interface.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataInterfaceApi, dataInterfaceVariateApi } from '@core/api/dataInterface';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';
import { areaSql, interfaceCategory, sqlInterface, staticInterface } from './dataInterfaceFixtures';

let server: TestServer;
let admin: TestClient;
let interfaces: ReturnType<typeof dataInterfaceApi>;
let variates: ReturnType<typeof dataInterfaceVariateApi>;
let category: string;
let source: string;

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  interfaces = dataInterfaceApi(admin.call);
  variates = dataInterfaceVariateApi(admin.call);
  category = await interfaceCategory(server);
  source = (await interfaces.create(staticInterface(category, 'firstRegion'))).data.id;
});
afterAll(async () => {
  await server.close();
});

describe('variates', () => {
  it('creates, reads, updates, copies, exports and deletes a variate', async () => {
    const created = await variates.create({ interfaceId: source, fullName: 'regionName', field: 'fullName', description: '第一个地区' });
    expect(created.code).toBe(200);
    const id = created.data.id;
    expect((await variates.get(id)).data).toMatchObject({
      interfaceId: source,
      fullName: 'regionName',
      field: 'fullName',
      creatorUser: expect.stringContaining('admin'),
    });
    // GET …/{id}: a variate's id reads the variate; an interface's id lists its variates with their values.
    expect((await admin.call('GET', `/api/system/DataInterfaceVariate/${id}`)).data).toMatchObject({ id, fullName: 'regionName' });
    const listed = await variates.ofInterface(source);
    expect(listed.data.list).toEqual([expect.objectContaining({ id, fullName: 'regionName', value: '华东' })]);
    expect((await variates.ofInterface(source, { keyword: 'nothing' })).data.list).toEqual([]);
    expect((await admin.call('GET', '/api/system/DataInterfaceVariate/nothing-here')).code).toBe(404);
    expect((await variates.page({ interfaceId: source })).data.pagination.total).toBe(1);

    expect((await variates.update(id, { interfaceId: source, fullName: 'regionId', field: 'id', description: '' })).code).toBe(200);
    expect((await variates.ofInterface(source)).data.list[0]).toMatchObject({ fullName: 'regionId', value: '1' });
    const copy = await variates.copy(id);
    expect(copy.code).toBe(200);
    expect((await variates.get(copy.data.id)).data.fullName).toMatch(/^regionId_/);
    const exported = await variates.exportFile(id);
    expect(exported.data.name).toBe('regionId.bdv');
    const file = JSON.parse(await (await fetch(server.baseUrl + exported.data.url)).text()) as { variate: { fullName: string } };
    expect(file.variate.fullName).toBe('regionId');
    expect((await variates.remove(copy.data.id)).msg).toBe('删除成功');
    expect((await variates.get(copy.data.id)).code).toBe(404);
  });

  it('refuses a taken name, a system variable and an unknown interface', async () => {
    expect((await variates.create({ interfaceId: source, fullName: 'regionId', field: 'id', description: '' })).msg).toBe('变量名@regionId已存在');
    expect((await variates.create({ interfaceId: source, fullName: 'user', field: 'id', description: '' })).msg).toBe('@user是系统变量');
    expect((await variates.create({ interfaceId: 'nope', fullName: 'other', field: 'id', description: '' })).msg).toBe('数据接口不存在');
    expect((await variates.create({ interfaceId: source, fullName: 'bad name', field: 'id', description: '' })).code).toBe(400);
  });

  it('lists variates grouped by interface in the Selector', async () => {
    const selector = await variates.selector();
    const group = selector.data.list.find((entry) => entry.id === source);
    expect(group).toMatchObject({ fullName: '接口firstRegion', children: [expect.objectContaining({ fullName: 'regionId', field: 'id' })] });
  });

  it('fills a parameter of another interface, and a statement citing it as @name', async () => {
    // The first area's code, as a variate, picks that area.
    const firstArea = (await interfaces.create(sqlInterface(category, 'firstArea', `${areaSql} order by en_code limit 1`))).data.id;
    expect((await variates.create({ interfaceId: firstArea, fullName: 'firstAreaCode', field: 'enCode', description: '' })).code).toBe(200);
    const [expected] = (await interfaces.preview(firstArea)).data;
    const parameters = [{ field: 'code', fieldName: '编码', dataType: 'varchar', required: 1, defaultValue: '@firstAreaCode' }];
    const byDefault = (
      await interfaces.create(sqlInterface(category, 'areaByVariate', `${areaSql} where en_code = {code}`, { parameterJson: JSON.stringify(parameters) }))
    ).data.id;
    expect((await interfaces.preview(byDefault)).data).toEqual([expected]);
    const inline = (await interfaces.create(sqlInterface(category, 'areaByInline', `${areaSql} where en_code = @firstAreaCode`))).data.id;
    expect((await interfaces.preview(inline)).data).toEqual([expected]);
    const unknown = (await interfaces.create(sqlInterface(category, 'areaByUnknown', `${areaSql} where en_code = @noSuchVariate`))).data.id;
    expect((await interfaces.preview(unknown)).msg).toBe('变量「@noSuchVariate」不存在');
    const mine = (await interfaces.create(sqlInterface(category, 'mine', `select @user as "id", @userAccount as "fullName" from base_area limit 1`))).data.id;
    const adminId = (await server.app.kiln.db.selectFrom('base_user').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow()).id;
    expect((await interfaces.preview(mine)).data).toEqual([{ id: adminId, fullName: 'admin' }]);
  });

  it('is managed only by holders of the data-interface screen', async () => {
    const member = await memberOf(server, 'zhaolei');
    const theirs = dataInterfaceVariateApi(member.call);
    expect((await theirs.ofInterface(source)).code).toBe(403);
    expect((await theirs.create({ interfaceId: source, fullName: 'sneaky', field: 'id', description: '' })).code).toBe(403);
    expect((await theirs.selector()).code).toBe(403);
  });
});
