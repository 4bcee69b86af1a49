import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataInterfaceApi } from '@core/api/dataInterface';
import { visualDevApi } from '@core/api/visualdev';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';
import { areaSql, interfaceCategory, sqlInterface } from './dataInterfaceFixtures';
import { claimInput } from './modelFixtures';

let server: TestServer;
let admin: TestClient;
let api: ReturnType<typeof dataInterfaceApi>;
let category: string;
let code = 0;
const pg = () => server.app.kiln.dialect === 'postgres';
const log = (...a: unknown[]) => console.log('PROBE', ...a.map((x) => (typeof x === 'string' ? x : JSON.stringify(x)?.slice(0, 600))));

async function mk(sql: string, extra: Record<string, unknown> = {}) {
  const r = await api.create(sqlInterface(category, `p${(code += 1)}`, sql, extra as never));
  return r;
}
async function tryPreview(label: string, sql: string, extra: Record<string, unknown> = {}, body: Record<string, unknown> = {}) {
  const c = await mk(sql, extra);
  if (c.code !== 200) return log(label, 'SAVE', c.code, c.msg);
  const t = Date.now();
  const r = await api.preview(c.data.id, body as never);
  log(label, 'CALL', r.code, r.msg, Date.now() - t, 'ms', r.data);
  return c.data.id;
}

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  api = dataInterfaceApi(admin.call);
  category = await interfaceCategory(server);
});
afterAll(async () => {
  await server.close();
});

describe('probe', () => {
  it('sql', async () => {
    if (!pg()) {
      await tryPreview('dbstat', 'select name as "id", count(*) as "fullName" from dbstat group by name');
      await tryPreview('json_each sub', 'select value as "id" from json_each((select json_group_array(password) from base_user))');
      await tryPreview('selectlist sub', 'select (select password from base_user limit 1) as "id"');
      await tryPreview('load_extension', "select load_extension('/tmp/x') as \"id\"");
      await tryPreview('fts3_tokenizer', "select hex(fts3_tokenizer('simple')) as \"id\"");
      await tryPreview('bigstring', "select length(printf('%.*c', 300000000, 'x')) as \"id\"");
      await tryPreview('bigblob', 'select zeroblob(200000000) as "id"');
      await tryPreview('bigstr-out', "select printf('%.*c', 200000000, 'x') as \"id\"");
      await tryPreview('cte-user', 'with u as (select * from base_user) select account as "id" from u');
      await tryPreview('unicode pragma', 'select * from "PRAGMA_table_info"(\'base_user\')');
    } else {
      await tryPreview('qxml plain', `select query_to_xml('select account, password from base_user', true, false, '')::text as "id"`);
      await tryPreview(
        'qxml role none',
        `select query_to_xml('select set_config(''role'', ''none'', true)', true, false, '')::text as "id", query_to_xml('select account, password from base_user limit 2', true, false, '')::text as "fullName"`,
      );
      await tryPreview('U& set_config', `select U&"\\0073et_config"('role', 'none', true) as "id", query_to_xml('select current_user, session_user', true, false, '')::text as "fullName"`);
      await tryPreview(
        'role none + pg_read_file',
        `select U&"\\0073et_config"('role', 'none', true) as "id", query_to_xml('select pg_read_file(''/etc/hostname'') f, (select rolpassword is not null from pg_authid limit 1) a, current_setting(''data_directory'') d', true, false, '')::text as "fullName"`,
      );
      await tryPreview('pg_settings', `select name as "id", setting as "fullName" from pg_settings where name like 'data%' or name like 'listen%'`);
      await tryPreview('ts_stat', `select word as "id" from ts_stat('select to_tsvector(password) from base_user')`);
      await tryPreview('advisory', `select pg_advisory_lock(4242)::text as "id"`);
      await tryPreview('nextval', `select nextval('x')::text as "id"`);
      // timeout bypass in List: the count runs after the page set statement_timeout = 0
      await admin.call('PUT', '/api/system/SysConfig', { dataInterfaceTimeoutMs: 500 });
      const slow = await mk(
        `select id as "id", pg_sleep(case when current_setting('kiln.done', true) = '1' then 3 else 0 end)::text as "fullName", query_to_xml('select set_config(''statement_timeout'', ''0'', true), set_config(''kiln.done'', ''1'', true)', true, false, '')::text as "enCode" from base_area limit 1`,
      );
      log('slow save', slow.code, slow.msg);
      let t = Date.now();
      const r = await api.list(slow.data.id, { keyword: '' });
      log('timeout bypass list', r.code, r.msg, Date.now() - t, 'ms', r.data?.pagination);
      await admin.call('PUT', '/api/system/SysConfig', { dataInterfaceTimeoutMs: 5000 });
    }
  }, 60000);

  it('parallel slow', async () => {
    await admin.call('PUT', '/api/system/SysConfig', { dataInterfaceTimeoutMs: 2000 });
    const slowSql = pg()
      ? 'select pg_sleep(5)::text as "id" from base_area limit 1'
      : 'with recursive n(i) as (select 1 union all select i + 1 from n) select count(*) as "id" from n where i > 0 and exists (select 1 from base_area)';
    const slow = (await mk(slowSql)).data.id;
    const quick = (await mk(`${areaSql} limit 1`)).data.id;
    for (const n of [1, 3, 5]) {
      const slows = Array.from({ length: n }, () => api.preview(slow));
      await new Promise((r) => setTimeout(r, 300));
      const t = Date.now();
      const q = await api.preview(quick);
      log(`quick with ${n} slow`, q.code, Date.now() - t, 'ms');
      await Promise.all(slows);
    }
    await admin.call('PUT', '/api/system/SysConfig', { dataInterfaceTimeoutMs: 5000 });
  }, 60000);

  it('access + variates', async () => {
    const parameters = [{ field: 'p', fieldName: 'p', dataType: 'varchar', required: 0, defaultValue: '' }];
    const a = (await mk(`select {p} as "id" from base_area limit 1`, { parameterJson: JSON.stringify(parameters) })).data.id;
    const b = (await mk(`select id as "id", full_name as "fullName" from base_area where full_name like '%' limit 1`)).data.id;
    const v = await admin.call('POST', '/api/system/DataInterfaceVariate', { interfaceId: b, fullName: 'secretv', field: 'fullName', description: '' });
    log('variate create', v.code, v.msg);
    const member = await memberOf(server, 'zhaolei');
    const theirs = dataInterfaceApi(member.call);
    for (const [m, p] of [
      ['GET', '/api/system/DataInterface/Selector'],
      ['GET', `/api/system/DataInterface/GetParam/${a}`],
      ['GET', `/api/system/DataInterface/getList`],
      ['GET', `/api/system/DataInterfaceLog/${a}`],
      ['GET', `/api/system/DataInterfaceVariate/${b}`],
      ['GET', `/api/system/DataInterfaceVariate/Selector`],
      ['GET', `/api/system/DataInterface/${a}`],
    ] as const) {
      const r = await member.call(m, p);
      log('member', m, p, r.code);
    }
    // grant member a model citing a only
    const models = visualDevApi(admin.call);
    const input = await claimInput(server, 'claimProbe', 'ext_claim_probe');
    input.design.list = { ...input.design.list, type: 2, tree: { source: 'dataInterface', interfaceId: a, labelField: 'id', valueField: 'id', field: 'kind' } };
    const modelId = (await models.create(input)).data.id;
    const released = await models.release(modelId, { pcModuleParentId: 'menu-devtools' });
    const { db, grants } = server.app.kiln;
    const user = await db.selectFrom('base_user').select('id').where('account', '=', 'zhaolei').executeTakeFirstOrThrow();
    await db.insertInto('base_authorize').values({ id: `grant-probe`, item_type: 'module', item_id: released.data.menuIds[0], object_type: 'User', object_id: user.id }).execute();
    await grants.changed([user.id]);
    log('member preview b (not cited)', (await theirs.preview(b)).code);
    const r = await theirs.preview(a, { paramList: [{ field: 'p', defaultValue: '@secretv' }] } as never);
    log('member preview a with @secretv', r.code, r.msg, r.data);
    const r2 = await theirs.preview(a, { paramList: [{ field: 'p', defaultValue: '@userAccount' }] } as never);
    log('member preview a with @userAccount', r2.code, r2.data);
    const r3 = await theirs.list(a, { keyword: 'x', relationField: 'id) or 1=1 --' } as never);
    log('relationField inj', r3.code, r3.msg);
    const r4 = await theirs.infoByIds(a, { ids: ['x'], propsValue: 'id" from base_user --' } as never);
    log('propsValue inj', r4.code, r4.msg);
    const r5 = await theirs.list(a, { keyword: 'x', columnOptions: 'id,"x' } as never);
    log('columnOptions inj', r5.code, r5.msg);
    const r6 = await theirs.list(a, { keyword: '', pageSize: 1e9, currentPage: 1e12 } as never);
    log('huge paging', r6.code, r6.msg, r6.data?.pagination);
    const r7 = await theirs.preview(a, { paramList: [{ field: 'p', defaultValue: { a: 1 } }] } as never);
    log('object param', r7.code, r7.msg);
    const r8 = await theirs.preview(a, { paramList: [{ field: 'p', defaultValue: ['x'] }] } as never);
    log('array param', r8.code, r8.msg, r8.data);
  }, 60000);
});
