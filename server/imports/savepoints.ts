// Saving many records inside one transaction so that each is kept whole or
// not at all: all of them at once when nothing is refused (a few multi-row
// statements), else one by one, each under a savepoint of its own, so a
// refused record rolls back alone and the others commit with the transaction.
// Savepoints are plain SQL on both SQLite and PostgreSQL; on PostgreSQL they
// are also what lets the transaction go on after a failed statement.
import type { ControlledTransaction, Kysely } from 'kysely';

/** A record's refusal, in its place; null for a record saved. */
export type Refusal = { refusal: unknown } | null;

/**
 * Saves each item under a savepoint of its own, in order: an item whose save
 * throws an error `refused` accepts is rolled back alone and its error
 * answered in its place; any other error is thrown (the caller then rolls the
 * whole transaction back).
 */
export async function eachAlone<DB, T>(
  trx: ControlledTransaction<DB>,
  items: readonly T[],
  save: (db: Kysely<DB>, item: T) => Promise<void>,
  refused: (error: unknown) => boolean,
): Promise<Refusal[]> {
  const outcomes: Refusal[] = [];
  for (const item of items) {
    const alone = await trx.savepoint('one_record').execute();
    try {
      await save(alone, item);
      await alone.releaseSavepoint('one_record').execute();
      outcomes.push(null);
    } catch (error) {
      if (!refused(error)) throw error;
      await alone.rollbackToSavepoint('one_record').execute();
      await alone.releaseSavepoint('one_record').execute();
      outcomes.push({ refusal: error });
    }
  }
  return outcomes;
}

/**
 * Saves the items with `saveAll` under one savepoint; when that throws, rolls
 * it back and saves them again one by one (`saveAll` of one item), each under
 * a savepoint of its own (see eachAlone), so only the items at fault are
 * refused. Answers one outcome per item, in order.
 */
export async function allOrEachAlone<DB, T>(
  trx: ControlledTransaction<DB>,
  items: readonly T[],
  saveAll: (db: Kysely<DB>, items: readonly T[]) => Promise<void>,
  refused: (error: unknown) => boolean,
): Promise<Refusal[]> {
  if (items.length > 1) {
    const all = await trx.savepoint('all_records').execute();
    try {
      await saveAll(all, items);
      await all.releaseSavepoint('all_records').execute();
      return items.map(() => null);
    } catch {
      // Which items are at fault is found by saving them one by one.
      await all.rollbackToSavepoint('all_records').execute();
      await all.releaseSavepoint('all_records').execute();
    }
  }
  return eachAlone(trx, items, (db, item) => saveAll(db, [item]), refused);
}
