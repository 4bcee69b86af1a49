// The sub-table (JNPF's `table` widget) on the form store: numbered rows, rows
// added blank or picked in a selection dialog, delete after confirmation,
// per-cell rules and conditions, a 合计 row over the summary columns, grouped
// headers, and rows windowed with measured heights (@tanstack/react-virtual), so
// a thousand rows of uploads and tags stay fluid. Adding a row or scrolling
// redraws no row already drawn: everything a row receives is stable.
import { useCallback, useMemo, useRef, useState, type CSSProperties } from 'react';
import { App as AntApp, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@widgets/runtime/i18n';
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { CompiledField, FormValues } from '@core/form';
import { useMessageText } from '@widgets/runtime/messages';
import { useForm } from '../view/FormContext';
import type { RowStore } from '../store/TableStore';
import { SubTableRow } from './SubTableRow';
import { SummaryRow } from './SummaryRow';
import { headerCells } from './headers';
import { AddRowsDialog, addDialogOf } from './AddRowsDialog';

const viewRows = 8;
/** What a row measures before it is drawn (an input and its error line). */
export const estimatedRowHeight = 58;
const indexWidth = 48;
const actionsWidth = 48;
const columnWidth = (column: CompiledField) => (typeof column.props.width === 'number' ? column.props.width : 180);

/** Columns drawn on the web: not hidden, and shown on 'pc' when the column says where it shows. */
export function webColumns(field: CompiledField): CompiledField[] {
  return (field.columns ?? []).filter((column) => !column.hidden && (!Array.isArray(column.props.visibility) || column.props.visibility.includes('pc')));
}

export const SubTable = observer(function SubTable({ field }: { field: CompiledField }) {
  const { store, viewOnly } = useForm();
  const { t } = useTranslation();
  const text = useMessageText();
  const { modal } = AntApp.useApp();
  const table = store.table(field.path)!;
  const rows = table.rows;
  const count = rows.length;
  const columns = useMemo(() => webColumns(field), [field]);
  // A record viewed read-only neither adds nor deletes rows.
  const deletable = field.props.deletable !== false && !viewOnly;
  const addDialog = field.props.addType === 1 ? addDialogOf(field.props.addDialog) : undefined;
  const [picking, setPicking] = useState(false);
  const body = useRef<HTMLDivElement>(null);

  // Columns keep their widths and share what room is left; past that the table scrolls sideways.
  const { grid, minWidth } = useMemo(() => {
    const widths = columns.map(columnWidth);
    const template = [`${indexWidth}px`, ...widths.map((width) => `minmax(${width}px, 1fr)`), ...(deletable ? [`${actionsWidth}px`] : [])].join(' ');
    const least = indexWidth + widths.reduce((sum, width) => sum + width, 0) + (deletable ? actionsWidth : 0);
    return { grid: { gridTemplateColumns: template, minWidth: least } as CSSProperties, minWidth: least };
  }, [columns, deletable]);

  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => body.current,
    estimateSize: () => estimatedRowHeight,
    overscan: 6,
    getItemKey: (index) => rows[index]?.key ?? index,
    // A body or row that measures nothing (in a pane not shown yet, or without layout) counts as a
    // screenful of estimated rows, so the first rows are drawn and re-measured once they show.
    initialRect: { width: minWidth, height: viewRows * estimatedRowHeight },
    observeElementRect: (instance, report) => observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : { width: minWidth, height: viewRows * estimatedRowHeight })),
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || estimatedRowHeight,
  });

  const onDelete = useCallback(
    (row: RowStore) =>
      void modal.confirm({
        title: t('common.tip'),
        content: t('table.deleteConfirm'),
        okText: t('common.ok'),
        cancelText: t('common.cancel'),
        okButtonProps: { 'data-testid': 'confirm-ok' } as Record<string, string>,
        onOk: () => table.removeRow(row.key),
      }),
    [modal, t, table],
  );
  const onPicked = useCallback((picked: FormValues[]) => picked.forEach((values) => table.addRow(values)), [table]);

  const error = store.error(field.path);
  const items = virtualizer.getVirtualItems();
  return (
    <div className="kiln-subtable" data-testid={`table-${field.path}`}>
      {field.label && <div className="kiln-subtable-title">{text(field.label)}</div>}
      <div className="kiln-subtable-scroll">
        <div className="kiln-table-head" style={grid}>
          {headerCells(columns, field.props.complexHeaders, deletable, text)}
        </div>
        <div ref={body} className="kiln-table-body" style={{ maxHeight: viewRows * estimatedRowHeight, minWidth }}>
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {items.map((item) => {
              const row = rows[item.index];
              return row ? (
                <div key={row.key} data-index={item.index} ref={virtualizer.measureElement} className="kiln-table-grid" style={{ ...grid, position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}>
                  <SubTableRow table={table} row={row} index={item.index} columns={columns} deletable={deletable} onDelete={onDelete} />
                </div>
              ) : null;
            })}
          </div>
        </div>
        {field.props.showSummary === true && count > 0 && <SummaryRow table={table} columns={columns} grid={grid} deletable={deletable} />}
      </div>
      {count === 0 && <div className="kiln-subtable-empty">{t('list.empty')}</div>}
      {error && <div className="kiln-field-error">{text(error)}</div>}
      {field.props.addable !== false && !viewOnly && (
        <Button type="dashed" icon={<PlusOutlined />} onClick={() => (addDialog ? setPicking(true) : table.addRow())} style={{ marginTop: 8 }} data-testid={`add-row-${field.path}`}>
          {t(typeof field.props.addText === 'string' ? field.props.addText : 'table.addRow')}
        </Button>
      )}
      {picking && addDialog && <AddRowsDialog config={addDialog} onPicked={onPicked} onClose={() => setPicking(false)} />}
    </div>
  );
});
