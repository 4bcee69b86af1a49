// Set-up for bench/onlineDev.ts: the models it designs, made and released through
// the API as an administrator would, their main tables filled straight with SQL,
// the member whose role holds the released menu entry under a data scheme, and a
// throwaway PostgreSQL database when KILN_TEST_PG_URL names a server.
import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ModelDetail, ModelInput, ReleaseOutcome } from '@core/api/visualdev';
import type { FormNode } from '@core/form';
import { emptyListDesign, type ModelDesign } from '@core/model/design';
import { passwordDigest, hashPasswordDigest } from '@server/auth/passwords';
import type { Database } from '@server/db/schema';
import { modelCategories } from '@server/modules/visualdev/models';

/** The member's account (a demo user) and the password the bench gives them. */
export const memberAccount = 'zhaolei';
export const memberPassword = 'Bench2026m';
/** The released entries go under the developer tools' directory, as the API tests put theirs. */
const menuParent = 'menu-devtools';

type FieldKind = 'text' | 'select' | 'date' | 'amount' | 'count';
interface BenchField {
  node: FormNode;
  kind: FieldKind;
}

function benchField(index: number, kind: FieldKind, name = `f${index}`): BenchField {
  const id = `n${name}`;
  switch (kind) {
    case 'text':
      return { kind, node: { id, widget: 'comInput', field: name, label: `文本${index}`, rules: { maxLength: 100 } } };
    case 'select': {
      const options = ['travel', 'office', 'meal'].map((value) => ({ label: value, value }));
      return {
        kind,
        node: { id, widget: 'select', field: name, label: `类别${index}`, props: { options: { kind: 'static', options } }, rules: { maxLength: 20 } },
      };
    }
    case 'date':
      return { kind, node: { id, widget: 'date', field: name, label: `日期${index}` } };
    case 'amount':
      return { kind, node: { id, widget: 'numInput', field: name, label: `金额${index}`, props: { precision: 2 } } };
    case 'count':
      return { kind, node: { id, widget: 'numInput', field: name, label: `数量${index}`, props: { precision: 0 } } };
  }
}

/** A value of the field's kind for row n. */
function valueOf(kind: FieldKind, n: number, index: number): string | number {
  switch (kind) {
    case 'text':
      return `记录${n}的第${index}段文字`;
    case 'select':
      return ['travel', 'office', 'meal'][(n + index) % 3];
    case 'date':
      return 1_767_225_600_000 + (n % 365) * 86_400_000;
    case 'amount':
      return ((n * 37 + index) % 100_000) / 100;
    case 'count':
      return (n + index) % 1000;
  }
}

export interface BenchModel {
  fields: BenchField[];
  input: ModelInput;
}

function modelOf(code: string, table: string, fields: BenchField[], listed: string[], category: string): BenchModel {
  const design: ModelDesign = {
    form: fields.map((field) => field.node),
    list: {
      ...emptyListDesign(),
      columns: [...listed.map((field) => ({ field })), { field: 'creatorUserId' }, { field: 'creatorTime' }],
      search: [
        { field: fields[1].node.field!, searchType: 1 },
        { field: fields[2].node.field!, searchType: 3 },
      ],
      keywordFields: [fields[0].node.field!],
      // The data switch on: the entry's data schemes limit the list.
      permissions: { column: false, form: false, button: false, data: true },
    },
    tables: { main: { table, columns: {} }, subTables: {} },
  };
  return { fields, input: { fullName: `压测${code}`, enCode: code, category, webType: 2, description: '', sortCode: 0, design } };
}

/** The list bench's model: a claim of eight fields, six of them listed beside who made each record and when (the default sort). */
export function claimModel(category: string): BenchModel {
  const kinds: FieldKind[] = ['text', 'select', 'date', 'amount', 'text', 'count', 'text', 'amount'];
  const fields = kinds.map((kind, index) => benchField(index, kind));
  return modelOf(
    'benchClaim',
    'ext_bench_claim',
    fields,
    fields.slice(0, 6).map((field) => field.node.field!),
    category,
  );
}

/** The release bench's model: 100 fields of the four kinds, ten listed. */
export function wideModel(category: string): BenchModel {
  const kinds: FieldKind[] = ['text', 'select', 'date', 'amount'];
  const fields = Array.from({ length: 100 }, (_, index) => benchField(index, kinds[index % kinds.length]));
  return modelOf(
    'benchWide',
    'ext_bench_wide',
    fields,
    fields.slice(0, 10).map((field) => field.node.field!),
    category,
  );
}

/** The design with one more text field, named after the count of fields it has. */
export function withOneMoreField(design: ModelDesign): ModelDesign {
  const index = design.form.length;
  return { ...design, form: [...design.form, benchField(index, 'text', `added${index}`).node] };
}

/** Calls Kiln's API as the administrator and answers the envelope's data (throws on any other code). */
export async function call<T>(base: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await answer.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

export async function signIn(base: string, account: string, password: string): Promise<string> {
  const answer = await fetch(`${base}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account, password: passwordDigest(password) }).toString(),
  });
  const envelope = (await answer.json()) as { code: number; msg: string; data: { token: string } };
  if (envelope.code !== 200) throw new Error(`sign-in of ${account}: ${envelope.msg}`);
  return envelope.data.token;
}

/** The webDesign dictionary's first item: a category every model may take. */
export async function modelCategory(db: Kysely<Database>): Promise<string> {
  const [first] = await modelCategories(db);
  return first.id;
}

/** Creates and releases the model through the API; answers its id, its menu entry and its released design (every column named). */
export async function createAndRelease(base: string, token: string, model: BenchModel): Promise<{ id: string; menuId: string; design: ModelDesign }> {
  const { id } = await call<{ id: string }>(base, token, 'POST', '/api/visualdev/Base', model.input);
  const outcome = await call<ReleaseOutcome>(base, token, 'POST', `/api/visualdev/Base/${id}/Actions/Release`, { pcModuleParentId: menuParent });
  const detail = await call<ModelDetail>(base, token, 'GET', `/api/visualdev/Base/${id}`);
  return { id, menuId: outcome.menuIds[0], design: detail.design };
}

/**
 * Fills the released main table with `count` rows, in batches of one INSERT each,
 * made by `creators` in turn (so a scheme of one's own rows keeps a share of them).
 */
export async function fillRows(db: Kysely<Database>, model: BenchModel, design: ModelDesign, count: number, creators: readonly string[]): Promise<void> {
  const columns = design.tables.main.columns;
  const table = design.tables.main.table;
  const start = Date.now() - count * 1000;
  // Under both databases' limits on parameters (SQLite 32,766, PostgreSQL 65,535).
  const batch = Math.max(1, Math.floor(30_000 / (model.fields.length + 5)));
  const anyDb = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  for (let first = 0; first < count; first += batch) {
    const rows = Array.from({ length: Math.min(batch, count - first) }, (_, i) => {
      const n = first + i;
      const row: Record<string, unknown> = {
        id: `bench-${String(n).padStart(7, '0')}`,
        creator_user_id: creators[n % creators.length],
        creator_time: start + n * 1000,
        last_modify_user_id: null,
        last_modify_time: null,
      };
      model.fields.forEach((field, index) => (row[columns[field.node.id]] = valueOf(field.kind, n, index)));
      return row;
    });
    await anyDb.insertInto(table).values(rows).execute();
  }
}

/**
 * The member: a role holding the model's menu entry and a data scheme of the
 * rows they made (creatorUserId = @userId), their password set as a settled one.
 * Answers the member's id.
 */
export async function memberUnderScheme(db: Kysely<Database>, menuId: string): Promise<string> {
  const now = Date.now();
  const member = await db.selectFrom('base_user').select('id').where('account', '=', memberAccount).executeTakeFirstOrThrow();
  await db
    .updateTable('base_user')
    .set({ password_hash: await hashPasswordDigest(passwordDigest(memberPassword)), change_password_date: now })
    .where('id', '=', member.id)
    .execute();
  await db
    .insertInto('base_role')
    .values({ id: 'bench-role', en_code: 'benchOnlineDev', full_name: '压测角色', sort_code: 0, enabled_mark: 1, created_at: now })
    .execute();
  await db.insertInto('base_user_relation').values({ id: 'bench-role-member', user_id: member.id, object_type: 'Role', object_id: 'bench-role' }).execute();
  await db
    .insertInto('base_module_data_scheme')
    .values({
      id: 'bench-own-rows',
      module_id: menuId,
      en_code: 'benchOwnRows',
      full_name: '本人创建的',
      description: '',
      sort_code: 0,
      enabled_mark: 1,
      created_at: now,
      all_data: 0,
      condition_text: '',
      condition_json: JSON.stringify([{ logic: 'and', groups: [{ field: 'creatorUserId', op: 'Equal', value: '@userId' }] }]),
    })
    .execute();
  await db
    .insertInto('base_authorize')
    .values([
      { id: 'bench-role-menu', item_type: 'module', item_id: menuId, object_type: 'Role', object_id: 'bench-role' },
      { id: 'bench-role-scheme', item_type: 'resource', item_id: 'bench-own-rows', object_type: 'Role', object_id: 'bench-role' },
    ])
    .execute();
  return member.id;
}

/** Users who make the rows: the administrator, the member and three more demo users. */
export async function creatorIds(db: Kysely<Database>): Promise<string[]> {
  const accounts = ['admin', memberAccount, 'zhangwei', 'wangfang', 'lina'];
  const rows = await db.selectFrom('base_user').select(['id', 'account']).where('account', 'in', accounts).execute();
  return accounts.map((account) => rows.find((row) => row.account === account)!.id);
}


/** The app's listening address. */
export function baseOf(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}
