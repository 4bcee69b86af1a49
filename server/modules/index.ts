// Every server module: each folder here with a module.ts, found by reading the
// folder (as server/widgets.ts finds widgets), so adding an API area edits no
// shared list. Modules mount in folder-name order, which fixes the order of
// route registration and of the OpenAPI tags; a manifest's name is its folder's.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ModuleManifest } from './defineModule';
import { foldersWith } from '../folders';

const modulesDir = import.meta.dirname;

/** Imports every folder's manifest (its default export), in folder order. */
export async function loadModules(dir = modulesDir): Promise<ModuleManifest[]> {
  return Promise.all(
    foldersWith(dir, 'module.ts').map(async (folder) => {
      const { default: manifest } = (await import(pathToFileURL(path.join(dir, folder, 'module.ts')).href)) as { default?: ModuleManifest };
      if (manifest?.name !== folder) throw new Error(`${folder}/module.ts must export default defineModule({ name: '${folder}', … })`);
      return manifest;
    }),
  );
}

export const modules: readonly ModuleManifest[] = await loadModules();
