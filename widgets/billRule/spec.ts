// A document number (JNPF's billRule): taken by the server from the node's
// numbering rule when the record is first saved, shown from then on; the
// browser never sends it.
import { defineWidget } from '@core/widgets/catalog';

export const billRule = defineWidget({
  key: 'billRule',
  order: 560,
  kind: 'system',
  group: 'system',
  label: 'widget.billRule',
  properties: [{ name: 'rule', label: 'designer.billRule', editor: 'text', type: 'string', default: '', check: (value) => (typeof value === 'string' && /^[\w.-]{0,50}$/.test(value) ? undefined : 'must be a numbering rule code') }],
  valueSchema: () => ({ type: 'string', maxLength: 100 }),
  columnType: () => ({ kind: 'string', length: 100 }),
  format: (value) => (typeof value === 'string' ? value : ''),
  serverHook: 'billNumber',
});
