// One row of a sub-table: its number, a cell per column, the delete button.
// Each cell follows its own value, error and per-row conditions, so editing a
// cell redraws it alone; the row itself redraws only when its index changes.
import { memo, useCallback, useMemo } from 'react';
import { Button } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@widgets/runtime/i18n';
import type { CompiledField } from '@core/form';
import type { FormAccess } from '@widgets/contract';
import { useWidgetBinding } from '@widgets/runtime/WidgetContext';
import { useMessageText } from '@widgets/runtime/messages';
import { useForm } from '../view/FormContext';
import { controlInputs } from '../view/controlInputs';
import { FieldValueView } from '../view/FieldNode';
import type { RowStore, TableStore } from '../store/TableStore';

interface CellProps {
  table: TableStore;
  row: RowStore;
  column: CompiledField;
  access: FormAccess;
}

const Cell = observer(function Cell({ table, row, column, access }: CellProps) {
  const { store, viewOnly } = useForm();
  const { t } = useTranslation();
  const binding = useWidgetBinding(column.widget);
  const text = useMessageText();
  const path = table.field.path;
  const onChange = useCallback((value: unknown) => table.setCell(row, column.path, value), [table, row, column.path]);
  const onBlur = useCallback(() => store.validateCell(path, row, column.path), [store, path, row, column.path]);
  const Edit = binding?.edit;
  const error = row.errors.get(column.path);
  if (!store.cellVisible(path, row, column)) return <div className="kiln-cell" data-testid={`cell-${column.path}`} data-hidden />;
  if (viewOnly) {
    return (
      <div className="kiln-cell kiln-cell-view" data-testid={`cell-${column.path}`}>
        <FieldValueView field={column} value={row.get(column.path)} />
      </div>
    );
  }
  return (
    <div className="kiln-cell" data-testid={`cell-${column.path}`}>
      {Edit && (
        <Edit
          id={`${row.key}-${column.path}`}
          name={column.path}
          {...controlInputs(column, t)}
          value={row.get(column.path)}
          onChange={onChange}
          onBlur={onBlur}
          disabled={store.cellReadOnly(path, row, column)}
          invalid={Boolean(error)}
          form={access}
          compact
        />
      )}
      <div className="kiln-field-error" data-testid={error ? `cell-error-${column.path}` : undefined}>
        {error ? text(error) : null}
      </div>
    </div>
  );
});

interface RowProps {
  table: TableStore;
  row: RowStore;
  index: number;
  columns: readonly CompiledField[];
  deletable: boolean;
  onDelete(row: RowStore): void;
}

export const SubTableRow = memo(function SubTableRow({ table, row, index, columns, deletable, onDelete }: RowProps) {
  const { store } = useForm();
  const { t } = useTranslation();
  // A cell's own row first, then the form: what a cell's dependent options or conditions read.
  const access = useMemo<FormAccess>(() => ({ value: (path) => store.rowValue(row, path), recordId: store.recordId, mode: store.mode }), [row, store]);
  return (
    <div className="kiln-table-row" role="row" data-testid={`row-${table.field.path}-${index}`}>
      <div className="kiln-table-index">{index + 1}</div>
      {columns.map((column) => (
        <Cell key={column.id} table={table} row={row} column={column} access={access} />
      ))}
      {deletable && (
        <div className="kiln-table-actions">
          <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={t('common.delete')} onClick={() => onDelete(row)} data-testid="row-delete" />
        </div>
      )}
    </div>
  );
});
