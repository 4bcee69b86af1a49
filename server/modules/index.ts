// Every server module: each folder here with a module.ts, found by reading the
// folder (as server/widgets.ts finds widgets), so adding an API area edits no
// shared list. Modules mount in folder-name order, which fixes the order of
// route registration and of the OpenAPI tags; a manifest's name is its folder's.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ModuleManifest } from './defineModule';

export const modulesDir = import.meta.dirname;

/** The folders that hold a module manifest, in name order (by code unit, whatever the locale). */
export function moduleFolders(dir = modulesDir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, 'module.ts')))
    .map((entry) => entry.name)
    .sort();
}

/** Imports every folder's manifest (its default export), in folder order. */
export async function loadModules(dir = modulesDir): Promise<ModuleManifest[]> {
  return Promise.all(
    moduleFolders(dir).map(async (folder) => {
      const { default: manifest } = (await import(pathToFileURL(path.join(dir, folder, 'module.ts')).href)) as { default?: ModuleManifest };
      if (manifest?.name !== folder) throw new Error(`${folder}/module.ts must export default defineModule({ name: '${folder}', … })`);
      return manifest;
    }),
  );
}

export const modules: readonly ModuleManifest[] = await loadModules();
