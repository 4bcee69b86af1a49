// The canvas: the top of the form as a drop list of CanvasNodes, and the
// shortcuts on the selected node (Alt+↑/↓ move, Ctrl+Z / Ctrl+Shift+Z or
// Ctrl+Y undo and redo, Delete removes, Ctrl+D copies). Clicking empty canvas
// clears the selection.
import { useCallback, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useTranslation } from '@widgets/runtime/i18n';
import { topKey } from './designerStore';
import { CanvasNode } from './CanvasNode';
import { useDesigner, useDropMark } from './context';
import { countRender } from './renderCount';

/** Whether the key came from a text the user is typing in (their own shortcuts win there). */
const typing = (event: KeyboardEvent) => event.target instanceof HTMLElement && event.target.closest('input, textarea, [contenteditable="true"]') !== null;

export function useDesignerShortcuts() {
  const store = useDesigner();
  return useCallback(
    (event: KeyboardEvent) => {
      if (typing(event)) return;
      const key = event.key.toLowerCase();
      const ctrl = event.ctrlKey || event.metaKey;
      const id = store.selectedId;
      let done = true;
      if (ctrl && key === 'z') {
        if (event.shiftKey) store.redo();
        else store.undo();
      } else if (ctrl && key === 'y') store.redo();
      else if (ctrl && key === 'd' && id) store.copy(id);
      else if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown') && id) store.shift(id, event.key === 'ArrowUp' ? -1 : 1);
      else if (event.key === 'Delete' && id) store.remove(id);
      else done = false;
      if (done) event.preventDefault();
    },
    [store],
  );
}

export function Canvas() {
  countRender('canvas');
  const { t } = useTranslation();
  const store = useDesigner();
  const subscribe = useCallback((listener: () => void) => store.subscribeNode(topKey, listener), [store]);
  const top = useSyncExternalStore(subscribe, () => store.entry(topKey)!);
  const mark = useDropMark('top');
  const onKeyDown = useDesignerShortcuts();
  return (
    <div
      className="kiln-designer-canvas"
      tabIndex={0}
      onKeyDown={onKeyDown}
      onClick={() => store.select(null)}
      data-testid="designer-canvas"
      // The whole canvas is the top list: a drop below the last node lands at the end.
      data-designer-children=""
      aria-label={t('designer.canvas')}
    >
      <div
        className={mark ? 'kiln-designer-list kiln-designer-top kiln-designer-drop-inside' : 'kiln-designer-list kiln-designer-top'}
        data-designer-children=""
      >
        {top.childIds.map((id) => (
          <CanvasNode key={id} id={id} />
        ))}
        {top.childIds.length === 0 && <div className="kiln-designer-empty kiln-designer-empty-form">{t('designer.emptyCanvas')}</div>}
      </div>
    </div>
  );
}
