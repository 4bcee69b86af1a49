// A paragraph of fixed text (JNPF's JNPFText).
import { defineWidget } from '@core/widgets/catalog';

export const staticText = defineWidget({
  key: 'JNPFText',
  order: 190,
  kind: 'layout',
  group: 'display',
  label: 'widget.text',
  properties: [{ name: 'content', label: 'designer.content', editor: 'textarea', type: 'string', default: '' }],
});
