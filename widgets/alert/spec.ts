// A notice in one of four tones.
import { defineWidget } from '@core/widgets/catalog';

export const alert = defineWidget({
  key: 'alert',
  order: 200,
  kind: 'layout',
  group: 'display',
  label: 'widget.alert',
  properties: [
    { name: 'type', label: 'designer.alertType', editor: 'select', type: 'string', default: 'info', choices: ['success', 'info', 'warning', 'error'].map((value) => ({ label: `designer.alert.${value}`, value })) },
    { name: 'description', label: 'designer.description', editor: 'textarea', type: 'string' },
    { name: 'showIcon', label: 'designer.showIcon', editor: 'switch', type: 'boolean', default: true },
  ],
});
