// An item of a dictionary category, chosen from its tree (JNPF's dicSelect):
// stored as the item's id, or several ids; shown as the items' names.
import { defineWidget } from '@core/widgets/catalog';
import { clearable, multiple, placeholder } from '@core/widgets/properties';
import type { FormatContext, WidgetProps } from '@core/widgets/spec';

/** Items a multiple selector may hold. */
export const maxDictionaryPicks = 500;

const itemId = { type: 'string', maxLength: 50 };

export const dictionaryTypeOf = (props: WidgetProps) => (typeof props.dictionaryType === 'string' ? props.dictionaryType : '');

const itemName = (value: unknown, props: WidgetProps, context: FormatContext) => {
  if (value === null || value === undefined || value === '') return '';
  const code = dictionaryTypeOf(props);
  return code && context.dictionaryLabel ? context.dictionaryLabel(code, value) : String(value);
};

export const dicSelect = defineWidget({
  key: 'dicSelect',
  order: 470,
  kind: 'field',
  group: 'advanced',
  label: 'widget.dicSelect',
  properties: [
    // The category by id or code, as the dictionary cache finds it; empty until the designer picks one.
    { name: 'dictionaryType', label: 'designer.dicSelect.dictionaryType', editor: 'text', type: 'string', default: '', check: (value) => (typeof value === 'string' && value.length > 200 ? 'must be at most 200 characters' : undefined) },
    multiple,
    clearable,
    placeholder,
  ],
  valueSchema: (props) => (props.multiple === true ? { type: 'array', maxItems: maxDictionaryPicks, uniqueItems: true, items: { ...itemId, minLength: 1 } } : itemId),
  columnType: (props) => (props.multiple === true ? { kind: 'json' } : { kind: 'string', length: 50 }),
  format: (value, props, context) => (Array.isArray(value) ? value.map((item) => itemName(item, props, context)).join(',') : itemName(value, props, context)),
});
