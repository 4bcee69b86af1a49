// A table difference (core/model/tableDifference.ts) as the release dialog
// lists it, and the refusals a release answers with.
import type { TableChange } from '@core/api/visualdev';
import type { LosingChange, TableDifference } from '@core/model/tableDifference';
import { losingChanges, typeText } from '@core/model/tableDifference';
import type { CompiledForm } from '@core/form';
import { ApiError, formRefusal } from '../../http/errors';
import { ResultCode } from '@core/api/envelope';

export function changesOf(difference: TableDifference): TableChange[] {
  const field = (change: { fieldPath: string | null; label?: string }) => ({
    ...(change.fieldPath ? { field: change.fieldPath } : {}),
    ...(change.label ? { label: change.label } : {}),
  });
  const kinds = { added: 'addColumn', widened: 'widenColumn', dropped: 'dropColumn', narrowed: 'narrowColumn', retyped: 'retypeColumn' } as const;
  return [
    ...difference.tablesCreated.map((table): TableChange => ({ kind: 'createTable', table: table.name, ...field(table), losesData: false })),
    ...difference.tablesDropped.map((table): TableChange => ({ kind: 'dropTable', table: table.name, ...field(table), losesData: true })),
    ...[...difference.columnsAdded, ...difference.columnsWidened, ...difference.columnsLosing].map((change): TableChange => ({
      kind: kinds[change.change],
      table: change.table,
      column: change.column,
      ...field(change),
      ...(change.from ? { from: typeText(change.from) } : {}),
      ...(change.to ? { to: typeText(change.to) } : {}),
      losesData: change.change !== 'added' && change.change !== 'widened',
    })),
  ];
}

/** The fields a losing change is for, as the refusal names them: label (name), or the table. */
export function losingNames(changes: readonly LosingChange[]): string {
  return changes.map((change) => (change.fieldPath ? `${change.label ?? change.fieldPath}（${change.fieldPath}）` : change.table)).join('、');
}

/** Refuses a release that would lose data until the administrator confirms it; data.changes lists the whole difference. */
export function losingRefusal(difference: TableDifference): ApiError | null {
  const losing = losingChanges(difference);
  if (!losing.length) return null;
  return new ApiError(ResultCode.badRequest, { key: 'visualdev.losingChanges', params: { fields: losingNames(losing) } }, { changes: changesOf(difference) });
}

/** A mapping or table problem as a 400 on the design's tables. */
export const tableRefusal = (problems: readonly string[]) =>
  formRefusal(problems.map((problem) => ({ field: 'design.tables', message: { key: 'visualdev.formProblem', params: { problem } } })));

/** How many stored fields a form has (the versions list shows it). */
export const fieldCount = (form: CompiledForm) => form.fields.filter((field) => field.kind !== 'system').length;
