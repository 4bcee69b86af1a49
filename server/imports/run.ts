// Importing the rows sent back from the preview: each cell checked by its
// column, repeats inside the file found, the rest handed to the module to
// resolve in one pass, then the records saved (all in one transaction when the
// module can, else one by one), each whole or not at all, so one bad row never
// stops the others.
import type { ImportFailure, ImportResult, ImportRow } from '@core/api/imports';
import { ApiError } from '../http/errors';
import { uniqueViolationMessage } from '../http/constraints';
import type { CheckedRow, ImportColumn, ImportContext, ImportDefinition, SaveOutcome } from './columns';
import { eachInTurns } from './turns';

const defaultMaxLength = 100;

/** A row's cells as text, trimmed; cells of unknown fields are dropped. */
export function normaliseRow(columns: readonly ImportColumn[], row: Record<string, unknown>): ImportRow {
  const cells: ImportRow = {};
  for (const column of columns) {
    const value = row[column.field];
    cells[column.field] = value === null || value === undefined ? '' : String(value).trim();
  }
  return cells;
}

/** Every problem of one row's cells by themselves, and their values. */
function checkCells(columns: readonly ImportColumn[], cells: ImportRow, context: ImportContext) {
  const errors: string[] = [];
  const values: Record<string, unknown> = {};
  for (const column of columns) {
    const text = cells[column.field];
    const title = context.say({ key: column.title });
    values[column.field] = null;
    if (!text) {
      if (column.required) errors.push(context.say({ key: 'import.required', params: { title } }));
      continue;
    }
    const max = column.maxLength ?? defaultMaxLength;
    if ([...text].length > max) {
      errors.push(context.say({ key: 'import.tooLong', params: { title, max } }));
      continue;
    }
    if (!column.parse) {
      values[column.field] = text;
      continue;
    }
    const parsed = column.parse(text, { title, say: context.say });
    if ('error' in parsed) errors.push(parsed.error);
    else values[column.field] = parsed.value;
  }
  return { errors, values };
}

/** The words of a save's refusal: its message and each field's, without repeats. */
function refusalText(error: unknown, context: ImportContext): string | null {
  if (error instanceof ApiError) {
    const texts = [context.say(error.message_), ...(error.issues ?? []).map((issue) => context.say(issue.message))];
    return [...new Set(texts)].join(context.say({ key: 'import.separator' }));
  }
  const duplicate = error instanceof Error ? uniqueViolationMessage(error) : null;
  return duplicate ? context.say(duplicate) : null;
}

/** The records saved all at once when the import can (`saveAll`), else one by one, each in its own transaction. */
async function saveRecords<R>(definition: ImportDefinition<R>, records: readonly R[], context: ImportContext): Promise<SaveOutcome[]> {
  if (definition.saveAll) return definition.saveAll(records, context);
  const { save } = definition;
  if (!save) throw new Error(`The import of ${definition.noun} has no way to save`);
  const outcomes: SaveOutcome[] = [];
  for (const record of records) {
    try {
      await save(record, context);
      outcomes.push(null);
    } catch (error) {
      if (refusalText(error, context) === null) throw error;
      outcomes.push({ refusal: error });
    }
  }
  return outcomes;
}

export async function runImport<R>(definition: ImportDefinition<R>, list: readonly Record<string, unknown>[], context: ImportContext): Promise<ImportResult> {
  const { columns } = definition;
  const rows = list.map((row) => normaliseRow(columns, row));
  const errors: string[][] = rows.map(() => []);
  const checked: CheckedRow[] = [];

  await eachInTurns(rows, (cells, index) => {
    const result = checkCells(columns, cells, context);
    errors[index].push(...result.errors);
    if (result.errors.length === 0) checked.push({ index, cells, values: result.values });
  });

  // The first row holding a value keeps it; later ones are refused.
  for (const column of columns.filter((c) => c.unique)) {
    const seen = new Set<string>();
    rows.forEach((cells, index) => {
      const value = cells[column.field];
      if (!value) return;
      if (seen.has(value)) errors[index].push(context.say({ key: 'import.duplicateInFile', params: { title: context.say({ key: column.title }), value } }));
      seen.add(value);
    });
  }
  const ready = checked.filter((row) => errors[row.index].length === 0);

  const outcomes = ready.length ? await definition.resolve(ready, context) : [];
  const records: { index: number; record: R }[] = [];
  for (const [i, row] of ready.entries()) {
    const outcome = outcomes[i];
    if (!outcome) throw new Error(`The import of ${definition.noun} resolved ${outcomes.length} of ${ready.length} rows`);
    if ('errors' in outcome) errors[row.index].push(...outcome.errors);
    else records.push({ index: row.index, record: outcome.record });
  }
  const refusals = records.length ? await saveRecords(definition, records.map((entry) => entry.record), context) : [];
  let saved = 0;
  for (const [i, { index }] of records.entries()) {
    const refused = refusals[i];
    if (refused === undefined) throw new Error(`The import of ${definition.noun} saved ${refusals.length} of ${records.length} records`);
    if (!refused) {
      saved += 1;
      continue;
    }
    const text = refusalText(refused.refusal, context);
    // A save answers only refusals as outcomes; anything else is a fault of the server.
    if (text === null) throw refused.refusal;
    errors[index].push(text);
  }

  const separator = context.say({ key: 'import.separator' });
  const failResult: ImportFailure[] = [];
  rows.forEach((cells, index) => {
    if (errors[index].length) failResult.push({ ...cells, errorsInfo: errors[index].join(separator) });
  });
  return { resultType: failResult.length ? 1 : 0, snum: saved, fnum: failResult.length, failResult };
}
