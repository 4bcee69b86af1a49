// One of a few options, all in view (JNPF's radio).
import { defineWidget } from '@core/widgets/catalog';
import { optionSource, valueType } from '@core/widgets/properties';
import { optionColumn, optionValue } from '@core/widgets/choices';
import { choiceLabel } from '@core/widgets/text';

export const radio = defineWidget({
  key: 'radio',
  order: 50,
  kind: 'field',
  group: 'basic',
  label: 'widget.radio',
  properties: [optionSource, valueType],
  valueSchema: optionValue,
  columnType: optionColumn,
  format: choiceLabel,
});
