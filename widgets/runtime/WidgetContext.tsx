// The widget bindings the renderer draws with, handed down by context: the
// registered ones by default, any of them replaceable by a test or an app.
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { WidgetBinding } from '../contract';
import { defaultBindings, onBindingsChange, registeredBindings } from '../registry';

const WidgetContext = createContext<ReadonlyMap<string, WidgetBinding> | null>(null);

export function WidgetProvider({ overrides, children }: { overrides?: Record<string, Partial<WidgetBinding>>; children: ReactNode }) {
  const parent = useContext(WidgetContext);
  // Bindings load on demand: a merged copy is made again when one arrives.
  const registered = useSyncExternalStore(onBindingsChange, registeredBindings);
  const value = useMemo(() => {
    const base = parent ?? registered;
    if (!overrides) return base;
    const merged = new Map(base);
    for (const [key, binding] of Object.entries(overrides)) merged.set(key, { ...merged.get(key), ...binding, key });
    return merged;
  }, [parent, overrides, registered]);
  return <WidgetContext.Provider value={value}>{children}</WidgetContext.Provider>;
}

/** Every binding in effect (the registered ones when no provider is above). */
export function useWidgetBindings(): ReadonlyMap<string, WidgetBinding> {
  return useContext(WidgetContext) ?? defaultBindings();
}

/** The bindings of a widget key. */
export function useWidgetBinding(key: string): WidgetBinding | undefined {
  return useWidgetBindings().get(key);
}
