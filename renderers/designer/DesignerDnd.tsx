// Dragging in the designer: palette entries onto the canvas and the selected
// node to another place, with the mouse or the keyboard (space picks up, arrows
// move, space drops). The landing place is worked out from the canvas's markup
// at the point dragged to (dropTargets.ts) and shown on the one node it concerns.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { Tag } from 'antd';
import { widgetSpec } from '@core/widgets';
import { useMessageText } from '@widgets/runtime/messages';
import { useDesignerParts } from './context';
import type { Dragged } from './dropTargets';

const keyboardCodes = { start: ['Space'], cancel: ['Escape'], end: ['Space'] };

function draggedOf(data: Record<string, unknown> | undefined): Dragged | null {
  if (data?.kind === 'palette' && typeof data.widget === 'string') return { kind: 'palette', widget: data.widget };
  if (data?.kind === 'node' && typeof data.id === 'string' && typeof data.widget === 'string') return { kind: 'node', id: data.id, widget: data.widget };
  return null;
}

/**
 * The point a drag is at: the pointer's, or the middle of the keyboard-moved element. The pointer is read from its own
 * events, not from the drag's delta: dnd-kit adds the scrolling it did (auto-scroll near an edge) to the delta, which
 * would put the point where the pointer is not.
 */
function pointOf(event: DragMoveEvent | DragEndEvent, pointer: { x: number; y: number } | null): { x: number; y: number } | null {
  if (pointer) return pointer;
  const rect = event.active.rect.current.translated;
  return rect ? { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 } : null;
}

/** Follows the pointer while a mouse or touch drag is on; null for a keyboard drag. */
function usePointer() {
  const at = useRef<{ x: number; y: number } | null>(null);
  const stop = useRef<(() => void) | null>(null);
  const follow = (start: Event) => {
    stop.current?.();
    if (!(start instanceof MouseEvent)) {
      at.current = null;
      return;
    }
    at.current = { x: start.clientX, y: start.clientY };
    const move = (event: PointerEvent) => {
      at.current = { x: event.clientX, y: event.clientY };
    };
    window.addEventListener('pointermove', move, true);
    stop.current = () => window.removeEventListener('pointermove', move, true);
  };
  const end = () => {
    stop.current?.();
    stop.current = null;
  };
  useEffect(() => end, []);
  return { at, follow, end };
}

export function DesignerDnd({ children }: { children: ReactNode }) {
  const { store, drops } = useDesignerParts();
  const text = useMessageText();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { keyboardCodes }));
  const [dragged, setDragged] = useState<Dragged | null>(null);

  const pointer = usePointer();

  const targetOf = (event: DragMoveEvent | DragEndEvent) => {
    const what = draggedOf(event.active.data.current);
    const point = pointOf(event, pointer.at.current);
    return what && point ? drops.at(point.x, point.y, what) : null;
  };

  const track = (event: DragMoveEvent) => drops.set(targetOf(event));

  // The place is looked up again where the drag ends: the canvas may have scrolled under a pointer that stood still.
  const drop = (event: DragEndEvent) => {
    const target = targetOf(event);
    pointer.end();
    drops.set(null);
    setDragged(null);
    if (!dragged || !target) return;
    if (dragged.kind === 'palette') store.addWidget(dragged.widget, { parentId: target.parentId, index: target.index });
    else store.move(dragged.id, target.parentId, target.index);
  };

  const cancel = () => {
    pointer.end();
    drops.set(null);
    setDragged(null);
  };

  return (
    <DndContext
      sensors={sensors}
      onDragStart={(event: DragStartEvent) => {
        pointer.follow(event.activatorEvent);
        setDragged(draggedOf(event.active.data.current));
      }}
      onDragMove={track}
      onDragOver={track}
      onDragEnd={drop}
      onDragCancel={cancel}
      accessibility={{ restoreFocus: true }}
    >
      {children}
      <DragOverlay dropAnimation={null} style={{ pointerEvents: 'none' }}>
        {dragged ? (
          <Tag color="processing" className="kiln-designer-overlay">
            {text(widgetSpec(dragged.widget)?.label ?? dragged.widget)}
          </Tag>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
