// 列表字段: the fields to choose from (a checkbox each), and the chosen columns in
// their order (dragged) with their title, width, alignment, sorting and freezing.
// A column naming a field the form no longer has is kept and marked, to be removed.
import { Button, Checkbox, Col, Input, InputNumber, Row, Select, Tag, Tooltip } from 'antd';
import { DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from '@widgets/runtime/i18n';
import type { ListColumn, ListDesign } from '@core/model/design';
import type { ListableField } from '@core/model/listProblems';
import { changeColumn, moveColumn, toggleColumn } from './listEdits';

interface Props {
  list: ListDesign;
  fields: readonly ListableField[];
  onChange(list: ListDesign): void;
}

interface RowProps {
  column: ListColumn;
  field: ListableField | undefined;
  onChange(change: Partial<Omit<ListColumn, 'field'>>): void;
  onRemove(): void;
}

function ColumnRow({ column, field, onChange, onRemove }: RowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: column.field });
  const style = { transform: CSS.Transform.toString(transform), transition, display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0' };
  return (
    <div ref={setNodeRef} style={style} data-testid={`column-${column.field}`}>
      <Tooltip title={t('listDesigner.drag')}>
        <HolderOutlined
          {...attributes}
          {...listeners}
          style={{ cursor: 'grab' }}
          aria-label={t('listDesigner.drag')}
          data-testid={`column-drag-${column.field}`}
        />
      </Tooltip>
      <span style={{ width: 120, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {field ? t(field.label) : <Tag color="error">{column.field}</Tag>}
      </span>
      <Input
        size="small"
        style={{ width: 140 }}
        placeholder={t('listDesigner.columnLabel')}
        value={column.label ?? ''}
        maxLength={200}
        onChange={(event) => onChange({ label: event.target.value || undefined })}
        data-testid={`column-label-${column.field}`}
      />
      <InputNumber
        size="small"
        style={{ width: 90 }}
        min={40}
        max={2000}
        precision={0}
        placeholder={t('listDesigner.width')}
        value={column.width ?? null}
        onChange={(value) => onChange({ width: typeof value === 'number' && value >= 40 ? value : undefined })}
        data-testid={`column-width-${column.field}`}
      />
      <Select
        size="small"
        style={{ width: 90 }}
        value={column.align ?? 'left'}
        onChange={(align) => onChange({ align: align === 'left' ? undefined : align })}
        options={[
          { value: 'left', label: t('listDesigner.alignLeft') },
          { value: 'center', label: t('listDesigner.alignCenter') },
          { value: 'right', label: t('listDesigner.alignRight') },
        ]}
        aria-label={t('listDesigner.align')}
      />
      <Select
        size="small"
        style={{ width: 100 }}
        value={column.fixed ?? 'none'}
        onChange={(fixed: 'none' | 'left' | 'right') => onChange({ fixed: fixed === 'none' ? undefined : fixed })}
        options={[
          { value: 'none', label: t('listDesigner.fixedNone') },
          { value: 'left', label: t('listDesigner.fixedLeft') },
          { value: 'right', label: t('listDesigner.fixedRight') },
        ]}
        aria-label={t('listDesigner.fixed')}
      />
      <Checkbox
        checked={column.sortable === true}
        onChange={(event) => onChange({ sortable: event.target.checked })}
        data-testid={`column-sortable-${column.field}`}
      >
        {t('listDesigner.sortable')}
      </Checkbox>
      <Button size="small" type="text" danger icon={<DeleteOutlined />} onClick={onRemove} aria-label={t('listDesigner.remove')} />
    </div>
  );
}

export function ColumnsEditor({ list, fields, onChange }: Props) {
  const { t } = useTranslation();
  const byName = new Map(fields.map((field) => [field.name, field]));
  const chosen = new Set(list.columns.map((column) => column.field));
  // Columns move by mouse, or by keyboard (space to lift, arrows to move, space to drop).
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onChange(moveColumn(list, String(active.id), String(over.id)));
  };
  return (
    <Row gutter={16}>
      <Col flex="200px">
        {fields.map((field) => (
          <div key={field.name}>
            <Checkbox
              checked={chosen.has(field.name)}
              onChange={(event) => onChange(toggleColumn(list, field.name, event.target.checked))}
              data-testid={`column-pick-${field.name}`}
            >
              {t(field.label)}
            </Checkbox>
          </div>
        ))}
      </Col>
      <Col flex="auto">
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={list.columns.map((column) => column.field)} strategy={verticalListSortingStrategy}>
            {list.columns.map((column) => (
              <ColumnRow
                key={column.field}
                column={column}
                field={byName.get(column.field)}
                onChange={(change) => onChange(changeColumn(list, column.field, change))}
                onRemove={() => onChange(toggleColumn(list, column.field, false))}
              />
            ))}
          </SortableContext>
        </DndContext>
      </Col>
    </Row>
  );
}
