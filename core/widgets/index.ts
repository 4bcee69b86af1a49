// The widget catalog: how a widget is declared and found. The widgets themselves
// live one folder each under widgets/, each folder's spec.ts defining its entry;
// the browser finds them by glob (widgets/catalog.ts), the server by reading
// the folder (server/widgets.ts).
export { defineWidget, widgetSpec, widgetCatalog } from './catalog';
export { defaultProps, fieldProperties, paletteGroups, propertiesOf, type ColumnType, type FormatContext, type PaletteGroup, type PropertySpec, type PropertyType, type ServerHook, type WidgetKind, type WidgetProps, type WidgetSpec } from './spec';
export { formatEpoch, choiceLabel, optionSourceOf } from './text';
export * as properties from './properties';
