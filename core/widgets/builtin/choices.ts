// Choosing values: on/off, one of options, several of options, a tree of options.
import { defineWidget } from '../catalog';
import type { JsonSchema } from '../../schema/types';
import type { ColumnType, FormatContext, WidgetProps } from '../spec';
import { choiceLabel, optionSourceOf } from '../text';
import { valueType } from './properties';

const source = { name: 'options', label: 'designer.options', editor: 'optionSource', default: { kind: 'static', options: [] } } as const;

/** Several stored choices as their labels, joined by commas. */
const choiceLabels = (value: unknown, props: WidgetProps, context: FormatContext) => (Array.isArray(value) ? value.map((v) => choiceLabel(v, props, context)).join(',') : '');

/** One option's value: numbers when the options say so, else text; static options also bound the values. */
function optionValue(props: WidgetProps): JsonSchema {
  const type = props.valueType === 'number' ? 'integer' : 'string';
  const options = optionSourceOf(props);
  if (options?.kind === 'static' && options.options?.length) return { type, enum: options.options.map((o) => o.value) };
  return { type };
}

/** The column one option's value needs. */
const optionColumn = (props: WidgetProps): ColumnType => (props.valueType === 'number' ? { kind: 'integer' } : { kind: 'string', length: 100 });

const onOffWords = { on: 'common.enabled', off: 'common.disabled' };

/** Whether a stored switch value is on (JNPF stores 1/0; true is read as on too). */
export const isSwitchedOn = (value: unknown) => value === 1 || value === true;

/** The text key a switch shows for a value: its activeText or inactiveText, the catalog's defaults without them. */
export function switchWord(value: unknown, props: WidgetProps): string {
  const on = isSwitchedOn(value);
  const word = on ? props.activeText : props.inactiveText;
  return typeof word === 'string' ? word : on ? onOffWords.on : onOffWords.off;
}

export const switchWidget = defineWidget({
  key: 'switch',
  kind: 'field',
  group: 'basic',
  label: 'widget.switch',
  properties: [
    { name: 'activeText', label: 'designer.activeText', editor: 'text', default: onOffWords.on },
    { name: 'inactiveText', label: 'designer.inactiveText', editor: 'text', default: onOffWords.off },
  ],
  // JNPF stores a switch as 1/0.
  valueSchema: () => ({ type: 'integer', enum: [0, 1] }),
  columnType: () => ({ kind: 'integer' }),
  format: (value, props, { t }) => (value === null || value === undefined ? '' : t(switchWord(value, props))),
});

export const radio = defineWidget({
  key: 'radio',
  kind: 'field',
  group: 'basic',
  label: 'widget.radio',
  properties: [source, valueType],
  valueSchema: optionValue,
  columnType: optionColumn,
  format: choiceLabel,
});

export const select = defineWidget({
  key: 'select',
  kind: 'field',
  group: 'basic',
  label: 'widget.select',
  properties: [source, valueType, { name: 'multiple', label: 'designer.multiple', editor: 'switch', default: false }, { name: 'placeholder', label: 'designer.placeholder', editor: 'text' }],
  valueSchema: (props) => (props.multiple === true ? { type: 'array', items: optionValue(props) } : optionValue(props)),
  columnType: (props) => (props.multiple === true ? { kind: 'json' } : optionColumn(props)),
  format: (value, props, context) => (Array.isArray(value) ? choiceLabels(value, props, context) : choiceLabel(value, props, context)),
});

export const checkbox = defineWidget({
  key: 'checkbox',
  kind: 'field',
  group: 'basic',
  label: 'widget.checkbox',
  properties: [source, valueType],
  valueSchema: (props) => ({ type: 'array', items: optionValue(props) }),
  columnType: () => ({ kind: 'json' }),
  format: choiceLabels,
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
