// A model's real tables on the suite's database (SQLite, or PostgreSQL in the
// api-pg project): made from nothing, altered with rows in them, losing changes
// refused unless confirmed, all in one transaction that a failure rolls back,
// unique fields and sub-table rows backed by the database itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { compileForm, type FormNode } from '@core/form';
import { emptyListDesign, type ListDesign, type TableMapping } from '@core/model/design';
import { resolveMapping, tablePlan, type TablePlan } from '@core/model/tables';
import type { Dialect } from '@server/db/database';
import { matchesText } from '@server/db/trigramSearch';
import { applyDifference, LosingChangeRefused, readTableColumns, TableConflict, trigramSearchOf, type AnyDb } from '@server/modules/visualdev/tables/index';
import { startServer, type TestServer } from './harness';

let server: TestServer;
let db: AnyDb;
let dialect: Dialect;

beforeAll(async () => {
  server = await startServer();
  db = server.app.kiln.db as unknown as AnyDb;
  dialect = server.app.kiln.dialect;
});
afterAll(async () => {
  await server.close();
});

const text = (id: string, maxLength = 100): FormNode => ({ id, widget: 'comInput', field: id, rules: { maxLength } });
const number = (id: string, precision: number): FormNode => ({ id, widget: 'numInput', field: id, props: { precision } });
const items = (): FormNode => ({
  id: 'items',
  widget: 'table',
  field: 'items',
  children: [
    { ...text('itemSku'), field: 'sku' },
    { ...number('itemQty', 0), field: 'qty' },
  ],
});

interface Model {
  plan: TablePlan;
  mapping: TableMapping;
}

/** A model's plan over the previous one's mapping; `code` is unique (core/form's rule, set as it will set it). */
function model(table: string, nodes: FormNode[], previous?: Model, list: Partial<ListDesign> = {}): Model {
  const form = compileForm(nodes);
  const code = form.fields.find((field) => field.id === 'code');
  if (code) Object.assign(code, { unique: true });
  const mapping = resolveMapping(form, previous?.mapping ?? { main: { table, columns: {} }, subTables: {} });
  return { plan: tablePlan(form, mapping, { ...emptyListDesign(), ...list }), mapping };
}

const release = (before: Model | null, after: Model, confirmLosing = false) =>
  db.transaction().execute((trx) => applyDifference(trx, dialect, before?.plan ?? null, after.plan, { confirmLosing }));

const columnsOf = async (table: string) => (await readTableColumns(db, dialect, table))?.map((column) => column.name) ?? null;
const indexesOf = async (table: string) => {
  const query =
    dialect === 'postgres'
      ? sql<{ name: string }>`select indexname as name from pg_indexes where tablename = ${table} and schemaname = current_schema()`
      : sql<{ name: string }>`select name from pragma_index_list(${table})`;
  return (await query.execute(db)).rows.map((row) => row.name).sort();
};
const refusal = async (work: Promise<unknown>) =>
  work.then(
    () => new Error('nothing was refused'),
    (error: unknown) => error as Error,
  );
const record = (id: string, extra: Record<string, unknown> = {}) => ({ id, creator_user_id: 'admin', creator_time: Date.now(), ...extra });

describe('releasing a model to tables', () => {
  it('creates the main and sub-tables from nothing', async () => {
    const first = model('mt_create', [text('code'), number('amount', 2), items()]);
    await release(null, first);
    expect(await columnsOf('mt_create')).toEqual(['id', 'creator_user_id', 'creator_time', 'last_modify_user_id', 'last_modify_time', 'code', 'amount']);
    expect(await columnsOf('mt_create_items')).toEqual(['id', 'record_id', 'sort_code', 'sku', 'qty']);
    expect(await indexesOf('mt_create_items')).toEqual(expect.arrayContaining(['ix_mt_create_items_record_id_sort_code']));
    expect(await indexesOf('mt_create')).toEqual(
      expect.arrayContaining(['ix_mt_create_creator_time', 'ix_mt_create_creator_user_id_creator_time', 'ux_mt_create_code']),
    );
    if (dialect === 'postgres') {
      const types = (await readTableColumns(db, dialect, 'mt_create'))!.map((column) => column.type);
      expect(types).toEqual(['varchar(64)', 'varchar(64)', 'bigint', 'varchar(64)', 'bigint', 'varchar(100)', 'numeric(18,2)']);
    }
    await db
      .insertInto('mt_create')
      .values(record('r1', { code: 'A1', amount: 12.5 }))
      .execute();
    expect(await db.selectFrom('mt_create').select(['code', 'amount']).execute()).toEqual([{ code: 'A1', amount: 12.5 }]);
  });

  it('adds a field to a table with rows and widens another, keeping the rows', async () => {
    const first = model('mt_add', [text('code'), text('note', 20)]);
    await release(null, first);
    await db
      .insertInto('mt_add')
      .values(record('r1', { code: 'A1', note: 'short' }))
      .execute();
    const second = model('mt_add', [text('code'), text('note', 300), text('remark')], first);
    const difference = await release(first, second);
    expect(difference.columnsAdded.map((change) => change.fieldPath)).toEqual(['remark']);
    expect(difference.columnsWidened.map((change) => change.fieldPath)).toEqual(['note']);
    expect(await db.selectFrom('mt_add').select(['code', 'note', 'remark']).execute()).toEqual([{ code: 'A1', note: 'short', remark: null }]);
    await db
      .insertInto('mt_add')
      .values(record('r2', { code: 'A2', note: 'n'.repeat(250) }))
      .execute();
    if (dialect === 'postgres') expect((await readTableColumns(db, dialect, 'mt_add'))!.find((column) => column.name === 'note')!.type).toBe('varchar(300)');
  });

  it('refuses a losing change unconfirmed, naming the field, and changes nothing', async () => {
    const first = model('mt_refuse', [text('code'), number('amount', 2)]);
    await release(null, first);
    await db
      .insertInto('mt_refuse')
      .values(record('r1', { code: 'A1', amount: 3 }))
      .execute();
    const columns = await readTableColumns(db, dialect, 'mt_refuse');
    const error = await refusal(release(first, model('mt_refuse', [text('code'), text('remark')], first)));
    expect(error).toBeInstanceOf(LosingChangeRefused);
    expect(error.message).toContain('the field amount would be dropped');
    expect((error as LosingChangeRefused).changes.map((change) => [change.fieldPath, change.change])).toEqual([['amount', 'dropped']]);
    expect(await readTableColumns(db, dialect, 'mt_refuse')).toEqual(columns);
  });

  it('rolls back every step when one fails half-way', async () => {
    const first = model('mt_rollback', [text('code', 10)]);
    await release(null, first);
    await db
      .insertInto('mt_rollback')
      .values([record('r1', { code: 'AB1' }), record('r2', { code: 'AB2' })])
      .execute();
    const columns = await readTableColumns(db, dialect, 'mt_rollback');
    // The added column comes first; cutting the unique codes to two characters then makes them equal.
    const error = await refusal(release(first, model('mt_rollback', [text('code', 2), text('extra')], first), true));
    expect(error).not.toBeInstanceOf(LosingChangeRefused);
    expect(await readTableColumns(db, dialect, 'mt_rollback')).toEqual(columns);
    expect(await db.selectFrom('mt_rollback').select('code').orderBy('code').execute()).toEqual([{ code: 'AB1' }, { code: 'AB2' }]);
  });

  it('drops and retypes when confirmed, converting the values it can', async () => {
    // qty is searched, so its index must make way for the retyping and come back.
    const searched = { search: [{ field: 'qty', searchType: 1 as const }] };
    const first = model('mt_confirm', [text('code'), number('amount', 2), number('qty', 0), text('price'), items()], undefined, searched);
    await release(null, first);
    const rowsBefore = [record('r1', { code: 'A1', amount: 1, qty: 7, price: '12.346' }), record('r2', { code: 'A2', price: 'abc' })];
    await db.insertInto('mt_confirm').values(rowsBefore).execute();
    await db.insertInto('mt_confirm_items').values({ id: 'i1', record_id: 'r1', sort_code: 0, sku: 'S' }).execute();
    const second = model('mt_confirm', [text('code'), text('qty'), number('price', 2)], first, searched);
    const difference = await release(first, second, true);
    expect(difference.tablesDropped.map((table) => table.name)).toEqual(['mt_confirm_items']);
    expect(await columnsOf('mt_confirm_items')).toBeNull();
    expect(await columnsOf('mt_confirm')).toEqual(expect.arrayContaining(['code', 'qty', 'price']));
    expect(await columnsOf('mt_confirm')).not.toContain('amount');
    const rows = await db.selectFrom('mt_confirm').select(['id', 'qty', 'price']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'r1', qty: '7', price: 12.35 },
      { id: 'r2', qty: null, price: null },
    ]);
    expect(await db.selectFrom('mt_confirm').select('id').where('qty', '=', '7').execute()).toEqual([{ id: 'r1' }]);
    expect(difference.indexesAdded).toEqual([]);
    expect(await indexesOf('mt_confirm')).toEqual(expect.arrayContaining(['ix_mt_confirm_qty', 'ux_mt_confirm_code']));
    // Rolling back to the first release is the same rules the other way.
    await release(second, first, true);
    expect(await columnsOf('mt_confirm_items')).toEqual(['id', 'record_id', 'sort_code', 'sku', 'qty']);
    expect((await db.selectFrom('mt_confirm').select('qty').where('id', '=', 'r1').executeTakeFirst())?.qty).toBe(7);
  });

  it('backs a unique field with a unique index', async () => {
    const first = model('mt_unique', [text('code')]);
    await release(null, first);
    await db
      .insertInto('mt_unique')
      .values(record('r1', { code: 'SAME' }))
      .execute();
    await expect(
      db
        .insertInto('mt_unique')
        .values(record('r2', { code: 'SAME' }))
        .execute(),
    ).rejects.toThrow(/unique/i);
    await db
      .insertInto('mt_unique')
      .values([record('r3'), record('r4')])
      .execute();
  });

  it("deletes a record's sub-table rows with it", async () => {
    const first = model('mt_cascade', [text('code'), items()]);
    await release(null, first);
    await db
      .insertInto('mt_cascade')
      .values([record('r1', { code: 'A' }), record('r2', { code: 'B' })])
      .execute();
    const line = (id: string, recordId: string) => ({ id, record_id: recordId, sort_code: 0, sku: id });
    await db
      .insertInto('mt_cascade_items')
      .values([line('i1', 'r1'), line('i2', 'r1'), line('i3', 'r2')])
      .execute();
    await expect(db.insertInto('mt_cascade_items').values(line('i4', 'nobody')).execute()).rejects.toThrow(/foreign key/i);
    await db.deleteFrom('mt_cascade').where('id', '=', 'r1').execute();
    expect(await db.selectFrom('mt_cascade_items').select('id').execute()).toEqual([{ id: 'i3' }]);
  });

  it('searches keyword fields through their index', async () => {
    const first = model('mt_keyword', [text('code'), text('title')], undefined, { keywordFields: ['title'] });
    await release(null, first);
    await db
      .insertInto('mt_keyword')
      .values([record('r1', { title: 'Blue Widget' }), record('r2', { title: 'Red gadget' })])
      .execute();
    const search = trigramSearchOf(first.plan.main)!;
    const found = await db
      .selectFrom('mt_keyword as t')
      .select('t.id')
      .where(matchesText(dialect, search, 't', 'widg'))
      .execute();
    expect(found).toEqual([{ id: 'r1' }]);
    if (dialect === 'sqlite') expect(await columnsOf('mt_keyword_fts')).toEqual(['title']);
    else if ((await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(db)).rows.length) {
      expect(await indexesOf('mt_keyword')).toContain('ix_mt_keyword_title_trgm');
    }
    // Dropping the searched field takes its index with it.
    await release(first, model('mt_keyword', [text('code')], first), true);
    expect(await columnsOf('mt_keyword')).not.toContain('title');
    expect(await columnsOf('mt_keyword_fts')).toBeNull();
    expect(await indexesOf('mt_keyword')).not.toContain('ix_mt_keyword_title_trgm');
  });

  it('refuses platform tables and tables it did not make', async () => {
    expect(() => model('base_user', [text('code')])).toThrow(/the table name base_user starts with base_/);
    await sql`create table mt_clash (id varchar(64) primary key)`.execute(db);
    const clash = await refusal(release(null, model('mt_clash', [text('code')])));
    expect(clash).toBeInstanceOf(TableConflict);
    expect(clash.message).toBe('the table mt_clash exists already and was not made by this model');
    const first = model('mt_changed', [text('code')]);
    await release(null, first);
    await sql`alter table mt_changed add column stray integer`.execute(db);
    const changed = await refusal(release(first, model('mt_changed', [text('code'), text('more')], first)));
    expect(changed.message).toMatch(/mt_changed is not as the last release left it: it has a column stray/);
  });

  it('refuses a platform table passed straight in the plan', async () => {
    const plan = model('mt_direct', [text('code')]).plan;
    const platform = { ...plan, main: { ...plan.main, name: 'base_user' } };
    const error = await refusal(db.transaction().execute((trx) => applyDifference(trx, dialect, null, platform, { confirmLosing: false })));
    expect(error).toBeInstanceOf(TableConflict);
    expect(error.message).toMatch(/base_user starts with base_/);
    expect(await columnsOf('base_user')).toContain('account');
  });
});
