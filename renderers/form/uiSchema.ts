// Prepares a schema's uiSchema for rjsf: titles and placeholders translated,
// fields locked once the record exists, rjsf's own submit button hidden.
import type { TFunction } from 'i18next';
import type { FormPageSchema } from '@core/schema/types';

type UiNode = Record<string, unknown>;

export function prepareUiSchema(schema: FormPageSchema, t: TFunction, editing: boolean): UiNode {
  const prepared: UiNode = { 'ui:submitButtonOptions': { norender: true } };
  for (const [key, value] of Object.entries(schema.uiSchema)) {
    if (!value || typeof value !== 'object' || Array.isArray(value) || key.startsWith('ui:')) {
      prepared[key] = value;
      continue;
    }
    const field: UiNode = { ...(value as UiNode) };
    if (typeof field['ui:title'] === 'string') field['ui:title'] = t(field['ui:title']);
    if (typeof field['ui:placeholder'] === 'string') field['ui:placeholder'] = t(field['ui:placeholder']);
    if (editing && schema.lockedOnEdit?.includes(key)) field['ui:disabled'] = true;
    if (field['ui:widget'] === 'hidden') field['ui:label'] = false;
    prepared[key] = field;
  }
  return prepared;
}
