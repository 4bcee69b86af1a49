// One or several of many options in a dropdown (JNPF's select).
import { defineWidget } from '@core/widgets/catalog';
import { multiple, optionSource, placeholder, valueType } from '@core/widgets/properties';
import { choiceLabels, optionColumn, optionValue } from '@core/widgets/choices';
import { choiceLabel } from '@core/widgets/text';

export const select = defineWidget({
  key: 'select',
  order: 70,
  kind: 'field',
  group: 'basic',
  label: 'widget.select',
  properties: [optionSource, valueType, multiple, placeholder],
  valueSchema: (props) => (props.multiple === true ? { type: 'array', items: optionValue(props) } : optionValue(props)),
  columnType: (props) => (props.multiple === true ? { kind: 'json' } : optionColumn(props)),
  format: (value, props, context) => (Array.isArray(value) ? choiceLabels(value, props, context) : choiceLabel(value, props, context)),
});
