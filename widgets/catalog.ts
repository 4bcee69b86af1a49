// Every widget's catalog entry, found by its folder: importing this module runs
// each widgets/<name>/spec.ts, which defines its entries in core's catalog. The
// server finds the same files by reading the folder (server/widgets.ts); a test
// checks that both find the same widgets. The catalog stays small and static;
// the React bindings load on demand (./registryLoader.ts).
import { widgetSpec } from '@core/widgets';

const specModules = import.meta.glob<Record<string, unknown>>('./*/spec.ts', { eager: true });

const folderOfPath = (path: string) => path.split('/')[1]!;

/** The folders holding a widget spec, by name. */
export const widgetFolders: readonly string[] = Object.keys(specModules).map(folderOfPath).sort();

/** Each catalog key by the folder whose spec.ts defines it (a folder may define several: a tab and its pane). */
const folderByKey = new Map<string, string>();
for (const [path, exports] of Object.entries(specModules)) {
  for (const value of Object.values(exports)) {
    const key = typeof value === 'object' && value !== null && 'key' in value ? value.key : undefined;
    if (typeof key === 'string' && widgetSpec(key) === value) folderByKey.set(key, folderOfPath(path));
  }
}

/** The folder under widgets/ whose spec.ts defines a catalog key, if any does. */
export function widgetFolderOf(key: string): string | undefined {
  return folderByKey.get(key);
}
