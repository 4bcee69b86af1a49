// Choosing values: on/off, one of options, several of options, a tree of options.
import { defineWidget } from '../catalog';
import type { JsonSchema } from '../../schema/types';
import type { WidgetProps } from '../spec';
import { choiceLabel, optionSourceOf } from '../text';

const source = { name: 'options', label: 'designer.options', editor: 'optionSource', default: { kind: 'static', options: [] } } as const;
const valueType = { name: 'valueType', label: 'designer.valueType', editor: 'select', default: 'string', choices: [{ label: 'designer.text', value: 'string' }, { label: 'designer.number', value: 'number' }] } as const;

/** One option's value: numbers when the options say so, else text; static options also bound the values. */
function optionValue(props: WidgetProps): JsonSchema {
  const type = props.valueType === 'number' ? 'integer' : 'string';
  const options = optionSourceOf(props);
  if (options?.kind === 'static' && options.options?.length) return { type, enum: options.options.map((o) => o.value) };
  return { type };
}

export const switchWidget = defineWidget({
  key: 'switch',
  kind: 'field',
  group: 'basic',
  label: 'widget.switch',
  properties: [
    { name: 'activeText', label: 'designer.activeText', editor: 'text', default: 'common.enabled' },
    { name: 'inactiveText', label: 'designer.inactiveText', editor: 'text', default: 'common.disabled' },
  ],
  // JNPF stores a switch as 1/0.
  valueSchema: () => ({ type: 'integer', enum: [0, 1] }),
  columnType: () => ({ kind: 'integer' }),
  format: (value, props, { t }) => {
    if (value === null || value === undefined) return '';
    return t(String((value === 1 || value === true ? props.activeText : props.inactiveText) ?? (value === 1 ? 'common.yes' : 'common.no')));
  },
});

export const radio = defineWidget({
  key: 'radio',
  kind: 'field',
  group: 'basic',
  label: 'widget.radio',
  properties: [source, valueType],
  valueSchema: optionValue,
  columnType: (props) => (props.valueType === 'number' ? { kind: 'integer' } : { kind: 'string', length: 100 }),
  format: choiceLabel,
});

export const select = defineWidget({
  key: 'select',
  kind: 'field',
  group: 'basic',
  label: 'widget.select',
  properties: [source, valueType, { name: 'multiple', label: 'designer.multiple', editor: 'switch', default: false }, { name: 'placeholder', label: 'designer.placeholder', editor: 'text' }],
  valueSchema: (props) => (props.multiple === true ? { type: 'array', items: optionValue(props) } : optionValue(props)),
  columnType: (props) => (props.multiple === true ? { kind: 'json' } : props.valueType === 'number' ? { kind: 'integer' } : { kind: 'string', length: 100 }),
  format: (value, props, context) => (Array.isArray(value) ? value.map((v) => choiceLabel(v, props, context)).join(',') : choiceLabel(value, props, context)),
});

export const checkbox = defineWidget({
  key: 'checkbox',
  kind: 'field',
  group: 'basic',
  label: 'widget.checkbox',
  properties: [source, valueType],
  valueSchema: (props) => ({ type: 'array', items: optionValue(props) }),
  columnType: () => ({ kind: 'json' }),
  format: (value, props, context) => (Array.isArray(value) ? value.map((v) => choiceLabel(v, props, context)).join(',') : ''),
});

export const treeSelect = defineWidget({
  key: 'treeSelect',
  kind: 'field',
  group: 'advanced',
  label: 'widget.treeSelect',
  properties: [source, { name: 'placeholder', label: 'designer.placeholder', editor: 'text' }],
  valueSchema: () => ({ type: 'string' }),
  columnType: () => ({ kind: 'string', length: 100 }),
  format: choiceLabel,
});
