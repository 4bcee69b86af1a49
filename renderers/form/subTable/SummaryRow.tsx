// The 合计 row: the numbers of each summary column added up (anything else
// counts 0), always with two decimals (as JNPF's summary does), thousands groups
// where the column has them.
import type { CSSProperties } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@widgets/runtime/i18n';
import type { CompiledField } from '@core/form';
import { Decimal, toDecimal } from '@core/expression';
import { formatDecimal } from '@core/format/amount';
import type { TableStore } from '../store/TableStore';

export function summaryText(values: readonly unknown[], thousands: boolean): string {
  // Added as the calculations add, without binary drift (0.1 + 0.2 is 0.3).
  const total = values.reduce<Decimal>((sum, value) => (typeof value === 'number' || typeof value === 'string' ? sum.plus(toDecimal(value)) : sum), new Decimal(0)).toNumber();
  return formatDecimal(total, { precision: 2, thousands });
}

const SummaryCell = observer(function SummaryCell({ table, column }: { table: TableStore; column: CompiledField }) {
  return <span data-testid={`sum-${column.path}`}>{summaryText(table.column(column.path), column.props.thousands === true)}</span>;
});

export function SummaryRow({ table, columns, grid, deletable }: { table: TableStore; columns: CompiledField[]; grid: CSSProperties; deletable: boolean }) {
  const { t } = useTranslation();
  const summed = new Set(Array.isArray(table.field.props.summaryFields) ? (table.field.props.summaryFields as string[]) : []);
  return (
    <div className="kiln-table-summary" style={grid} data-testid={`summary-${table.field.path}`}>
      <div className="kiln-table-index">{t('table.summary')}</div>
      {columns.map((column) => (
        <div key={column.id} className="kiln-cell">
          {summed.has(column.path) ? <SummaryCell table={table} column={column} /> : null}
        </div>
      ))}
      {deletable && <div />}
    </div>
  );
}
