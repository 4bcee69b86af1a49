// Every route of the OpenAPI document, tried with the input an attacker or a
// broken client sends: no token, NUL bytes in every parameter and body field,
// huge page numbers, oversize and mistyped bodies, over-long parameters, cut-off
// uploads, JNPF's `n` timestamp, and the names a plain object answers to without
// holding them (`constructor`, `__proto__`) as values and as field names. Each
// gets a client-error envelope (or the HTTP status the refusal keeps), never a
// 500, no stack trace in the log, and nothing reaches Object.prototype.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCodes } from '@core/api/envelope';
import { adminPassword, startServer, type TestClient, type TestServer } from './harness';
import { apiDocument, documentedPath, type DocumentedOperation } from './apiDocument';

interface Route {
  method: string;
  path: string;
  operation: DocumentedOperation;
  public: boolean;
}

let server: TestServer;
let admin: TestClient;
let routes: Route[];
const logLines: string[] = [];
/** Object.prototype's own names before any request: a polluting one would add to them. */
const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort();

beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
  server = await startServer({}, { logStream });
  admin = server.client();
  await admin.signIn('admin', adminPassword);
  const document = await apiDocument(server);
  const publicRoutes = new Set(server.app.kiln.routes.filter((r) => r.access.kind === 'public').map((r) => `${r.method} ${documentedPath(r.url)}`));
  routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation, public: publicRoutes.has(`${method.toUpperCase()} ${path}`) })),
  );
});
afterAll(async () => {
  await server.close();
});

const pathParams = (route: Route) => (route.operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
const queryParams = (route: Route) => (route.operation.parameters ?? []).filter((p) => p.in === 'query');
const bodyFields = (route: Route) => Object.entries(route.operation.requestBody?.content['application/json']?.schema?.properties ?? {});
/** The path with every parameter filled: harmless values unless `fill` says otherwise. */
const urlOf = (route: Route, fill: (name: string) => string = () => '123') => route.path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(fill(name)));
const hasBody = (route: Route) => route.method === 'POST' || route.method === 'PUT';
const takesMultipart = (route: Route) => Boolean(route.operation.requestBody?.content['multipart/form-data']);
const bodyFieldsOfType = (route: Route, type: string) =>
  bodyFields(route)
    .filter(([, schema]) => (Array.isArray(schema.type) ? schema.type.includes(type) : schema.type === type))
    .map(([name]) => name);

/** Names every plain object answers to through its prototype, though it holds none of them. */
const prototypeKeys = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];
/** JSON text whose keys JSON.parse makes own properties, `__proto__` included, each carrying a would-be pollution. */
const pollutingObject = '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"toString":"x","hasOwnProperty":"x","valueOf":"x"}';

async function envelope(client: TestClient, method: string, url: string, init: { body?: string | FormData; headers?: Record<string, string> } = {}) {
  const response = await client.raw(method as never, url, init);
  const text = await response.text();
  let body: { code?: number; msg?: string } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = {};
  }
  return { status: response.status, code: body.code, msg: body.msg, text };
}

type Answer = Awaited<ReturnType<typeof envelope>>;

/** No 500 in the status or the envelope; a file (no envelope) only with HTTP 200. */
function expectNoServerError(answer: Answer, where: string) {
  expect(answer.status, where).toBeLessThan(500);
  if (answer.code === undefined) expect(answer.status, where).toBe(200);
  else expect(answer.code < 500 || sessionCodes.includes(answer.code), `${where}: ${answer.code} ${answer.msg}`).toBe(true);
}

const bodyInit = (route: Route, body: string) => (hasBody(route) ? { body, headers: { 'content-type': 'application/json' } } : {});

/**
 * The administrator's calls with hostile input, on a session of their own: some
 * routes end or lock the session they are called with (a bare body may well be
 * enough), so a call that finds it gone signs in again and is made once more.
 */
function hostileCaller() {
  let client: TestClient | null = null;
  const signedIn = async () => {
    if (!client) {
      client = server.client();
      await client.signIn('admin', adminPassword);
    }
    return client;
  };
  const gone = (answer: Answer) =>
    (answer.code !== undefined && sessionCodes.includes(answer.code)) ||
    (answer.code === 403 && (answer.msg === '屏幕已锁定，请先解锁' || answer.msg === '请先修改初始密码'));
  return async (method: string, url: string, init: { body?: string | FormData; headers?: Record<string, string> } = {}) => {
    const answer = await envelope(await signedIn(), method, url, init);
    if (!gone(answer)) return answer;
    client = null;
    return envelope(await signedIn(), method, url, init);
  };
}

describe('every route in the OpenAPI document', () => {
  it('covers the whole API', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.length).toBe(server.app.kiln.routes.length);
  });

  it('answers 600 to a caller without a token, unless it is public, and never 500', async () => {
    for (const route of routes) {
      const answer = await envelope(server.client(), route.method, urlOf(route));
      const where = `${route.method} ${route.path}`;
      expect(answer.status, where).toBeLessThan(500);
      if (!route.public) expect([answer.status, answer.code], where).toEqual([200, 600]);
    }
  });

  it('refuses a NUL byte in any path parameter with a 400', async () => {
    for (const route of routes.filter((r) => pathParams(r).length)) {
      for (const name of pathParams(route)) {
        const answer = await envelope(admin, route.method, urlOf(route, (param) => (param === name ? 'ab\u0000cd' : '123')), hasBody(route) ? { body: '{}', headers: { 'content-type': 'application/json' } } : {});
        expect([answer.status, answer.code], `${route.method} ${route.path} ${name}`).toEqual([200, 400]);
      }
    }
  });

  it('refuses a NUL byte in any query parameter with a 400', async () => {
    for (const route of routes.filter((r) => queryParams(r).length)) {
      for (const parameter of queryParams(route)) {
        const answer = await envelope(admin, route.method, `${urlOf(route)}?${parameter.name}=a%00b`);
        expect([answer.status, answer.code], `${route.method} ${route.path} ${parameter.name}`).toEqual([200, 400]);
      }
    }
  });

  it('refuses a NUL byte in any body field with a 400', async () => {
    for (const route of routes.filter((r) => bodyFields(r).length)) {
      for (const [name] of bodyFields(route)) {
        const answer = await envelope(admin, route.method, urlOf(route), { body: JSON.stringify({ [name]: 'ab\u0000cd' }), headers: { 'content-type': 'application/json' } });
        expect([answer.status, answer.code], `${route.method} ${route.path} ${name}`).toEqual([200, 400]);
      }
    }
  });

  it('refuses a huge page number with a 400', async () => {
    for (const route of routes.filter((r) => queryParams(r).some((p) => p.name === 'currentPage'))) {
      for (const value of ['1e300', '99999999999999999999', '-1', '0', '1.5']) {
        const answer = await envelope(admin, route.method, `${urlOf(route)}?currentPage=${value}`);
        expect([answer.status, answer.code], `${route.path} ${value}`).toEqual([200, 400]);
      }
    }
  });

  it('accepts and ignores JNPF\'s n timestamp on every method', async () => {
    for (const route of routes) {
      // Each call gets a session of its own: some routes end or lock it.
      const call = async (suffix: string) => {
        const client = server.client();
        await client.signIn('admin', adminPassword);
        const init = hasBody(route) ? { body: '{}', headers: { 'content-type': 'application/json' } } : {};
        return envelope(client, route.method, `${urlOf(route, () => 'no-such-id')}${suffix}`, init);
      };
      const plain = await call('');
      const stamped = await call(`?n=${Math.floor(Date.now() / 1000)}`);
      expect(stamped.code, `${route.method} ${route.path}`).toBe(plain.code);
      expect(stamped.code, `${route.method} ${route.path}`).not.toBe(500);
    }
  }, 60_000);

  it('answers an oversize body with HTTP 413 and the envelope', async () => {
    const huge = JSON.stringify({ blob: 'x'.repeat(1_100_000) });
    for (const route of routes.filter(hasBody)) {
      const answer = await envelope(admin, route.method, urlOf(route), { body: huge, headers: { 'content-type': 'application/json' } });
      expect([answer.status, answer.code, answer.msg], `${route.method} ${route.path}`).toEqual([413, 413, '请求内容过大']);
    }
  });

  it('answers a content type nobody reads with HTTP 415 and the envelope', async () => {
    for (const route of routes.filter(hasBody)) {
      const answer = await envelope(admin, route.method, urlOf(route), { body: 'x=1', headers: { 'content-type': 'text/weird' } });
      expect([answer.status, answer.code, answer.msg], `${route.method} ${route.path}`).toEqual([415, 415, '不支持的请求内容类型']);
    }
  });

  it('answers an over-long parameter with HTTP 414 and the envelope', async () => {
    for (const route of routes.filter((r) => pathParams(r).length)) {
      const answer = await envelope(admin, route.method, urlOf(route, () => 'a'.repeat(500)));
      expect([answer.status, answer.code, answer.msg], `${route.method} ${route.path}`).toEqual([414, 414, '请求地址过长']);
    }
  });

  it('answers a malformed URL with a 400 envelope', async () => {
    const answer = await envelope(admin, 'GET', '/api/system/DictionaryType/%E0%A4%A');
    expect([answer.status, answer.code, answer.msg]).toEqual([200, 400, '请求地址格式不正确']);
  });

  it('refuses an upload cut off in the middle with a 400', async () => {
    const boundary = 'KilnBoundary';
    const truncated = (name: string) => `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n{"format":`;
    const uploads = routes.filter((r) => r.path.endsWith('/Import'));
    expect(uploads.length).toBeGreaterThanOrEqual(4);
    for (const route of uploads) {
      const extensions: [string, string][] = [
        ['BillRule', 'cut.bb'],
        ['visualdev', 'cut.vdd'],
        ['DataInterface', 'cut.bd'],
      ];
      const file = extensions.find(([part]) => route.path.includes(part))?.[1] ?? 'cut.bdd';
      const answer = await envelope(admin, route.method, route.path, { body: truncated(file), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
      expect([answer.status, answer.code, answer.msg], route.path).toEqual([200, 400, '上传的文件不完整，请重新上传']);
    }
  });

  it('refuses a sort column a list does not offer, a prototype key included, and takes an empty sidx as no sort', async () => {
    const call = hostileCaller();
    const sorted = routes.filter((r) => queryParams(r).some((p) => p.name === 'sidx'));
    expect(sorted.length).toBeGreaterThan(10);
    for (const route of sorted) {
      const unsorted = await call(route.method, urlOf(route));
      const empty = await call(route.method, `${urlOf(route)}?sidx=`);
      expect(empty.code, `${route.path} sidx=''`).toBe(unsorted.code);
      for (const key of prototypeKeys) {
        const answer = await call(route.method, `${urlOf(route)}?sidx=${encodeURIComponent(key)}`);
        const where = `${route.path} sidx=${key}`;
        expectNoServerError(answer, where);
        // A list that sorts at all refuses the name; one that keeps its own order answers as without it.
        if (answer.code !== unsorted.code) expect([answer.code, answer.msg], where).toEqual([400, `排序字段不存在：${key}`]);
      }
    }
  });

  it('answers prototype keys as the value of every path and query parameter without a server error', async () => {
    const call = hostileCaller();
    for (const route of routes) {
      for (const name of pathParams(route)) {
        for (const key of prototypeKeys) {
          const answer = await call(route.method, urlOf(route, (param) => (param === name ? key : '123')), bodyInit(route, '{}'));
          expectNoServerError(answer, `${route.method} ${route.path} ${name}=${key}`);
        }
      }
      for (const parameter of queryParams(route).filter((p) => p.name !== 'sidx')) {
        for (const key of prototypeKeys) {
          const answer = await call(route.method, `${urlOf(route)}?${parameter.name}=${encodeURIComponent(key)}`);
          expectNoServerError(answer, `${route.method} ${route.path} ?${parameter.name}=${key}`);
        }
      }
    }
  }, 120_000);

  it('answers prototype keys as the value of every body field, alone and in every text field at once, without a server error', async () => {
    const call = hostileCaller();
    for (const route of routes.filter((r) => bodyFields(r).length)) {
      const textFields = bodyFieldsOfType(route, 'string');
      for (const key of prototypeKeys) {
        for (const [name] of bodyFields(route)) {
          const answer = await call(route.method, urlOf(route), bodyInit(route, JSON.stringify({ [name]: key })));
          expectNoServerError(answer, `${route.method} ${route.path} ${name}=${key}`);
        }
        if (textFields.length < 2) continue;
        const answer = await call(route.method, urlOf(route), bodyInit(route, JSON.stringify(Object.fromEntries(textFields.map((name) => [name, key])))));
        expectNoServerError(answer, `${route.method} ${route.path} every text field=${key}`);
      }
    }
  }, 120_000);

  it('answers prototype keys as the names of query and body fields, nested ones included, without a server error or pollution', async () => {
    const call = hostileCaller();
    const names = prototypeKeys.map((key) => `${encodeURIComponent(key)}=x`).join('&');
    for (const route of routes) {
      const where = `${route.method} ${route.path}`;
      expectNoServerError(await call(route.method, `${urlOf(route)}?${names}&__proto__%5Bpolluted%5D=yes`, bodyInit(route, '{}')), `${where} query names`);
      if (!hasBody(route)) continue;
      expectNoServerError(await call(route.method, urlOf(route), bodyInit(route, pollutingObject)), `${where} body names`);
      const nested = [
        ...bodyFieldsOfType(route, 'object').map((name) => `${JSON.stringify(name)}:${pollutingObject}`),
        ...bodyFieldsOfType(route, 'array').map((name) => `${JSON.stringify(name)}:[${pollutingObject}]`),
      ];
      if (nested.length) expectNoServerError(await call(route.method, urlOf(route), bodyInit(route, `{${nested.join(',')}}`)), `${where} nested names`);
      const form = `${names}&__proto__%5Bpolluted%5D=yes&constructor%5Bprototype%5D%5Bpolluted%5D=yes`;
      const formEncoded = { body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
      expectNoServerError(await call(route.method, urlOf(route), formEncoded), `${where} form names`);
      if (takesMultipart(route)) {
        const parts = new FormData();
        for (const key of prototypeKeys) parts.append(key, 'x');
        expectNoServerError(await call(route.method, urlOf(route), { body: parts }), `${where} multipart names`);
      }
    }
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeNames);
  }, 120_000);

  it('wrote no server error to the log through all of the above', () => {
    const errors = logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors).toEqual([]);
  });
});
