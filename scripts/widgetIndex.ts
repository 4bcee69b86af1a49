// Each catalog key's folder under widgets/, as the browser's catalog finds them
// (by glob), for the build's widget index (scripts/widgetIndexPlugin.ts); read
// through Vite's module runner.
import { widgetCatalog } from '../core/widgets/catalog.ts';
import { widgetFolderOf } from '../widgets/catalog.ts';

export function folderByKey(): Record<string, string> {
  return Object.fromEntries(widgetCatalog().flatMap((spec) => {
    const folder = widgetFolderOf(spec.key);
    return folder ? [[spec.key, folder]] : [];
  }));
}
