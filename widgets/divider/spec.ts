// A line between parts of a form.
import { defineWidget } from '@core/widgets/catalog';

export const divider = defineWidget({ key: 'divider', order: 610, kind: 'layout', group: 'display', label: 'widget.divider', properties: [] });
