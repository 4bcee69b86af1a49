// The widget catalog with every built-in widget defined.
import './builtin/inputs';
import './builtin/choices';
import './builtin/dates';
import './builtin/computed';
import './builtin/layout';
import './builtin/subTable';

export { defineWidget, widgetSpec, widgetCatalog } from './catalog';
export { defaultProps, type ColumnType, type FormatContext, type PaletteGroup, type PropertySpec, type WidgetKind, type WidgetProps, type WidgetSpec } from './spec';
export { formatEpoch, choiceLabel } from './text';
