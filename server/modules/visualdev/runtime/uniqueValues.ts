// A unique field's duplicate answers the field's own message: looked for before
// the write, and again when the unique index refuses a write that raced another.
import type { Kysely } from 'kysely';
import type { FormValues } from '@core/form';
import { systemColumns } from '@core/model/design';
import { formRefusal, type ApiError } from '../../../http/errors';
import { toColumn } from './columnValues';
import type { ReleasedModel } from './released';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a model's tables are made at run time
type AnyDb = Kysely<any>;

/** The refusal for the first unique field whose value another record holds; null when none does. */
export async function duplicateRefusal(db: AnyDb, model: ReleasedModel, values: FormValues, selfId: string | null): Promise<ApiError | null> {
  for (const mapped of model.main.fields) {
    const value = values[mapped.field.path];
    if (!mapped.field.unique || value === undefined || value === null || value === '') continue;
    let query = db.selectFrom(model.main.table).select(systemColumns.id).where(mapped.column, '=', toColumn(value, mapped.type));
    if (selfId) query = query.where(systemColumns.id, '<>', selfId);
    if (await query.executeTakeFirst()) {
      const label = mapped.field.label ?? mapped.field.path;
      return formRefusal([{ field: mapped.field.path, message: { key: mapped.field.uniqueMessage, params: { label } } }]);
    }
  }
  return null;
}

/** Whether a database error is a unique index's refusal (SQLite's constraint error, PostgreSQL's 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * Runs a write (its own transaction); a unique index's refusal becomes the
 * field's message. The second look runs after the transaction ended: PostgreSQL
 * answers nothing more inside one a refused statement aborted.
 */
export async function writingUnique<T>(db: AnyDb, model: ReleasedModel, values: FormValues, selfId: string | null, write: () => Promise<T>): Promise<T> {
  const known = await duplicateRefusal(db, model, values, selfId);
  if (known) throw known;
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw (await duplicateRefusal(db, model, values, selfId)) ?? error;
  }
}
