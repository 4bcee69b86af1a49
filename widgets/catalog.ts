// Every widget's catalog entry, found by its folder: importing this module runs
// each widgets/<name>/spec.ts, which defines its entries in core's catalog. The
// server finds the same files by reading the folder (server/widgets.ts); a test
// checks that both find the same widgets.
const specModules = import.meta.glob('./*/spec.ts', { eager: true });

/** The folders holding a widget spec, by name. */
export const widgetFolders: readonly string[] = Object.keys(specModules).map((path) => path.split('/')[1]).sort();
