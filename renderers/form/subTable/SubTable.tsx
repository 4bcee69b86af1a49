// The sub-table (JNPF's `table` widget) on the form store: numbered rows, a
// blank row added on demand, delete after confirmation, per-cell rules (the
// first failure under the cell), a 合计 row over the summary columns, grouped
// headers, and windowed rows so a thousand rows stay fluid.
import { useCallback, type CSSProperties } from 'react';
import { App as AntApp, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CompiledField } from '@core/form';
import { useMessageText } from '@widgets/runtime/messages';
import { useForm } from '../view/FormContext';
import type { RowStore } from '../store/TableStore';
import { SubTableRow } from './SubTableRow';
import { SummaryRow } from './SummaryRow';
import { headerCells } from './headers';
import { rowHeight, useRowWindow } from './useRowWindow';

const viewRows = 8;
const indexWidth = 48;
const actionsWidth = 48;
const columnWidth = (column: CompiledField) => (typeof column.props.width === 'number' ? column.props.width : 180);

export const SubTable = observer(function SubTable({ field }: { field: CompiledField }) {
  const { store } = useForm();
  const { t } = useTranslation();
  const text = useMessageText();
  const { modal } = AntApp.useApp();
  const table = store.table(field.path)!;
  const count = table.rows.length;
  const window = useRowWindow(count, viewRows);
  const columns = (field.columns ?? []).filter((column) => !column.hidden);
  const deletable = field.props.deletable !== false;
  // Columns keep their widths and share what room is left; past that the table scrolls sideways.
  const widths = columns.map(columnWidth);
  const template = [`${indexWidth}px`, ...widths.map((width) => `minmax(${width}px, 1fr)`), ...(deletable ? [`${actionsWidth}px`] : [])].join(' ');
  const minWidth = indexWidth + widths.reduce((sum, width) => sum + width, 0) + (deletable ? actionsWidth : 0);
  const grid: CSSProperties = { gridTemplateColumns: template, minWidth };
  const error = store.error(field.path);

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

  const visible = table.rows.slice(window.start, window.end);
  return (
    <div className="kiln-subtable" data-testid={`table-${field.path}`}>
      {field.label && <div className="kiln-subtable-title">{text(field.label)}</div>}
      <div className="kiln-subtable-scroll">
        <div className="kiln-table-head" style={grid}>
          {headerCells(columns, field.props.complexHeaders, deletable, text)}
        </div>
        <div className="kiln-table-body" style={{ height: window.height, maxHeight: viewRows * rowHeight, minWidth }} onScroll={window.onScroll}>
          <div style={{ height: window.start * rowHeight }} />
          {visible.map((row, offset) => (
            <div key={row.key} style={grid} className="kiln-table-grid">
              <SubTableRow table={table} row={row} index={window.start + offset} columns={columns} deletable={deletable} onDelete={onDelete} />
            </div>
          ))}
          <div style={{ height: (count - window.end) * rowHeight }} />
        </div>
        {field.props.showSummary === true && <SummaryRow table={table} columns={columns} grid={grid} deletable={deletable} />}
      </div>
      {count === 0 && <div className="kiln-subtable-empty">{t('list.empty')}</div>}
      {error && <div className="kiln-field-error">{text(error)}</div>}
      {field.props.addable !== false && (
        <Button type="dashed" icon={<PlusOutlined />} onClick={() => table.addRow()} style={{ marginTop: 8 }} data-testid={`add-row-${field.path}`}>
          {t(typeof field.props.addText === 'string' ? field.props.addText : 'table.addRow')}
        </Button>
      )}
    </div>
  );
});
