// One field of the row picked in a popup picker of the same form (JNPF's
// popupAttr, 弹窗选择属性): drawn read-only beside it and stored nowhere, a
// display node without a field like the related form's attribute. JNPF may
// also store the shown text in a column of its own (isStorage 1); Kiln keeps
// the pick and reads the attribute from it, so an imported node saying so is
// reported (core/model/jnpf) and drawn like the others.
import { defineWidget } from '@core/widgets/catalog';
import { relationField } from '@core/widgets/properties';
import { attrConfigOf } from '../relationFormAttr/spec';

const rowField = /^[A-Za-z_][A-Za-z0-9_.]{0,63}$/;

/** The popup picker field it follows, and the field of the picked row it shows: read as the related form's attribute reads its own. */
export const popupAttrConfigOf = attrConfigOf;

export const popupAttr = defineWidget({
  key: 'popupAttr',
  order: 450,
  kind: 'layout',
  group: 'display',
  label: 'widget.popupAttr',
  properties: [
    // A popupSelect field of this form.
    relationField,
    {
      name: 'showField',
      label: 'designer.popupAttr.showField',
      editor: 'interfaceField',
      type: 'string',
      default: '',
      // A field of the interface's rows, not of this form.
      check: (value) => (value === '' || (typeof value === 'string' && rowField.test(value)) ? undefined : 'must be a field of the interface’s rows'),
    },
  ],
});
