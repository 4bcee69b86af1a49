// Loads widget bindings on demand: each widgets/<name>/index.tsx (its React
// component, view and editors, with the libraries they use) is a chunk of its
// own, imported the first time a form or list names one of its widgets. The
// build's widget index (./keyFolders.ts) tells which folder a key belongs to.
import type { FormNode } from '@core/form';
import { widgetCatalog, widgetSpec } from '@core/widgets/catalog';
import { widgetFolderOf } from './keyFolders';
import { defaultBindings } from './registry';

type ModuleLoader = () => Promise<unknown>;

const folderModules: Record<string, ModuleLoader> = import.meta.glob('./*/index.tsx');

/** Bindings that live outside widgets/ (the renderers' own field editors), by catalog key. */
const outsideLoaders = new Map<string, ModuleLoader>();

/** Names the module that registers a key's bindings when they live outside widgets/<folder>/index.tsx. */
export function registerBindingLoader(key: string, load: ModuleLoader): void {
  outsideLoaders.set(key, load);
}

/** Raised for a key no module binds: not in the catalog, or in it without bindings. */
export class UnknownWidgetError extends Error {
  constructor(readonly widgets: readonly string[]) {
    super(`No widget binding for ${widgets.map((key) => `"${key}"`).join(', ')}: ${widgets.map(reasonOf).join('; ')}`);
    this.name = 'UnknownWidgetError';
  }
}

function reasonOf(key: string): string {
  return widgetSpec(key) ? `${key} is in the catalog but no module registers its bindings` : `${key} is not in the widget catalog`;
}

function loaderOf(key: string): ModuleLoader | undefined {
  const outside = outsideLoaders.get(key);
  if (outside) return outside;
  const folder = widgetFolderOf(key);
  return folder ? folderModules[`./${folder}/index.tsx`] : undefined;
}

/** The catalog keys bound by a widgets/<folder>/index.tsx: what the designer's palette and the gallery draw. */
export function folderBoundWidgets(): string[] {
  return widgetCatalog().flatMap((spec) => {
    const folder = widgetFolderOf(spec.key);
    return folder && folderModules[`./${folder}/index.tsx`] ? [spec.key] : [];
  });
}

/** Whether every key's bindings are registered already (then nothing needs to wait). */
export function bindingsLoaded(keys: Iterable<string>): boolean {
  const registered = defaultBindings();
  for (const key of keys) if (!registered.has(key)) return false;
  return true;
}

// One import per module however many keys or forms ask for it at once; a failed one may be tried again.
const modulesLoading = new Map<ModuleLoader, Promise<unknown>>();
function importOnce(load: ModuleLoader): Promise<unknown> {
  let pending = modulesLoading.get(load);
  if (!pending) {
    pending = load().catch((error: unknown) => {
      modulesLoading.delete(load);
      throw error;
    });
    modulesLoading.set(load, pending);
  }
  return pending;
}

/**
 * Imports the bindings of exactly the named widgets (those not registered yet).
 * Rejects with UnknownWidgetError naming every key no module binds, before importing anything.
 */
export async function loadWidgetBindings(keys: Iterable<string>): Promise<void> {
  const missing = [...new Set(keys)].filter((key) => !defaultBindings().has(key));
  const unknown = missing.filter((key) => !loaderOf(key));
  if (unknown.length > 0) throw new UnknownWidgetError(unknown);
  const loaders = new Set(missing.map((key) => loaderOf(key)!));
  await Promise.all([...loaders].map(importOnce));
  const stillMissing = missing.filter((key) => !defaultBindings().has(key));
  if (stillMissing.length > 0) throw new UnknownWidgetError(stillMissing);
}

/** Every widget's bindings: the designer's palette and the widget gallery show them all. */
export function loadAllWidgetBindings(): Promise<void> {
  return Promise.all([...Object.values(folderModules), ...outsideLoaders.values()].map(importOnce)).then(() => undefined);
}

/** Every catalog key named in a form tree (a sub-table's columns are its children). */
export function widgetsOfNodes(nodes: readonly FormNode[]): string[] {
  const keys = new Set<string>();
  const visit = (list: readonly FormNode[]) => {
    for (const node of list) {
      keys.add(node.widget);
      if (node.children) visit(node.children);
    }
  };
  visit(nodes);
  return [...keys];
}
