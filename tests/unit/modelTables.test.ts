// A model's tables, worked out without a database: which column each field gets
// (and keeps), the tables and indexes a release must leave, and what a release
// changes, with every change that would lose data named.
import { describe, expect, it } from 'vitest';
import { compileForm, type CompiledForm, type FormNode } from '@core/form';
import { emptyListDesign, type ListDesign, type TableMapping } from '@core/model/design';
import { boundedName, resolveMapping, snakeName, TableMappingError, tablePlan, type TablePlan } from '@core/model/tables';
import { losingChanges, losingChangeText, planDifference, typeChange } from '@core/model/tableDifference';

const text = (id: string, field = id, maxLength?: number): FormNode => ({
  id,
  widget: 'comInput',
  field,
  label: `label.${id}`,
  ...(maxLength ? { rules: { maxLength } } : {}),
});
const number = (id: string, precision: number, field = id): FormNode => ({ id, widget: 'numInput', field, props: { precision } });
const items = (children: FormNode[], field = 'items'): FormNode => ({ id: 'itemsNode', widget: 'table', field, children });

/** Compiles, marking fields unique the way core/form's unique rule will (read defensively by the plan). */
function compiled(nodes: FormNode[], unique: string[] = []): CompiledForm {
  const form = compileForm(nodes);
  for (const field of form.fields.flatMap((one) => [one, ...(one.columns ?? [])])) if (unique.includes(field.id)) Object.assign(field, { unique: true });
  return form;
}

const emptyMapping = (table = 'orders'): TableMapping => ({ main: { table, columns: {} }, subTables: {} });

interface PlanOptions {
  mapping?: TableMapping;
  list?: Partial<ListDesign>;
  unique?: string[];
}

function planOf(nodes: FormNode[], options: PlanOptions = {}): { plan: TablePlan; mapping: TableMapping } {
  const form = compiled(nodes, options.unique);
  const mapping = resolveMapping(form, options.mapping ?? emptyMapping());
  return { plan: tablePlan(form, mapping, { ...emptyListDesign(), ...options.list }), mapping };
}

const problemsOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(TableMappingError);
    return (error as TableMappingError).problems;
  }
  throw new Error('no problem was found');
};

describe('resolveMapping', () => {
  it('names columns in snake case, never a system column, unique in the table', () => {
    expect(snakeName('applyDate')).toBe('apply_date');
    expect(snakeName('F_FullName')).toBe('f_full_name');
    expect(snakeName('HTMLText2')).toBe('html_text2');
    const form = compiled([text('a', 'applyDate'), text('b', 'apply_date'), text('c', 'id'), text('d', 'creatorTime'), number('e', 2, 'Amount')]);
    expect(resolveMapping(form, emptyMapping()).main.columns).toEqual({ a: 'apply_date', b: 'apply_date_2', c: 'id_2', d: 'creator_time_2', e: 'amount' });
  });

  it('keeps a renamed field its column and drops nodes that left the form', () => {
    const form = compiled([text('a', 'startDate'), text('new', 'applyDate')]);
    const resolved = resolveMapping(form, {
      main: { table: 'orders', columns: { a: 'apply_date', gone: 'old_column' } },
      subTables: { goneTable: { table: 'orders_x', columns: {} } },
    });
    expect(resolved).toEqual({ main: { table: 'orders', columns: { a: 'apply_date', new: 'apply_date_2' } }, subTables: {} });
  });

  it('gives stored system values and stored calculations a column, and layout and unstored calculations none', () => {
    const form = compiled([
      { id: 'row', widget: 'row', children: [text('name')] },
      { id: 'who', widget: 'createUser', field: 'createdBy' },
      { id: 'when', widget: 'createTime', field: 'createdAt' },
      { id: 'total', widget: 'calculate', field: 'total', props: { expression: '1 + 1' } },
      { id: 'shown', widget: 'calculate', field: 'shown', props: { expression: '2', isStorage: false } },
    ]);
    expect(resolveMapping(form, emptyMapping()).main.columns).toEqual({ name: 'name', who: 'created_by', when: 'created_at', total: 'total' });
  });

  it('names a new sub-table after the main table and keeps a named one', () => {
    const form = compiled([text('name'), items([text('sku'), number('qty', 0)], 'orderItems')]);
    expect(resolveMapping(form, emptyMapping()).subTables).toEqual({ itemsNode: { table: 'orders_order_items', columns: { sku: 'sku', qty: 'qty' } } });
    const kept = resolveMapping(form, {
      main: { table: 'orders', columns: {} },
      subTables: { itemsNode: { table: 'order_lines', columns: { qty: 'quantity' } } },
    });
    expect(kept.subTables.itemsNode).toEqual({ table: 'order_lines', columns: { sku: 'sku', qty: 'quantity' } });
  });

  it('refuses invalid and clashing names, naming the field', () => {
    const form = compiled([text('a'), text('b'), items([text('sku')])]);
    expect(problemsOf(() => resolveMapping(form, emptyMapping('base_user')))[0]).toMatch(/base_user starts with base_/);
    const clashing: TableMapping = {
      main: { table: 'orders', columns: { a: 'same', b: 'same' } },
      subTables: { itemsNode: { table: 'orders', columns: { sku: 'Bad-Name' } } },
    };
    const problems = problemsOf(() => resolveMapping(form, clashing));
    expect(problems).toEqual([
      'the fields a and b both have the column same in orders',
      'the sub-table items has the table orders, which the main table has',
      expect.stringContaining('the field sku (sku) in orders: the column name "Bad-Name"'),
    ]);
    const reserved: TableMapping = { main: { table: 'orders', columns: { a: 'record_id' } }, subTables: {} };
    expect(problemsOf(() => resolveMapping(form, reserved))[0]).toMatch(/record_id is a system column's/);
  });
});

describe('tablePlan', () => {
  it('adds the system columns and the sub-table reference to its record', () => {
    const { plan } = planOf([text('name', 'name', 50), items([number('qty', 0)])]);
    expect(plan.main.columns.map((column) => [column.name, column.type, column.notNull])).toEqual([
      ['id', { kind: 'string', length: 64 }, true],
      ['creator_user_id', { kind: 'string', length: 64 }, true],
      ['creator_time', { kind: 'bigint' }, true],
      ['last_modify_user_id', { kind: 'string', length: 64 }, false],
      ['last_modify_time', { kind: 'bigint' }, false],
      ['name', { kind: 'string', length: 50 }, false],
    ]);
    expect(plan.main.columns[5]).toMatchObject({ fieldId: 'name', fieldPath: 'name', label: 'label.name' });
    const [sub] = plan.subTables;
    expect(sub.columns.map((column) => column.name)).toEqual(['id', 'record_id', 'sort_code', 'qty']);
    expect(sub.columns[1].references).toEqual({ table: 'orders', column: 'id', onDelete: 'cascade', constraint: 'fk_orders_items_record_id' });
    expect(sub.indexes).toEqual([{ name: 'ix_orders_items_record_id_sort_code', columns: ['record_id', 'sort_code'], unique: false }]);
  });

  it('indexes searched and sorted columns, unique fields, and keyword-searched text', () => {
    const nodes = [text('code'), text('name'), { id: 'note', widget: 'textarea', field: 'note' }, number('amount', 2), items([text('sku')])];
    const list = {
      search: [
        { field: 'code', searchType: 1 as const },
        { field: 'note', searchType: 2 as const },
      ],
      sort: { field: 'amount', order: 'desc' as const },
      columns: [{ field: 'lastModifyTime', sortable: true }],
      keywordFields: ['name', 'note'],
    };
    const { plan } = planOf(nodes, { list, unique: ['code', 'sku'] });
    expect(plan.main.indexes).toEqual([
      { name: 'ix_orders_creator_user_id_amount', columns: ['creator_user_id', 'amount'], unique: false },
      { name: 'ix_orders_creator_time', columns: ['creator_time'], unique: false },
      { name: 'ix_orders_code', columns: ['code'], unique: false },
      { name: 'ix_orders_amount', columns: ['amount'], unique: false },
      { name: 'ix_orders_last_modify_time', columns: ['last_modify_time'], unique: false },
      { name: 'ux_orders_code', columns: ['code'], unique: true },
    ]);
    expect(plan.main.keywordSearch).toEqual({ columns: ['name', 'note'], indexNames: { name: 'ix_orders_name_trgm', note: 'ix_orders_note_trgm' } });
    expect(plan.subTables[0].indexes[1]).toEqual({ name: 'ux_orders_items_record_id_sku', columns: ['record_id', 'sku'], unique: true });
  });

  it('keeps index names within 63 characters, the same each time', () => {
    const long = 'a'.repeat(60);
    const { plan } = planOf([text('f', long)], { list: { search: [{ field: long, searchType: 1 }] } });
    const name = plan.main.indexes[2].name;
    expect(name).toHaveLength(63);
    expect(name).toBe(boundedName(`ix_orders_${long}`));
    expect(name).toMatch(/^ix_orders_a+_[0-9a-f]{8}$/);
  });

  it('refuses a list naming a field the form does not store, or keyword search over numbers', () => {
    const problems = problemsOf(() => planOf([number('amount', 2)], { list: { search: [{ field: 'missing', searchType: 1 }], keywordFields: ['amount'] } }));
    expect(problems).toEqual(["the list's search names missing, which the form stores in no column", "the list's keyword searches amount, which is not text"]);
  });
});

describe('planDifference', () => {
  it('creates every table from nothing, with its indexes', () => {
    const { plan } = planOf([text('code'), items([text('sku')])]);
    const difference = planDifference(null, plan);
    expect(difference.tablesCreated.map((table) => table.name)).toEqual(['orders', 'orders_items']);
    expect(difference.indexesAdded.map((change) => change.index.name)).toEqual([
      'ix_orders_creator_user_id_creator_time',
      'ix_orders_creator_time',
      'ix_orders_items_record_id_sort_code',
    ]);
    expect(losingChanges(difference)).toEqual([]);
  });

  it('classifies type changes', () => {
    const cases: [Parameters<typeof typeChange>[0], Parameters<typeof typeChange>[1], string][] = [
      [{ kind: 'string', length: 50 }, { kind: 'string', length: 100 }, 'widened'],
      [{ kind: 'string', length: 50 }, { kind: 'text' }, 'widened'],
      [{ kind: 'integer' }, { kind: 'bigint' }, 'widened'],
      [{ kind: 'decimal', precision: 18, scale: 2 }, { kind: 'decimal', precision: 20, scale: 4 }, 'widened'],
      [{ kind: 'integer' }, { kind: 'decimal', precision: 18, scale: 2 }, 'widened'],
      [{ kind: 'string', length: 100 }, { kind: 'string', length: 50 }, 'narrowed'],
      [{ kind: 'text' }, { kind: 'string', length: 500 }, 'narrowed'],
      [{ kind: 'decimal', precision: 18, scale: 4 }, { kind: 'decimal', precision: 18, scale: 2 }, 'narrowed'],
      [{ kind: 'decimal', precision: 18, scale: 2 }, { kind: 'decimal', precision: 19, scale: 4 }, 'narrowed'],
      [{ kind: 'bigint' }, { kind: 'integer' }, 'narrowed'],
      [{ kind: 'decimal', precision: 18, scale: 2 }, { kind: 'bigint' }, 'narrowed'],
      [{ kind: 'bigint' }, { kind: 'string', length: 255 }, 'retyped'],
      [{ kind: 'text' }, { kind: 'decimal', precision: 18, scale: 2 }, 'retyped'],
      [{ kind: 'json' }, { kind: 'text' }, 'retyped'],
      [{ kind: 'json' }, { kind: 'json' }, 'same'],
    ];
    for (const [from, to, expected] of cases) expect([from, to, typeChange(from, to)]).toEqual([from, to, expected]);
  });

  it('lists added, widened and losing columns with their fields', () => {
    const before = planOf([text('code', 'code', 50), text('name', 'name', 100), number('amount', 4), number('qty', 0), text('gone')]);
    const after = planOf([text('code', 'code', 80), text('name', 'name', 20), number('amount', 2), text('qty'), text('added')], { mapping: before.mapping });
    const difference = planDifference(before.plan, after.plan);
    expect(difference.columnsAdded).toEqual([
      { table: 'orders', column: 'added', fieldId: 'added', fieldPath: 'added', label: 'label.added', change: 'added', to: { kind: 'string', length: 255 } },
    ]);
    expect(difference.columnsWidened.map((change) => [change.column, change.change])).toEqual([['code', 'widened']]);
    expect(difference.columnsLosing.map((change) => [change.fieldPath, change.change])).toEqual([
      ['gone', 'dropped'],
      ['name', 'narrowed'],
      ['amount', 'narrowed'],
      ['qty', 'retyped'],
    ]);
    const texts = losingChanges(difference).map(losingChangeText);
    expect(texts[0]).toBe('the field gone would be dropped with its values (orders.gone)');
    expect(texts[3]).toBe('the field qty would change from bigint to text(255), losing what does not convert (orders.qty)');
  });

  it('drops a sub-table that left the form, and a column whose name another field now takes', () => {
    const before = planOf([text('old', 'title'), items([text('sku')])]);
    const after = planOf([text('new', 'title')], { mapping: before.mapping });
    const difference = planDifference(before.plan, after.plan);
    expect(losingChanges(difference).map((change) => [change.change, change.table, change.column, change.fieldPath])).toEqual([
      ['tableDropped', 'orders_items', undefined, 'items'],
      ['dropped', 'orders', 'title', 'title'],
    ]);
    expect(difference.columnsAdded.map((change) => [change.column, change.fieldId])).toEqual([['title', 'new']]);
  });

  it('lists indexes added and dropped as the list changes', () => {
    const before = planOf([text('code'), text('name')], { list: { search: [{ field: 'code', searchType: 1 }] } });
    const list = { search: [{ field: 'name', searchType: 1 as const }], keywordFields: ['name'] };
    const after = planOf([text('code'), text('name')], { mapping: before.mapping, list, unique: ['code'] });
    const difference = planDifference(before.plan, after.plan);
    expect(difference.indexesDropped.map((change) => change.index.name)).toEqual(['ix_orders_code']);
    expect(difference.indexesAdded.map((change) => change.index.name)).toEqual(['ix_orders_name', 'ux_orders_code']);
    expect(difference.keywordSearches).toEqual([{ table: 'orders', before: null, after: after.plan.main.keywordSearch }]);
    expect(losingChanges(difference)).toEqual([]);
  });
});
