// The column settings drawer (320px): show or hide columns, drag to reorder,
// restore the default. Changes apply at once and are remembered per page.
import { Button, Checkbox, Drawer, List } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from '@widgets/runtime/i18n';
import type { Column } from '@core/schema/types';
import type { ColumnSetting } from './columnSettings';

interface Props {
  columns: Column[];
  settings: ColumnSetting[];
  onChange(settings: ColumnSetting[]): void;
  onRestore(): void;
  onClose(): void;
}

function SortableRow({ setting, label, onToggle }: { setting: ColumnSetting; label: string; onToggle(): void }) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: setting.prop });
  return (
    <div ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition, display: 'flex', alignItems: 'center', gap: 8, padding: '6px 0' }}>
      <HolderOutlined {...attributes} {...listeners} style={{ cursor: 'grab' }} aria-label="drag" />
      <Checkbox checked={setting.visible} onChange={onToggle} data-testid={`column-toggle-${setting.prop}`}>
        {label}
      </Checkbox>
    </div>
  );
}

export function ColumnSettingsDrawer({ columns, settings, onChange, onRestore, onClose }: Props) {
  const { t } = useTranslation();
  const labelOf = (prop: string) => t(columns.find((c) => c.prop === prop)?.label ?? prop);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = settings.findIndex((s) => s.prop === active.id);
    const to = settings.findIndex((s) => s.prop === over.id);
    onChange(arrayMove(settings, from, to));
  };
  return (
    <Drawer open size={320} title={t('list.columnSettings')} onClose={onClose} extra={<Button onClick={onRestore}>{t('list.restoreColumns')}</Button>}>
      <DndContext collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={settings.map((s) => s.prop)} strategy={verticalListSortingStrategy}>
          <List
            dataSource={settings}
            renderItem={(setting) => (
              <SortableRow
                key={setting.prop}
                setting={setting}
                label={labelOf(setting.prop)}
                onToggle={() => onChange(settings.map((s) => (s.prop === setting.prop ? { ...s, visible: !s.visible } : s)))}
              />
            )}
          />
        </SortableContext>
      </DndContext>
    </Drawer>
  );
}
