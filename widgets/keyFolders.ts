// Where each catalog key lives under widgets/, as the build found it
// (scripts/widgetIndexPlugin.ts): the bindings' loader needs no spec to find a
// widget's folder, so a list loads the specs of its own widgets only (each
// folder's bindings bring its spec), not the whole catalog (./catalog.ts, which
// forms and designers load).
import folderByKey from 'virtual:kiln-widget-index';
import { widgetSpec } from '@core/widgets/catalog';

/** The folder under widgets/ whose spec.ts defines a catalog key, if any does. */
export function widgetFolderOf(key: string): string | undefined {
  return Object.hasOwn(folderByKey, key) ? folderByKey[key] : undefined;
}

/** Whether a key names a widget: one of widgets/, or one defined elsewhere (registerWidget). */
export function isWidgetKey(key: string): boolean {
  return widgetFolderOf(key) !== undefined || widgetSpec(key) !== undefined;
}
