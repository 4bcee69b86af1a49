// The widget index ('virtual:kiln-widget-index'): each catalog key's folder under
// widgets/, so the browser finds a widget's folder (widgets/keyFolders.ts) without
// loading every widget's spec to learn where a key lives.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type * as WidgetIndex from './widgetIndex.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const alias = { '@core': path.join(root, 'core'), '@widgets': path.join(root, 'widgets') };

const virtualId = 'virtual:kiln-widget-index';
const resolvedId = `\0${virtualId}`;

/** ESM source of a module whose default export maps each catalog key to its folder. */
export async function widgetIndexModule(): Promise<string> {
  const { module } = await runnerImport<typeof WidgetIndex>(path.join(root, 'scripts/widgetIndex.ts'), { resolve: { alias } });
  return `export default ${JSON.stringify(module.folderByKey())};\n`;
}

export function widgetIndexPlugin(): Plugin {
  return {
    name: 'kiln-widget-index',
    resolveId: (id) => (id === virtualId ? resolvedId : null),
    load: (id) => (id === resolvedId ? widgetIndexModule() : null),
  };
}
