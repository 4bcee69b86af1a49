// Properties more than one widget lists, declared once with their type, so the
// compiler checks every widget's use of them the same way.
import { OptionSourceSchema } from '../schema/pageFormat';
import type { PropertySpec } from './spec';

export const placeholder: PropertySpec = { name: 'placeholder', label: 'designer.placeholder', editor: 'text', type: 'string' };

export const clearable: PropertySpec = { name: 'clearable', label: 'designer.clearable', editor: 'switch', type: 'boolean', default: true };

/** Whether stored values are text or numbers (choices, hidden values). */
export const valueType: PropertySpec = {
  name: 'valueType',
  label: 'designer.valueType',
  editor: 'select',
  type: 'string',
  default: 'string',
  choices: [
    { label: 'designer.text', value: 'string' },
    { label: 'designer.number', value: 'number' },
  ],
};

/** Where a choice widget's options come from: fixed options, a dictionary, an API call, or a data interface. */
export const optionSource: PropertySpec = {
  name: 'options',
  label: 'designer.options',
  editor: 'optionSource',
  type: 'object',
  default: { kind: 'static', options: [] },
  shape: { schema: OptionSourceSchema, is: 'an option source (static options, a dictionary, an API call or a data interface)' },
};

export const multiple: PropertySpec = { name: 'multiple', label: 'designer.multiple', editor: 'switch', type: 'boolean', default: false };

export const precision = (fallback?: number): PropertySpec => ({ name: 'precision', label: 'designer.precision', editor: 'number', type: 'integer', min: 0, max: 10, ...(fallback === undefined ? {} : { default: fallback }) });

export const thousands = (fallback: boolean): PropertySpec => ({ name: 'thousands', label: 'designer.thousands', editor: 'switch', type: 'boolean', default: fallback });

/** Date formats as JNPF's date widgets offer them. */
export const dateFormats = ['YYYY', 'YYYY-MM', 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD HH:mm:ss'] as const;

export const dateFormat: PropertySpec = { name: 'format', label: 'designer.dateFormat', editor: 'select', type: 'string', default: 'YYYY-MM-DD', choices: dateFormats.map((value) => ({ label: value, value })) };

/** A field of the form whose value a widget shows (a barcode's or QR code's relation). */
export const relationField: PropertySpec = { name: 'relationField', label: 'designer.relationField', editor: 'field', type: 'string', default: '' };
