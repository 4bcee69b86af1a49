// The index of the bundled page schemas ('virtual:kiln-page-index'): each file's
// id and view address, read from schemas/ when the module loads, and an import of
// the file itself, so the browser fetches a schema only with the screen that draws it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemasDir = path.join(root, 'schemas');

const virtualId = 'virtual:kiln-page-index';
const resolvedId = `\0${virtualId}`;

function jsonFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(full);
    return entry.name.endsWith('.json') ? [full] : [];
  });
}

/** One line per schema file: `"<id>": { address, load }`, in file order so builds repeat. */
export function pageIndexModule(dir = schemasDir): string {
  const entries = jsonFiles(dir)
    .sort()
    .map((file) => {
      const { id, address } = JSON.parse(fs.readFileSync(file, 'utf8')) as { id?: unknown; address?: unknown };
      if (typeof id !== 'string') throw new Error(`${path.relative(root, file)} has no id`);
      const from = `/${path.relative(root, file).split(path.sep).join('/')}`;
      return `  ${JSON.stringify(id)}: { address: ${typeof address === 'string' ? JSON.stringify(address) : 'undefined'}, load: () => import(${JSON.stringify(from)}).then((file) => file.default) },`;
    });
  return `export default {\n${entries.join('\n')}\n};\n`;
}

export function pageIndexPlugin(): Plugin {
  return {
    name: 'kiln-page-index',
    resolveId: (id) => (id === virtualId ? resolvedId : null),
    load(id) {
      if (id !== resolvedId) return null;
      for (const file of jsonFiles(schemasDir)) this.addWatchFile(file);
      return pageIndexModule();
    },
  };
}
