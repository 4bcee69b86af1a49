// Registers every widget's bindings: each widgets/<name>/index.tsx calls
// registerWidget once; nothing lists them (a new folder is found by the glob).
import './catalog';

import.meta.glob('./*/index.tsx', { eager: true });

export { registerWidget, defaultBindings } from './registry';
export { WidgetProvider, useWidgetBinding, useWidgetBindings } from './runtime/WidgetContext';
export type { CellContext, FieldProps, FormAccess, LayoutProps, ViewProps, WidgetBinding, WidgetDefinition } from './contract';
export { fromRjsfWidget, type RjsfBridgeOptions } from './runtime/rjsfBridge';
