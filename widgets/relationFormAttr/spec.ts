// One field of the record chosen in a related-form field of the same form
// (JNPF's relationFormAttr, 关联表单属性): drawn read-only beside it and stored
// nowhere, so it is a display node without a field, like the barcode.
import { defineWidget } from '@core/widgets/catalog';
import { relationField } from '@core/widgets/properties';
import type { WidgetProps } from '@core/widgets/spec';

const fieldName = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** The related-form field it follows, and the field of the linked model it shows ('' until the designer names them). */
export function attrConfigOf(props: WidgetProps): { relationField: string; showField: string } {
  return {
    relationField: typeof props.relationField === 'string' ? props.relationField : '',
    showField: typeof props.showField === 'string' ? props.showField : '',
  };
}

export const relationFormAttr = defineWidget({
  key: 'relationFormAttr',
  order: 430,
  kind: 'layout',
  group: 'display',
  label: 'widget.relationFormAttr',
  properties: [
    // A relationForm field of this form.
    relationField,
    {
      name: 'showField',
      label: 'designer.relationFormAttr.showField',
      editor: 'text',
      type: 'string',
      default: '',
      // A field of the linked model, not of this form.
      check: (value) => (value === '' || (typeof value === 'string' && fieldName.test(value)) ? undefined : 'must be a field name'),
    },
  ],
});
