// What a data interface must never do: write, run two statements, read a table
// off the allow-list or on the hard deny list, let a parameter become SQL, run
// past its time, reach private addresses, or answer a caller without the right.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataInterfaceApi } from '@core/api/dataInterface';
import { visualDevApi } from '@core/api/visualdev';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';
import { areaSql, httpInterface, interfaceCategory, sqlInterface } from './dataInterfaceFixtures';
import { claimInput } from './modelFixtures';

let server: TestServer;
let admin: TestClient;
let api: ReturnType<typeof dataInterfaceApi>;
let category: string;
let code = 0;

/** Saves an interface straight into the table, as if an older check had let it through: the call must still refuse it. */
async function storedSql(sql: string): Promise<string> {
  const input = sqlInterface(category, `raw${(code += 1)}`, 'select 1');
  const id = `raw-${code}`;
  await server.app.kiln.db
    .insertInto('base_data_interface')
    .values({
      id,
      full_name: input.fullName,
      en_code: input.enCode,
      category,
      type: 1,
      action: 3,
      has_page: 0,
      sort_code: 0,
      enabled_mark: 1,
      description: '',
      data_config_json: JSON.stringify({ sqlData: { sql } }),
      data_count_json: '',
      data_echo_json: '',
      field_json: input.fieldJson,
      parameter_json: '[]',
      revision: 1,
      creator_user_id: 'admin',
      created_at: Date.now(),
      last_modify_user_id: null,
      updated_at: null,
    })
    .execute();
  return id;
}

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  api = dataInterfaceApi(admin.call);
  category = await interfaceCategory(server);
});
afterAll(async () => {
  await server.close();
});

const postgres = () => server.app.kiln.dialect === 'postgres';

describe('SQL that writes or does more than one thing', () => {
  const writers = [
    "insert into base_area (id) values ('x')",
    "update base_area set full_name = 'x'",
    'delete from base_area',
    'drop table base_area',
    'with gone as (delete from base_area returning id) select * from gone',
    'select 1; select 2',
    'select 1; delete from base_area',
  ];

  it('is refused at save', async () => {
    for (const sql of writers) {
      const saved = await api.create(sqlInterface(category, `w${(code += 1)}`, sql));
      expect(saved.code, sql).toBe(400);
      expect(saved.msg, sql).toMatch(/SQL接口/);
    }
  });

  it('is refused at call too, for a row stored around the save checks', async () => {
    const before = await server.app.kiln.db
      .selectFrom('base_area')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const sql of writers) {
      const called = await api.preview(await storedSql(sql));
      expect(called.code, sql).toBe(400);
    }
    const after = await server.app.kiln.db
      .selectFrom('base_area')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('tables', () => {
  it('refuses a table off the allow-list, and the hard-denied ones even when allowed', async () => {
    const roles = (await api.create(sqlInterface(category, 'roles', 'select id as "id", full_name as "fullName" from base_role'))).data.id;
    expect((await api.preview(roles)).msg).toBe('数据表「base_role」不在允许数据接口读取的表中');
    const users = (await api.create(sqlInterface(category, 'users', 'select u.id as "id", u.account as "fullName" from base_area a join base_user u on 1 = 1')))
      .data.id;
    const sessions = (await api.create(sqlInterface(category, 'sessions', 'select id as "id" from base_session'))).data.id;
    expect((await admin.call('PUT', '/api/system/SysConfig', { dataInterfaceTables: ['base_area', 'base_role', 'base_user', 'base_session'] })).code).toBe(200);
    expect((await api.preview(roles)).code).toBe(200);
    expect((await api.preview(users)).msg).toMatch(/base_user/);
    expect((await api.preview(sessions)).msg).toMatch(/base_session/);
    expect((await api.preview(users)).data).toBeNull();
    expect((await api.create(sqlInterface(category, 'schema', 'select name as "id" from sqlite_master'))).msg).toBe('SQL接口不能读取「sqlite_master」');
    // A quoted name is the same name.
    expect((await api.create(sqlInterface(category, 'quoted', 'select name as "id" from "sqlite_master"'))).msg).toBe('SQL接口不能读取「sqlite_master」');
    const settingRole = `select "set_config"('role', 'none', false) as "id" from base_area`;
    expect((await api.create(sqlInterface(category, 'setRole', settingRole))).msg).toBe('SQL接口不能读取「set_config」');
    await admin.call('PUT', '/api/system/SysConfig', {
      dataInterfaceTables: ['base_dictionary_data', 'base_dictionary_type', 'base_area', 'base_organize', 'base_position'],
    });
    expect((await api.preview(roles)).msg).toBe('数据表「base_role」不在允许数据接口读取的表中');
  });
});

describe('parameters', () => {
  it('binds an injection attempt as a plain value', async () => {
    const parameters = [{ field: 'name', fieldName: '名称', dataType: 'varchar', required: 0, defaultValue: '' }];
    const byName = `${areaSql} where full_name = {name}`;
    const id = (await api.create(sqlInterface(category, 'byName', byName, { parameterJson: JSON.stringify(parameters) }))).data.id;
    const attack = "' OR 1=1; DROP TABLE base_area --";
    const rows = await api.preview(id, { paramList: [{ field: 'name', defaultValue: attack }] });
    expect(rows.code).toBe(200);
    expect(rows.data).toEqual([]);
    // A token inside a literal stays text: it is no parameter.
    const literal = (
      await api.create(
        sqlInterface(category, 'literal', `select '{name}' as "id", '@user' as "fullName" from base_area limit 1`, {
          parameterJson: JSON.stringify(parameters),
        }),
      )
    ).data.id;
    expect((await api.preview(literal, { paramList: [{ field: 'name', defaultValue: attack }] })).data).toEqual([{ id: '{name}', fullName: '@user' }]);
    // The value comes back as the literal it is.
    const echo = (
      await api.create(sqlInterface(category, 'echo', `select {name} as "id" from base_area limit 1`, { parameterJson: JSON.stringify(parameters) }))
    ).data.id;
    expect((await api.preview(echo, { paramList: [{ field: 'name', defaultValue: attack }] })).data).toEqual([{ id: attack }]);
    expect((await server.app.kiln.db.selectFrom('base_area').select('id').limit(1).execute()).length).toBe(1);
    // The keyword of a list is bound too.
    const areas = (await api.create(sqlInterface(category, 'kw', areaSql))).data.id;
    const listed = await api.list(areas, { keyword: "%' OR '1'='1", relationField: 'fullName' });
    expect(listed.data.pagination.total).toBe(0);
  });
});

describe('time', () => {
  it('stops a slow statement at the timeout and keeps answering', async () => {
    await admin.call('PUT', '/api/system/SysConfig', { dataInterfaceTimeoutMs: 3000 });
    const slow = postgres()
      ? 'select pg_sleep(5) as "id" from base_area limit 1'
      : 'with recursive n(i) as (select 1 union all select i + 1 from n) select count(*) as "id" from n where i > 0 and exists (select 1 from base_area)';
    const id = (await api.create(sqlInterface(category, 'slow', slow))).data.id;
    const areas = (await api.create(sqlInterface(category, 'afterSlow', `${areaSql} limit 2`))).data.id;
    // While the slow statement runs, another call is answered first: one slow interface holds up no one.
    // The timeout leaves the quick call seconds, not milliseconds, so a loaded machine does not reorder them.
    const order: string[] = [];
    const slowCall = api.preview(id).then((answer) => (order.push('slow'), answer));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const quick = await api.preview(areas);
    order.push('quick');
    expect(quick.data).toHaveLength(2);
    expect((await slowCall).msg).toBe('数据接口超时（3000毫秒）');
    expect(order).toEqual(['quick', 'slow']);
    expect((await api.preview(areas)).data).toHaveLength(2);
    await admin.call('PUT', '/api/system/SysConfig', { dataInterfaceTimeoutMs: 5000 });
  });
});

describe('HTTP addresses', () => {
  it('refuses loopback, private and link-local addresses by default, and hosts off the list', async () => {
    const targets = ['127.0.0.1', '10.0.0.1', '169.254.169.254', '[::1]'];
    await admin.call('PUT', '/api/system/SysConfig', { dataInterfaceHosts: [...targets, 'localhost'] });
    for (const host of targets) {
      const id = (await api.create(httpInterface(category, `h${(code += 1)}`, `http://${host}/latest/meta-data`))).data.id;
      const called = await api.preview(id);
      expect(called.msg, host).toBe(`数据接口不能访问内网或本机地址（${host.replace(/^\[|\]$/g, '')}）`);
    }
    // A name that resolves to loopback is checked after resolution.
    const named = (await api.create(httpInterface(category, 'named', 'http://localhost/x'))).data.id;
    expect((await api.preview(named)).msg).toBe('数据接口不能访问内网或本机地址（localhost）');
    const elsewhere = (await api.create(httpInterface(category, 'elsewhere', 'http://example.com/x'))).data.id;
    expect((await api.preview(elsewhere)).msg).toBe('主机「example.com」不在允许数据接口访问的主机中');
    await admin.call('PUT', '/api/system/SysConfig', { dataInterfaceHosts: [] });
  });
});

describe('who may call', () => {
  it('refuses a member without the right, and lets them once a released model they hold cites the interface', async () => {
    const id = (await api.create(sqlInterface(category, 'cited', `${areaSql} limit 3`))).data.id;
    const member = await memberOf(server, 'zhaolei');
    const theirs = dataInterfaceApi(member.call);
    expect((await theirs.preview(id)).code).toBe(403);
    expect((await theirs.list(id, { keyword: '' })).code).toBe(403);
    expect((await theirs.infoByIds(id, { ids: ['1'], propsValue: 'id' })).code).toBe(403);
    expect((await theirs.page()).code).toBe(403);

    const models = visualDevApi(admin.call);
    const input = await claimInput(server, 'claimCites', 'ext_claim_cites');
    input.design.list = {
      ...input.design.list,
      type: 2,
      tree: { source: 'dataInterface', interfaceId: id, labelField: 'fullName', valueField: 'id', field: 'kind' },
    };
    const modelId = (await models.create(input)).data.id;
    const released = await models.release(modelId, { pcModuleParentId: 'menu-devtools' });
    expect(released.code, released.msg).toBe(200);
    const { db, grants } = server.app.kiln;
    const user = await db.selectFrom('base_user').select('id').where('account', '=', 'zhaolei').executeTakeFirstOrThrow();
    await db
      .insertInto('base_authorize')
      .values({ id: `grant-${id}`, item_type: 'module', item_id: released.data.menuIds[0], object_type: 'User', object_id: user.id })
      .execute();
    await grants.changed([user.id]);
    expect((await theirs.preview(id)).data).toHaveLength(3);
    expect((await theirs.list(id, { keyword: '', pageSize: 2 })).data.pagination.total).toBe(3);
    // Only that interface: another stays closed, and so does managing them.
    const other = (await api.create(sqlInterface(category, 'uncited', areaSql))).data.id;
    expect((await theirs.preview(other)).code).toBe(403);
    expect((await theirs.remove(id)).code).toBe(403);
  });
});
