// Ways out of the data-interface engine a security review found, each one a
// regression test: a statement stepping back to the application's role or
// switching its timer off (PostgreSQL), rows or values past the byte cap, a
// caller naming a variate as a value, a form body split by a value, virtual
// tables no allow-list names (SQLite), IPv4-compatible IPv6, arrays as scalars.
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataInterfaceApi, dataInterfaceVariateApi } from '@core/api/dataInterface';
import { PostgresReader } from '@server/modules/dataInterface/engine/postgresReader';
import { SqliteReader } from '@server/modules/dataInterface/engine/sqliteReader';
import { isPrivateAddress } from '@server/modules/dataInterface/engine/http';
import { startAsAdmin, type TestClient, type TestServer } from './harness';
import { areaSql, httpInterface, interfaceCategory, sqlInterface } from './dataInterfaceFixtures';

let server: TestServer;
let admin: TestClient;
let api: ReturnType<typeof dataInterfaceApi>;
let category: string;
let source: http.Server;
let sourcePort: number;
let lastBody = '';

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  api = dataInterfaceApi(admin.call);
  category = await interfaceCategory(server);
  // An HTTP source that keeps the body it was sent.
  source = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      lastBody = Buffer.concat(chunks).toString('utf8');
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ data: { list: [{ id: 'a', fullName: 'A' }] } }));
    });
  });
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
  sourcePort = (source.address() as AddressInfo).port;
});
afterAll(async () => {
  source.close();
  await server.close();
});

const postgres = () => server.app.kiln.dialect === 'postgres';
const readerLimits = { allowed: ['base_area'], timeoutMs: 300, maxRows: 100, maxBytes: 1_048_576 };
const noWarnings = () => undefined;

describe('PostgreSQL: the reader is its own role (C1)', () => {
  it('signs in as the reader, so no statement can fall back to the application role', async () => {
    if (!postgres()) return;
    const who = (await api.create(sqlInterface(category, 'who', 'select session_user as "id", current_user as "fullName" from base_area limit 1'))).data.id;
    expect((await api.preview(who)).data).toEqual([{ id: 'kiln_interface_reader', fullName: 'kiln_interface_reader' }]);
  });

  it('refuses the functions that run a query given as text, and unicode-escaped names', async () => {
    const attacks: [string, string][] = [
      [
        `select query_to_xml('select set_config(''role'', ''none'', true)', true, false, '')::text as "id" from base_area`,
        'SQL接口不能读取「query_to_xml」',
      ],
      [`select U&"\\0073et_config"('role', 'none', true) as "id" from base_area`, 'SQL接口不能读取「U&」'],
      [`select U&'\\0073' as "id" from base_area`, 'SQL接口不能读取「U&」'],
      [`select current_setting('role') as "id" from base_area`, 'SQL接口不能读取「current_setting」'],
      [`select name as "id" from pg_settings`, 'SQL接口不能读取「pg_settings」'],
      [`select table_to_xml('base_user', true, false, '')::text as "id" from base_area`, 'SQL接口不能读取「table_to_xml」'],
    ];
    let n = 0;
    for (const [sql, message] of attacks) expect((await api.create(sqlInterface(category, `esc${(n += 1)}`, sql))).msg, sql).toBe(message);
  });
});

describe('PostgreSQL: a deadline of its own (H1)', () => {
  it('answers the timeout even when the statement switched its statement timeout off', async () => {
    if (!postgres()) return;
    const reader = new PostgresReader(server.app.kiln.config.databaseUrl!, server.app.kiln.config.dataDir, noWarnings);
    try {
      const started = Date.now();
      const sql = `select set_config('statement_timeout', '0', true) as "a", pg_sleep(3) as "b"`;
      await expect(reader.run([{ sql, values: [] }], readerLimits)).rejects.toThrow('dataInterface.timeout');
      expect(Date.now() - started).toBeLessThan(2000);
      // The reader still answers afterwards.
      expect(await reader.run([{ sql: 'select 1 as "one"', values: [] }], readerLimits)).toEqual([[{ one: 1 }]]);
    } finally {
      await reader.close();
    }
  });
});

describe('caps (H2, L2)', () => {
  it('answers too many rows as such, not as a failed statement', async () => {
    await admin.call('PUT', '/api/system/SysConfig', { dataInterfaceMaxRows: 2 });
    try {
      const areas = (await api.create(sqlInterface(category, 'manyRows', `${areaSql} limit 5`))).data.id;
      expect((await api.preview(areas)).msg).toBe('数据接口返回的行数超过2');
    } finally {
      await admin.call('PUT', '/api/system/SysConfig', { dataInterfaceMaxRows: 10_000 });
    }
  });

  it('counts blobs, bytea and JSON values against the byte cap', async () => {
    await admin.call('PUT', '/api/system/SysConfig', { dataInterfaceMaxBytes: 1_048_576 });
    try {
      const big = postgres()
        ? [
            `select decode(repeat('00', 2000000), 'hex') as "id" from base_area limit 1`,
            `select (select json_agg(g) from generate_series(1, 300000) g) as "id" from base_area limit 1`,
          ]
        : [`select zeroblob(20000000) as "id" from base_area limit 1`];
      let n = 0;
      for (const sql of big) {
        const id = (await api.create(sqlInterface(category, `big${(n += 1)}`, sql))).data.id;
        expect((await api.preview(id)).msg, sql).toBe('数据接口返回的数据超过1048576字节');
      }
    } finally {
      await admin.call('PUT', '/api/system/SysConfig', { dataInterfaceMaxBytes: 5 * 1_048_576 });
    }
  });
});

describe('values a caller gives (M1, L4)', () => {
  it('reads a caller-given @name as text unless it is a system variable', async () => {
    const secret = (await api.create(sqlInterface(category, 'secretSource', `${areaSql} order by en_code limit 1`))).data.id;
    const variates = dataInterfaceVariateApi(admin.call);
    expect((await variates.create({ interfaceId: secret, fullName: 'secretv', field: 'enCode', description: '' })).code).toBe(200);
    const parameters = [{ field: 'p', fieldName: 'p', dataType: 'varchar', required: 0, defaultValue: '' }];
    const echo = (
      await api.create(sqlInterface(category, 'echoP', `select {p} as "id" from base_area limit 1`, { parameterJson: JSON.stringify(parameters) }))
    ).data.id;
    expect((await api.preview(echo, { paramList: [{ field: 'p', defaultValue: '@secretv' }] })).data).toEqual([{ id: '@secretv' }]);
    expect((await api.preview(echo, { paramList: [{ field: 'p', defaultValue: '@userAccount' }] })).data).toEqual([{ id: 'admin' }]);
    // A declared default may still name a variate.
    const byDefault = [{ ...parameters[0], defaultValue: '@secretv' }];
    const defaulted = (
      await api.create(sqlInterface(category, 'echoDefault', `select {p} as "id" from base_area limit 1`, { parameterJson: JSON.stringify(byDefault) }))
    ).data.id;
    expect((await api.preview(defaulted)).data[0].id).not.toBe('@secretv');
  });

  it('refuses an array for a scalar parameter', async () => {
    const parameters = [{ field: 'p', fieldName: 'p', dataType: 'varchar', required: 0, defaultValue: '' }];
    const echo = (
      await api.create(sqlInterface(category, 'echoArray', `select {p} as "id" from base_area limit 1`, { parameterJson: JSON.stringify(parameters) }))
    ).data.id;
    const answer = await api.preview(echo, { paramList: [{ field: 'p', defaultValue: ['x'] }] });
    expect(answer.code).toBe(400);
    expect(answer.data).toBeNull();
  });
});

describe('HTTP (M3, L3)', () => {
  it('percent-encodes values in a form body', async () => {
    await admin.call('PUT', '/api/system/SysConfig', { dataInterfaceHosts: ['127.0.0.1'], dataInterfaceAllowPrivateAddresses: true });
    try {
      const parameters = [{ field: 'p', fieldName: 'p', dataType: 'varchar', required: 0, defaultValue: '' }];
      const config = { apiData: { url: `http://127.0.0.1:${sourcePort}/form`, method: 2, header: [], query: [], body: 'a={p}&b=1', rowsPath: 'data.list' } };
      const form = (
        await api.create(
          httpInterface(category, 'formBody', config.apiData.url, { dataConfigJson: JSON.stringify(config), parameterJson: JSON.stringify(parameters) }),
        )
      ).data.id;
      expect((await api.preview(form, { paramList: [{ field: 'p', defaultValue: 'x&b=2&admin=1' }] })).code).toBe(200);
      expect(lastBody).toBe('a=x%26b%3D2%26admin%3D1&b=1');
      expect(Object.fromEntries(new URLSearchParams(lastBody))).toEqual({ a: 'x&b=2&admin=1', b: '1' });
    } finally {
      await admin.call('PUT', '/api/system/SysConfig', { dataInterfaceHosts: [], dataInterfaceAllowPrivateAddresses: false });
    }
  });

  it('refuses IPv4-compatible and IPv4-mapped IPv6 loopback', async () => {
    expect(isPrivateAddress('::7f00:1')).toBe(true);
    expect(isPrivateAddress('::ffff:7f00:1')).toBe(true);
    expect(isPrivateAddress('2606:4700::1111')).toBe(false);
    await admin.call('PUT', '/api/system/SysConfig', { dataInterfaceHosts: ['[::7f00:1]'] });
    try {
      const id = (await api.create(httpInterface(category, 'compat', 'http://[::127.0.0.1]/x'))).data.id;
      expect((await api.preview(id)).msg).toBe('数据接口不能访问内网或本机地址（::7f00:1）');
    } finally {
      await admin.call('PUT', '/api/system/SysConfig', { dataInterfaceHosts: [] });
    }
  });
});

describe('SQLite: virtual tables (L1)', () => {
  it('refuses dbstat at save, and any virtual table but json_each/json_tree in the reader', async () => {
    expect((await api.create(sqlInterface(category, 'dbstat', 'select name as "id" from dbstat'))).msg).toBe('SQL接口不能读取「dbstat」');
    if (postgres()) return;
    const reader = new SqliteReader(path.join(server.app.kiln.config.dataDir, 'kiln.db'));
    try {
      await expect(reader.run([{ sql: 'select name as "id" from dbstat', values: [] }], readerLimits)).rejects.toThrow('dataInterface.tableNotAllowed');
      const json = await reader.run([{ sql: `select value as "id" from json_each('[1,2]'), base_area limit 2`, values: [] }], readerLimits);
      expect(json[0]).toHaveLength(2);
    } finally {
      await reader.close();
    }
  });
});
