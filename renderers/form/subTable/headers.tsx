// The sub-table's header: one row of column labels, or two when grouped headers
// (JNPF's complexHeaderList) put a title over some columns.
import type { ReactNode } from 'react';
import type { CompiledField } from '@core/form';

interface Group {
  label: string;
  fields: string[];
}

const groupsOf = (value: unknown): Group[] =>
  Array.isArray(value) ? value.filter((g): g is Group => typeof g === 'object' && g !== null && typeof (g as Group).label === 'string' && Array.isArray((g as Group).fields)) : [];

export function headerCells(columns: CompiledField[], complexHeaders: unknown, deletable: boolean, text: (key: string) => string): ReactNode[] {
  const groups = groupsOf(complexHeaders);
  const groupOf = new Map(groups.flatMap((group) => group.fields.map((name) => [name, group] as const)));
  const twoRows = groups.length > 0;
  const cells: ReactNode[] = [];
  const span = twoRows ? { gridRow: 'span 2' } : undefined;
  cells.push(<div key="__index" className="kiln-table-cell-head" style={{ ...span, gridColumn: 1 }}>#</div>);
  columns.forEach((column, index) => {
    const group = groupOf.get(column.path);
    const label = (
      <>
        {column.required && <span className="kiln-required">*</span>}
        {column.label ? text(column.label) : column.path}
      </>
    );
    const gridColumn = index + 2;
    if (!group) {
      cells.push(<div key={column.id} className="kiln-table-cell-head" style={{ ...span, gridColumn }}>{label}</div>);
      return;
    }
    const members = columns.filter((c) => group.fields.includes(c.path));
    if (members[0] === column) {
      cells.push(<div key={`group-${group.label}`} className="kiln-table-cell-head kiln-table-group" style={{ gridColumn: `${gridColumn} / span ${members.length}`, gridRow: 1 }}>{text(group.label)}</div>);
    }
    cells.push(<div key={column.id} className="kiln-table-cell-head" style={{ gridColumn, gridRow: 2 }}>{label}</div>);
  });
  if (deletable) cells.push(<div key="__actions" className="kiln-table-cell-head" style={{ ...span, gridColumn: columns.length + 2 }} />);
  return cells;
}
