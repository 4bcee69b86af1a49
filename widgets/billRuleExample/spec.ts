// The numbering rule's live example beside its form: shown, never stored.
import { defineWidget } from '@core/widgets/catalog';

export const billRuleExample = defineWidget({
  key: 'billRuleExample',
  order: 570,
  kind: 'system',
  group: 'system',
  label: 'widget.billRuleExample',
  gallery: false,
  properties: [],
  valueSchema: () => ({ type: 'string' }),
  format: (value) => (typeof value === 'string' ? value : ''),
});
