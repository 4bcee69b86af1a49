// Registers every built-in widget's bindings; importing this module once makes them all available.
import './basic/text';
import './basic/number';
import './basic/switch';
import './basic/choice';
import './basic/dateTime';
import './basic/hidden';
import './computed/calculate';
import './computed/billRuleExample';
import './layout/containers';
import './layout/display';

export { registerWidget, defaultBindings } from './registry';
export { WidgetProvider, useWidgetBinding, useWidgetBindings } from './runtime/WidgetContext';
export type { CellContext, FieldProps, FormAccess, LayoutProps, ViewProps, WidgetBinding, WidgetDefinition } from './contract';
