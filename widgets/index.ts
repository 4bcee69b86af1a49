// Registers every widget's bindings at once: each widgets/<name>/index.tsx calls
// registerWidget once; nothing lists them (a new folder is found by the glob).
// For tests, benches and embedders that want all of them up front; the app's
// renderer imports only the catalog and loads bindings as forms name them
// (./registryLoader.ts, runtime/WidgetsReady.tsx).
import './catalog';

import.meta.glob('./*/index.tsx', { eager: true });

export { registerWidget, defaultBindings } from './registry';
export { loadWidgetBindings, loadAllWidgetBindings, bindingsLoaded, UnknownWidgetError } from './registryLoader';
export { WidgetsReady } from './runtime/WidgetsReady';
export { WidgetProvider, useWidgetBinding, useWidgetBindings } from './runtime/WidgetContext';
export type { CellContext, FieldProps, FormAccess, LayoutProps, ViewProps, WidgetBinding, WidgetDefinition } from './contract';
export { fromRjsfWidget, type RjsfBridgeOptions } from './runtime/rjsfBridge';
