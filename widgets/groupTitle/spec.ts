// A title across the form that groups the fields below it.
import { defineWidget } from '@core/widgets/catalog';

export const groupTitle = defineWidget({
  key: 'groupTitle',
  order: 600,
  kind: 'layout',
  group: 'display',
  label: 'widget.groupTitle',
  properties: [{ name: 'contentPosition', label: 'designer.position', editor: 'select', type: 'string', default: 'left', choices: [{ label: 'designer.left', value: 'left' }, { label: 'designer.center', value: 'center' }, { label: 'designer.right', value: 'right' }] }],
});
