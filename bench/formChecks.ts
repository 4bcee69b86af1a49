// How long the form store's checks take beside a 1,000-row sub-table: leaving a
// typed cell, leaving a field, and the whole check a save runs. In Node, with the
// same ajv options the browser's build-time validators use.
import Ajv from 'ajv';
import { compileForm, type FormNode } from '@core/form';
import { ajvOptions, addKilnVocabulary } from '@core/validation/ajv';
import { FormStore, type SchemaValidator } from '@renderers/form/store/FormStore';

const rowCount = 1000;
const textColumns = Array.from({ length: 8 }, (_, i): FormNode => ({ id: `c${i}`, widget: 'comInput', field: `c${i}`, rules: { required: true } }));
const nodes: FormNode[] = [
  { id: 'title', widget: 'comInput', field: 'title', rules: { required: true } },
  {
    id: 'items',
    widget: 'table',
    field: 'items',
    children: [...textColumns, { id: 'qty', widget: 'numInput', field: 'qty' }, { id: 'amount', widget: 'calculate', field: 'amount', props: { expression: 'items.qty * 2' } }],
  },
  { id: 'total', widget: 'calculate', field: 'total', props: { expression: 'sum(items.amount)' } },
];

function percentiles(run: (round: number) => void): { p50: string; p95: string } {
  for (let round = 0; round < 10; round += 1) run(round);
  const times = Array.from({ length: 40 }, (_, round) => {
    const start = performance.now();
    run(round);
    return performance.now() - start;
  }).sort((a, b) => a - b);
  return { p50: (times[20] ?? 0).toFixed(2), p95: (times[38] ?? 0).toFixed(2) };
}

export function benchFormChecks(): void {
  const form = compileForm(nodes);
  const validate = addKilnVocabulary(new Ajv(ajvOptions)).compile(form.schema);
  const validator: SchemaValidator = (values) => (validate(values) ? [] : (validate.errors ?? []));
  const rows = Array.from({ length: rowCount }, (_, r) => ({ ...Object.fromEntries(textColumns.map((column) => [column.field, `${r}`])), qty: r }));
  const store = new FormStore(form, 'edit', 'bench', validator, { title: 'bench', items: rows });
  const table = store.table('items')!;
  const results = {
    'leave a typed cell': percentiles((round) => store.validateCell('items', table.rows[round] ?? table.rows[0]!, 'c1')),
    'leave a field': percentiles(() => store.validateField('title')),
    'save: the whole check': percentiles(() => store.validateAll()),
  };
  store.dispose();
  console.log(`\nForm checks beside a ${rowCount.toLocaleString('en')}-row × 10-column sub-table (Node, ms):`);
  console.table(results);
}
