// Several of a few options, all in view (JNPF's checkbox).
import { defineWidget } from '@core/widgets/catalog';
import { optionSource, valueType } from '@core/widgets/properties';
import { choiceLabels, optionValue } from '@core/widgets/choices';

export const checkbox = defineWidget({
  key: 'checkbox',
  order: 60,
  kind: 'field',
  group: 'basic',
  label: 'widget.checkbox',
  properties: [optionSource, valueType],
  valueSchema: (props) => ({ type: 'array', items: optionValue(props) }),
  columnType: () => ({ kind: 'json' }),
  format: choiceLabels,
});
