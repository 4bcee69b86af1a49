// A button in the form.
import { defineWidget } from '@core/widgets/catalog';

export const button = defineWidget({
  key: 'button',
  order: 180,
  kind: 'layout',
  group: 'display',
  label: 'widget.button',
  properties: [{ name: 'buttonType', label: 'designer.buttonType', editor: 'select', type: 'string', default: 'default', choices: ['default', 'primary', 'dashed', 'link'].map((value) => ({ label: `designer.buttonType.${value}`, value })) }],
});
