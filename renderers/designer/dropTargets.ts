// Where a dragged widget or node would land, worked out from the point under
// the pointer (or the keyboard-moved overlay) by the canvas's own markup: the
// innermost node or child list there, before or after a node by which half the
// point is in. Only the node that gains or loses the indicator is notified, so
// a drag over a 200-field canvas redraws two nodes per move, not all of them.
import type { DesignerStore } from './designerStore';

export interface DropTarget {
  parentId: string | null;
  index: number;
  /** The node the indicator is drawn on, and where. */
  markedId: string;
  mark: 'before' | 'after' | 'inside';
}

/** What is being dragged: a palette entry (a new node) or a node of the canvas. */
export type Dragged = { kind: 'palette'; widget: string } | { kind: 'node'; id: string; widget: string };

const nodeSelector = '[data-designer-node]';
const listSelector = '[data-designer-children]';

export class DropTargets {
  private target: DropTarget | null = null;
  private readonly listeners = new Map<string, Set<() => void>>();

  constructor(private readonly store: DesignerStore) {}

  get current(): DropTarget | null {
    return this.target;
  }

  markOf(id: string): DropTarget['mark'] | null {
    return this.target?.markedId === id ? this.target.mark : null;
  }

  subscribe(id: string, listener: () => void): () => void {
    const set = this.listeners.get(id) ?? new Set();
    set.add(listener);
    this.listeners.set(id, set);
    return () => void set.delete(listener);
  }

  set(next: DropTarget | null): void {
    const before = this.target;
    if (before?.markedId === next?.markedId && before?.mark === next?.mark && before?.index === next?.index) return;
    this.target = next;
    for (const id of new Set([before?.markedId, next?.markedId])) if (id) this.listeners.get(id)?.forEach((listener) => listener());
  }

  /** The target at a point of the viewport for what is dragged; null where it cannot go. */
  at(x: number, y: number, dragged: Dragged): DropTarget | null {
    const hit = document.elementFromPoint(x, y);
    let element = hit instanceof Element ? hit.closest(`${nodeSelector}, ${listSelector}`) : null;
    while (element) {
      const target = this.targetOf(element, x, y, dragged);
      if (target) return target;
      element = element.parentElement?.closest(`${nodeSelector}, ${listSelector}`) ?? null;
    }
    return null;
  }

  private inDragged(id: string | null, dragged: Dragged): boolean {
    if (dragged.kind !== 'node') return false;
    for (let at = id; at; at = this.store.entry(at)?.parentId ?? null) if (at === dragged.id) return true;
    return false;
  }

  private targetOf(element: Element, x: number, y: number, dragged: Dragged): DropTarget | null {
    const listOf = element.getAttribute('data-designer-children');
    if (listOf !== null) {
      const parentId = listOf || null;
      if (this.inDragged(parentId, dragged) || !this.store.accepts(parentId, dragged.widget)) return null;
      const entry = this.store.entry(listOf);
      const count = (entry?.childIds ?? []).filter((id) => !(dragged.kind === 'node' && id === dragged.id)).length;
      return { parentId, index: count, markedId: listOf ? `list:${listOf}` : 'top', mark: 'inside' };
    }
    const id = element.getAttribute('data-designer-node')!;
    const entry = this.store.entry(id);
    if (!entry || this.inDragged(id, dragged)) return null;
    if (!this.store.accepts(entry.parentId, dragged.widget)) return null;
    const siblings = this.store.entry(entry.parentId ?? '')!.childIds.filter((sibling) => !(dragged.kind === 'node' && sibling === dragged.id));
    const rect = element.getBoundingClientRect();
    const across = element.getAttribute('data-designer-across') === 'true';
    const after = across ? x > rect.left + rect.width / 2 : y > rect.top + rect.height / 2;
    const index = siblings.indexOf(id) + (after ? 1 : 0);
    return { parentId: entry.parentId, index, markedId: id, mark: after ? 'after' : 'before' };
  }
}
