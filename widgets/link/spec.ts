// A link, opened in place (through /externalLink) or in a new tab.
import { defineWidget } from '@core/widgets/catalog';

export const link = defineWidget({
  key: 'link',
  order: 170,
  kind: 'layout',
  group: 'display',
  label: 'widget.link',
  properties: [
    { name: 'href', label: 'designer.href', editor: 'text', type: 'string', default: '' },
    { name: 'target', label: 'designer.target', editor: 'select', type: 'string', default: '_self', choices: [{ label: 'designer.self', value: '_self' }, { label: 'designer.blank', value: '_blank' }] },
  ],
});
