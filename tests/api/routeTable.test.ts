// Every route in the API document, called by a member who holds no grant: each
// one that needs a menu entry, a button or the administrators refuses with 403
// in the envelope and changes nothing. Then, granted every menu entry and
// button, the member passes each menu check (what the route does next is the
// route's own test). Administrators-only routes stay refused to the member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { RouteAccess } from '@server/http/routeAccess';
import type { HttpMethod } from '@core/api/envelope';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';
import { apiDocument, documentedPath } from './apiDocument';
import { grantUser } from './grants';

let server: TestServer;
let member: TestClient;
let memberId: string;

interface Operation {
  method: HttpMethod;
  path: string;
  access: RouteAccess;
}

/** The document's operations with the access each route declared. */
async function operations(): Promise<Operation[]> {
  const document = await apiDocument(server);
  const declared = new Map(server.app.kiln.routes.map((route) => [`${route.method} ${documentedPath(route.url)}`, route.access]));
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => {
      const access = declared.get(`${method.toUpperCase()} ${path}`);
      if (!access) throw new Error(`${method} ${path} is documented but not registered`);
      return { method: method.toUpperCase() as HttpMethod, path, access };
    }),
  );
}

/** A concrete address: every path parameter a value no record has. */
const addressOf = (path: string) => path.replace(/\{(\w+)\}/g, 'no-such-$1');

async function call(client: TestClient, operation: Operation): Promise<number> {
  const url = addressOf(operation.path);
  const response =
    operation.method === 'GET' || operation.method === 'DELETE'
      ? await client.raw(operation.method, url)
      : await client.raw(operation.method, url, { body: '{}', headers: { 'content-type': 'application/json' } });
  const body = (await response.json().catch(() => ({}))) as { code?: number };
  return body.code ?? response.status;
}

/** Row counts of every table: a refused call must leave each as it was. */
async function fingerprint(): Promise<Record<string, number>> {
  const { db, dialect } = server.app.kiln;
  const tables =
    dialect === 'postgres'
      ? (await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(db)).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)).rows;
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    // base_session moves as the member's session slides; the access log is not data.
    if (name === 'base_session' || name.startsWith('kysely_')) continue;
    const row = (await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(db)).rows[0];
    counts[name] = Number(row.n);
  }
  return counts;
}

const guarded = (operation: Operation) => ['module', 'anyModule', 'administrators'].includes(operation.access.kind);

beforeAll(async () => {
  ({ server } = await startAsAdmin());
  // 徐军 loses every role, position and group: he holds no grant at all.
  member = await memberOf(server, 'xujun');
  const { db } = server.app.kiln;
  memberId = (await db.selectFrom('base_user').select('id').where('account', '=', 'xujun').executeTakeFirstOrThrow()).id;
  await db.deleteFrom('base_user_relation').where('user_id', '=', memberId).where('object_type', '!=', 'Organize').execute();
  await server.app.kiln.grants.changed();
});
afterAll(async () => {
  await server.close();
});

describe('every guarded route in the API document', () => {
  it('refuses a member without the grant, and changes nothing', async () => {
    const all = await operations();
    const checked = all.filter(guarded);
    expect(checked.length).toBeGreaterThan(80);
    const before = await fingerprint();
    const passed: string[] = [];
    for (const operation of checked) {
      if ((await call(member, operation)) !== 403) passed.push(`${operation.method} ${operation.path}`);
    }
    expect(passed).toEqual([]);
    expect(await fingerprint()).toEqual(before);
  });

  it('lets the member past each menu check once every entry and button is granted', async () => {
    const { db } = server.app.kiln;
    const [menus, buttons] = await Promise.all([db.selectFrom('base_module').select('id').execute(), db.selectFrom('base_module_button').select('id').execute()]);
    await grantUser(server, 'xujun', { module: menus.map((row) => row.id), button: buttons.map((row) => row.id) });
    const refused: string[] = [];
    for (const operation of (await operations()).filter(guarded)) {
      const code = await call(member, operation);
      const shouldRefuse = operation.access.kind === 'administrators';
      if ((code === 403) !== shouldRefuse) refused.push(`${operation.method} ${operation.path} → ${code}`);
    }
    expect(refused).toEqual([]);
  });
});
