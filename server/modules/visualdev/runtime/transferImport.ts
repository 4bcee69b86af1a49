// A released model's import: the rows the wizard sends back go through the
// shared import (cells read by their widgets, required cells and repeats in the
// file found), then each row is checked exactly as a create is (checkedValues:
// the form's rules, hidden and read-only fields, calculations, system values and
// bill numbers), a value another record holds is refused with its field's
// message, and the rest are written in one transaction through the scoped model
// query, each record with its sub-table rows whole or not at all.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { FormValues } from '@core/form';
import type { ImportResult } from '@core/api/imports';
import type { Kiln } from '../../../context';
import { ApiError, badRequest } from '../../../http/errors';
import type { CheckedRow, ImportContext, ImportDefinition, RowOutcome, SaveOutcome } from '../../../imports/columns';
import { cells } from '../../../imports/columns';
import { runImport } from '../../../imports/run';
import { allOrEachAlone } from '../../../imports/savepoints';
import type { ModelGrant } from './modelGrant';
import { scopedModelQuery, type ModelRows } from './modelQuery';
import { checkedValues } from './recordValues';
import type { ReleasedModel } from './released';
import { DictionaryLookup, wantItem, type WantedItems } from './transferDictionaries';
import { dictionaryOf, importColumns, importFields, titleOf, type ImportField } from './transferCells';
import { duplicateRefusal, isUniqueViolation } from './uniqueValues';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a model's tables are made at run time: no static schema names them
type AnyDb = Kysely<any>;

/** Rows checked between two turns of the event loop (as the shared import's turns). */
const rowsPerTurn = 100;

/** The API base a model's import hangs under; its uploads are kept for it alone. */
export const importPathOf = (modelId: string) => `/api/visualdev/OnlineDev/${modelId}`;

/** The fields the user may import into this model, refused in words when there are none. */
export function importableFields(grant: ModelGrant): ImportField[] {
  const fields = importFields(grant);
  if (fields.length === 0) throw badRequest('visualdev.importNothing');
  return fields;
}

/** The dictionary items the cells name, so that each is looked up once for the whole file. */
function wantedItems(fields: readonly ImportField[], list: readonly Record<string, unknown>[]): WantedItems {
  const wanted: WantedItems = new Map();
  for (const { field } of fields) {
    const category = dictionaryOf(field);
    if (!category) continue;
    for (const row of list) {
      const cell = row[field.path];
      if (typeof cell === 'string' || typeof cell === 'number') for (const text of cells.list(String(cell))) wantItem(wanted, category, text);
    }
  }
  return wanted;
}

/** A refusal of the form's check in the file's words: each field's message after its title. */
function refusalTexts(error: ApiError, model: ReleasedModel, context: ImportContext): string[] {
  if (!error.issues?.length) return [context.say(error.message_)];
  const labels = new Map(model.form.fields.map((field) => [field.path, context.say({ key: titleOf(field) })]));
  const texts = error.issues.map((issue) => {
    const message = context.say(issue.message);
    const label = labels.get(issue.field.split('/')[0]);
    return label ? context.say({ key: 'visualdev.importFieldIssue', params: { label, message } }) : message;
  });
  return [...new Set(texts)];
}

/** Each row as a create would leave it, or why it cannot be one. */
async function checkedRecords(kiln: Kiln, grant: ModelGrant, rows: readonly CheckedRow[], context: ImportContext): Promise<RowOutcome<FormValues>[]> {
  const { model } = grant;
  const outcomes: RowOutcome<FormValues>[] = [];
  for (const [index, row] of rows.entries()) {
    if (index > 0 && index % rowsPerTurn === 0) await nextTurn();
    // What a new record's form starts with, the file's cells over it: what the form would send.
    const sent: FormValues = structuredClone(model.form.defaults);
    for (const [field, value] of Object.entries(row.values)) if (value !== null) sent[field] = value;
    try {
      const values = await checkedValues(kiln, grant, sent, 'create', null);
      const duplicate = await duplicateRefusal(kiln.db as unknown as AnyDb, model, values, null);
      // The unique message already names its field.
      outcomes.push(duplicate ? { errors: [context.say(duplicate.message_)] } : { record: values });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      outcomes.push({ errors: refusalTexts(error, model, context) });
    }
  }
  return outcomes;
}

/**
 * Writes the records in one transaction: all at once, or, when one is refused,
 * one by one under savepoints so only it is left out. A unique index's refusal
 * (a write that raced this import) answers its field's message, looked for in
 * the same transaction once the refused record's savepoint is rolled back.
 */
async function saveRecords(kiln: Kiln, rows: ModelRows, model: ReleasedModel, records: readonly FormValues[]): Promise<SaveOutcome[]> {
  const trx = await (kiln.db as unknown as AnyDb).startTransaction().execute();
  try {
    const saved = await allOrEachAlone(
      trx,
      records,
      async (db, part) => {
        for (const values of part) await rows.insert(db, values);
      },
      isUniqueViolation,
    );
    const outcomes: SaveOutcome[] = [];
    for (const [index, outcome] of saved.entries()) {
      outcomes.push(outcome && { refusal: (await duplicateRefusal(trx, model, records[index], null)) ?? outcome.refusal });
    }
    await trx.commit().execute();
    return outcomes;
  } catch (error) {
    // The error that stopped the import is the one to answer, even if the rollback fails too.
    await trx
      .rollback()
      .execute()
      .catch(() => undefined);
    throw error;
  }
}

/** Imports the rows the preview gave back (at most the import's 1,000): data {resultType, snum, fnum, failResult}. */
export async function importRecords(kiln: Kiln, grant: ModelGrant, list: readonly Record<string, unknown>[], context: ImportContext): Promise<ImportResult> {
  const fields = importableFields(grant);
  const dictionaries = await DictionaryLookup.of(kiln.db, wantedItems(fields, list));
  const rows = scopedModelQuery(kiln, grant);
  const definition: ImportDefinition<FormValues> = {
    path: importPathOf(grant.model.id),
    tag: 'visualdev',
    module: grant.menu?.enCode ?? '',
    button: 'btn_upload',
    noun: 'model records',
    fileName: grant.model.fullName,
    columns: importColumns(fields, dictionaries),
    resolve: (checked, importContext) => checkedRecords(kiln, grant, checked, importContext),
    saveAll: (records) => saveRecords(kiln, rows, grant.model, records),
  };
  return runImport(definition, list, context);
}
