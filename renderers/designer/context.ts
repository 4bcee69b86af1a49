// The designer's store as its components reach it, and the hooks that subscribe
// a component to one node, its selection or its problems: each redraws only
// when its own key is notified.
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { FormNode, FormProblem } from '@core/form';
import type { DesignerStore, NodeEntry } from './designerStore';
import type { DropTargets, DropTarget } from './dropTargets';

export interface DesignerParts {
  store: DesignerStore;
  drops: DropTargets;
}

export const DesignerContext = createContext<DesignerParts | null>(null);

export function useDesignerParts(): DesignerParts {
  const parts = useContext(DesignerContext);
  if (!parts) throw new Error('A designer part needs a FormDesigner above it');
  return parts;
}

export const useDesigner = () => useDesignerParts().store;

export function useNodeEntry(id: string): NodeEntry | undefined {
  const store = useDesigner();
  const subscribe = useCallback((listener: () => void) => store.subscribeNode(id, listener), [store, id]);
  return useSyncExternalStore(subscribe, () => store.entry(id));
}

/**
 * One part of a node's settings (`pick` answers one of its fields, or something as stable): a panel input redraws when
 * that part changes, not for a key typed into another. The tree edits keep what they do not touch, so the parts of a
 * node an edit left alone are the same objects after it.
 */
export function useNodePart<T>(id: string, pick: (node: FormNode) => T): T | undefined {
  const store = useDesigner();
  const subscribe = useCallback((listener: () => void) => store.subscribeNode(id, listener), [store, id]);
  return useSyncExternalStore(subscribe, () => {
    const node = store.node(id);
    return node ? pick(node) : undefined;
  });
}

export function useIsSelected(id: string): boolean {
  const store = useDesigner();
  const subscribe = useCallback((listener: () => void) => store.subscribeSelection(id, listener), [store, id]);
  return useSyncExternalStore(subscribe, () => store.selectedId === id);
}

export function useNodeProblems(id: string): readonly FormProblem[] {
  const store = useDesigner();
  const subscribe = useCallback((listener: () => void) => store.subscribeProblems(id, listener), [store, id]);
  return useSyncExternalStore(subscribe, () => store.problems(id));
}

/** The store's global version: for the toolbar and the panel's header, which read history, selection and counts. */
export function useDesignerVersion(): number {
  const store = useDesigner();
  return useSyncExternalStore(store.subscribe, () => store.version);
}

/** Where a drag would drop, as it concerns one node (an indicator before or after it, or inside it). */
export function useDropMark(id: string): DropTarget['mark'] | null {
  const { drops } = useDesignerParts();
  const subscribe = useCallback((listener: () => void) => drops.subscribe(id, listener), [drops, id]);
  return useSyncExternalStore(subscribe, () => drops.markOf(id));
}
