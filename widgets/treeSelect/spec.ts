// One node of a tree of options (JNPF's treeSelect).
import { defineWidget } from '@core/widgets/catalog';
import { optionSource, placeholder } from '@core/widgets/properties';
import { choiceLabel } from '@core/widgets/text';

export const treeSelect = defineWidget({
  key: 'treeSelect',
  order: 380,
  kind: 'field',
  group: 'advanced',
  label: 'widget.treeSelect',
  properties: [optionSource, placeholder],
  valueSchema: () => ({ type: 'string' }),
  columnType: () => ({ kind: 'string', length: 100 }),
  format: choiceLabel,
});
