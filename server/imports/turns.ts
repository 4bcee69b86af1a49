// Work over an import's rows in batches, with the event loop free between
// them: checking and resolving 1,000 rows at once would hold every other
// request up for the whole pass (about 50 ms for the user import's 1,000).
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Rows handled between two turns of the event loop: a few milliseconds of work. */
const rowsPerTurn = 100;

/** `map` over the items in order, letting other work run after every `rowsPerTurn` of them. */
export async function mapInTurns<T, U>(items: readonly T[], map: (item: T, index: number) => U): Promise<U[]> {
  const results: U[] = [];
  for (const [index, item] of items.entries()) {
    if (index > 0 && index % rowsPerTurn === 0) await nextTurn();
    results.push(map(item, index));
  }
  return results;
}

/** `visit` each item in order, in the same turns. */
export async function eachInTurns<T>(items: readonly T[], visit: (item: T, index: number) => void): Promise<void> {
  await mapInTurns(items, visit);
}
