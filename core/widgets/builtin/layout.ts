// Layout containers and display nodes (JNPF's row, card, tab, collapse,
// groupTitle, divider, JNPFText, alert, link, button): they hold or show, and
// store nothing.
import { defineWidget } from '../catalog';
import type { WidgetSpec } from '../spec';

const container = (spec: Omit<WidgetSpec, 'kind' | 'group'>) => defineWidget({ ...spec, kind: 'layout', group: 'layout' });

export const row = container({ key: 'row', label: 'widget.row', properties: [{ name: 'gutter', label: 'designer.gutter', editor: 'number', default: 16 }] });
export const card = container({ key: 'card', label: 'widget.card', properties: [{ name: 'shadow', label: 'designer.shadow', editor: 'switch', default: false }] });
export const tab = container({ key: 'tab', label: 'widget.tab', properties: [], childWidgets: ['tabPane'] });
export const tabPane = container({ key: 'tabPane', label: 'widget.tabPane', properties: [], onlyInside: 'tab' });
export const collapse = container({ key: 'collapse', label: 'widget.collapse', properties: [{ name: 'accordion', label: 'designer.accordion', editor: 'switch', default: false }], childWidgets: ['collapsePanel'] });
export const collapsePanel = container({ key: 'collapsePanel', label: 'widget.collapsePanel', properties: [{ name: 'open', label: 'designer.open', editor: 'switch', default: true }], onlyInside: 'collapse' });
export const groupTitle = container({ key: 'groupTitle', label: 'widget.groupTitle', properties: [{ name: 'contentPosition', label: 'designer.position', editor: 'select', default: 'left', choices: [{ label: 'designer.left', value: 'left' }, { label: 'designer.center', value: 'center' }, { label: 'designer.right', value: 'right' }] }] });
export const divider = container({ key: 'divider', label: 'widget.divider', properties: [] });
export const staticText = container({ key: 'JNPFText', label: 'widget.text', properties: [{ name: 'content', label: 'designer.content', editor: 'textarea', default: '' }] });
export const alert = container({
  key: 'alert',
  label: 'widget.alert',
  properties: [
    { name: 'type', label: 'designer.alertType', editor: 'select', default: 'info', choices: ['success', 'info', 'warning', 'error'].map((value) => ({ label: `designer.alert.${value}`, value })) },
    { name: 'description', label: 'designer.description', editor: 'textarea' },
    { name: 'showIcon', label: 'designer.showIcon', editor: 'switch', default: true },
  ],
});
export const link = container({
  key: 'link',
  label: 'widget.link',
  properties: [
    { name: 'href', label: 'designer.href', editor: 'text', default: '' },
    { name: 'target', label: 'designer.target', editor: 'select', default: '_self', choices: [{ label: 'designer.self', value: '_self' }, { label: 'designer.blank', value: '_blank' }] },
  ],
});
export const button = container({
  key: 'button',
  label: 'widget.button',
  properties: [{ name: 'buttonType', label: 'designer.buttonType', editor: 'select', default: 'default', choices: ['default', 'primary', 'dashed', 'link'].map((value) => ({ label: value, value })) }],
});
