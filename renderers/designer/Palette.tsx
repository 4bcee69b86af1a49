// The palette: every widget of the catalog a designer may place, grouped by its
// palette group, each entry with its label and the icon its binding registers.
// Drag an entry onto the canvas, or focus it and press Enter to add it after the
// selected node (or into the selected container).
import { memo, useCallback, useMemo, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { App as AntApp, Typography } from 'antd';
import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from '@widgets/runtime/i18n';
import { paletteGroups, widgetCatalog, type WidgetSpec } from '@core/widgets';
import { inPaletteOrder } from '@core/widgets/spec';
import { useMessageText } from '@widgets/runtime/messages';
import { useWidgetBinding } from '@widgets/runtime/WidgetContext';
import { useDesigner } from './context';
import { PaletteIcon } from './paletteIcons';
import { countRender } from './renderCount';

/** Widgets a designer places: not the panes (they come with their container) nor the parts of one built-in screen. */
export const placeable = (spec: WidgetSpec) => spec.onlyInside === undefined && spec.gallery !== false;

/** What an entry hands the palette when pressed: itself (what is dragged) and its widget. */
type Press = (event: PointerEvent<HTMLDivElement> | KeyboardEvent<HTMLDivElement>, widget: string) => void;

interface EntryProps {
  spec: WidgetSpec;
  onPress: Press;
  /** What a screen reader calls the entry and the drag instructions it reads (dnd-kit's). */
  roleDescription: string;
  describedBy: string;
}

const PaletteEntry = memo(function PaletteEntry({ spec, onPress, roleDescription, describedBy }: EntryProps) {
  countRender('palette');
  const store = useDesigner();
  const text = useMessageText();
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const binding = useWidgetBinding(spec.key);
  const add = () => {
    const outcome = store.addWidget(spec.key);
    if (!outcome.ok) void message.warning(t('designer.cannotPlace'));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
      return;
    }
    onPress(event, spec.key);
  };
  return (
    <div
      role="button"
      tabIndex={0}
      aria-roledescription={roleDescription}
      aria-describedby={describedBy}
      onPointerDown={(event) => onPress(event, spec.key)}
      onKeyDown={onKeyDown}
      onDoubleClick={add}
      className="kiln-palette-entry"
      data-testid={`palette-${spec.key}`}
      title={text(spec.label)}
    >
      <span className="kiln-palette-icon">
        <PaletteIcon binding={binding} group={spec.group} />
      </span>
      <span className="kiln-palette-label">{text(spec.label)}</span>
    </div>
  );
});

/**
 * The palette is one draggable whose node is the entry pressed last: dnd-kit redraws every draggable when a drag starts
 * or ends, so one for the palette redraws one component there, not each of its entries.
 */
export const Palette = memo(function Palette() {
  countRender('palette');
  const { t } = useTranslation();
  const pressed = useRef('');
  // Read when the drag starts, after the press said which widget it is.
  const data = useMemo(
    () => ({
      kind: 'palette',
      get widget() {
        return pressed.current;
      },
    }),
    [],
  );
  const { attributes, listeners, setNodeRef } = useDraggable({ id: 'palette', data });
  const latest = useRef(listeners);
  latest.current = listeners;
  const onPress = useCallback<Press>(
    (event, widget) => {
      pressed.current = widget;
      setNodeRef(event.currentTarget);
      if (event.type === 'pointerdown') latest.current?.onPointerDown?.(event);
      else latest.current?.onKeyDown?.(event);
    },
    [setNodeRef],
  );
  const specs = inPaletteOrder(widgetCatalog().filter(placeable));
  const { 'aria-roledescription': roleDescription, 'aria-describedby': describedBy } = attributes;
  return (
    <div className="kiln-palette" data-testid="designer-palette">
      {paletteGroups.map((group) => {
        const entries = specs.filter((spec) => spec.group === group);
        if (entries.length === 0) return null;
        return (
          <section key={group} className="kiln-palette-group" aria-label={t(`designer.group.${group}`)}>
            <Typography.Text type="secondary" className="kiln-palette-title">
              {t(`designer.group.${group}`)}
            </Typography.Text>
            <div className="kiln-palette-grid">
              {entries.map((spec) => (
                <PaletteEntry key={spec.key} spec={spec} onPress={onPress} roleDescription={roleDescription} describedBy={describedBy} />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
});
