// Password input (JNPF's PsdInput): stored as text, as JNPF stores it, but never
// shown: lists, exports and the read-only view see a mask.
import { defineWidget } from '@core/widgets/catalog';
import { clearable, placeholder } from '@core/widgets/properties';

/** What any shown password looks like, whatever its length. */
export const passwordMask = '******';

export const maskedPassword = (value: unknown) => (typeof value === 'string' && value !== '' ? passwordMask : '');

export const psdInput = defineWidget({
  key: 'PsdInput',
  order: 25,
  kind: 'field',
  group: 'basic',
  label: 'widget.PsdInput',
  properties: [placeholder, clearable, { name: 'showPassword', label: 'designer.showPassword', editor: 'switch', type: 'boolean', default: true }],
  valueSchema: () => ({ type: 'string' }),
  columnType: (_props, maxLength) => ({ kind: 'string', length: maxLength ?? 255 }),
  format: maskedPassword,
  // JNPF keeps the password input out of sub-tables.
  inTable: false,
});
