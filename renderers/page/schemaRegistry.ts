// The page schemas the browser knows: every file under schemas/ (the server checks
// the same files against the meta-schema), each fetched with the first screen that
// draws it, together with every bundled schema it names (the forms its actions
// open, the pages its drawers and pickers show), so what a page opens is at hand.
// The widget gallery's form, made from the catalog as on the server, joins them.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import bundledPages from 'virtual:kiln-page-index';
import type { FormPageSchema, PageSchema } from '@core/schema/types';
import { galleryFormId } from '@core/widgets/galleryIds';

type Loader = () => Promise<PageSchema>;

const loaders = new Map<string, Loader>(Object.entries(bundledPages).map(([id, page]) => [id, page.load]));
loaders.set(galleryFormId, async () => {
  const [{ widgetCatalog }, { galleryFormPage }] = await Promise.all([import('@core/widgets'), import('@core/widgets/gallery'), import('@widgets/catalog')]);
  return galleryFormPage(widgetCatalog());
});

const idByAddress = new Map(Object.entries(bundledPages).flatMap(([id, page]) => (page.address ? [[page.address, id] as const] : [])));

/** The id of the page a menu entry's view address opens, if a schema declares it. */
export function pageIdAt(address: string): string | undefined {
  return idByAddress.get(address);
}

/** The schemas fetched so far, and who waits for the next one. */
const loaded = new Map<string, PageSchema>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Every bundled schema id among a schema's strings: what its actions, drawers and widgets name. */
function namedIds(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (loaders.has(value)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) namedIds(item, into);
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) namedIds(item, into);
  }
  return into;
}

// One fetch per file however many pages name it; a failed one may be tried again.
const fetching = new Map<string, Promise<PageSchema>>();
function fetchSchema(id: string): Promise<PageSchema> {
  let pending = fetching.get(id);
  if (!pending) {
    const load = loaders.get(id);
    if (!load) return Promise.reject(new Error(`No page schema with id ${id}`));
    pending = load().then(
      (schema) => {
        loaded.set(id, schema);
        for (const listener of listeners) listener();
        return schema;
      },
      (error: unknown) => {
        fetching.delete(id);
        throw error;
      },
    );
    fetching.set(id, pending);
  }
  return pending;
}

/** Fetches every bundled schema a schema names, transitively, a wave at a time (schemas may name each other). */
async function fetchNamedBy(schema: PageSchema): Promise<void> {
  const seen = new Set([schema.id]);
  for (let wave = [schema]; wave.length > 0; ) {
    const next = new Set<string>();
    for (const each of wave) {
      for (const named of namedIds(each, new Set())) {
        if (seen.has(named)) continue;
        seen.add(named);
        next.add(named);
      }
    }
    wave = await Promise.all([...next].map(fetchSchema));
  }
}

/** Schemas whose named schemas are all at hand. */
const complete = new WeakSet<PageSchema>();

/** Whether every bundled schema a schema names, transitively, is at hand. */
function namedAllLoaded(schema: PageSchema): boolean {
  if (complete.has(schema)) return true;
  const seen = new Set([schema.id]);
  const stack = [schema];
  for (let each = stack.pop(); each; each = stack.pop()) {
    for (const named of namedIds(each, new Set())) {
      if (seen.has(named)) continue;
      seen.add(named);
      const found = loaded.get(named);
      if (!found) return false;
      stack.push(found);
    }
  }
  complete.add(schema);
  return true;
}

/** A bundled schema, once it and every bundled schema it names have arrived. */
export async function loadPageSchema(id: string): Promise<PageSchema> {
  const schema = await fetchSchema(id);
  await fetchNamedBy(schema);
  return schema;
}

export async function loadFormSchema(id: string): Promise<FormPageSchema> {
  return asForm(await loadPageSchema(id));
}

/** A schema already at hand: one a drawn page names (its forms, drawers, pickers). */
export function pageSchema(id: string): PageSchema {
  const schema = loaded.get(id);
  if (!schema) throw new Error(loaders.has(id) ? `Page schema ${id} is not loaded: load it with loadPageSchema first` : `No page schema with id ${id}`);
  return schema;
}

export function formSchema(id: string): FormPageSchema {
  return asForm(pageSchema(id));
}

function asForm(schema: PageSchema): FormPageSchema {
  if (schema.type !== 'form') throw new Error(`Page schema ${schema.id} is not a form`);
  return schema;
}

/** Hands a fetch's failure to the component, thrown while drawing for the nearest error boundary. */
function useFailure(): (error: unknown) => void {
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const fail = useCallback((error: unknown) => setFailure({ error }), []);
  if (failure) throw failure.error;
  return fail;
}

/** A bundled schema in a component: undefined until it and every bundled schema it names have arrived. */
export function usePageSchema(id: string): PageSchema | undefined {
  const fail = useFailure();
  const schema = useSyncExternalStore(subscribe, () => {
    const found = loaded.get(id);
    return found && namedAllLoaded(found) ? found : undefined;
  });
  useEffect(() => {
    if (!schema) loadPageSchema(id).catch(fail);
  }, [id, schema, fail]);
  return schema;
}

export function useFormSchema(id: string): FormPageSchema | undefined {
  const schema = usePageSchema(id);
  return schema && asForm(schema);
}

/**
 * Whether the bundled schemas a page names (the forms its actions open) have arrived. A bundled
 * page brings them along; a page made elsewhere (a test's, say) fetches them here first.
 */
export function useSchemasNamedBy(schema: PageSchema): boolean {
  const fail = useFailure();
  const ready = useSyncExternalStore(subscribe, () => namedAllLoaded(schema));
  useEffect(() => {
    if (!ready) fetchNamedBy(schema).catch(fail);
  }, [ready, schema, fail]);
  return ready;
}
