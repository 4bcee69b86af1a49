// A statement of fixed shape, compiled once per database and run with new
// values: for the few statements every request runs (the session lookup), where
// building and compiling a query costs as much as running it. Everything else
// builds its query with Kysely as usual.
import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/** Stands in for the n-th value while the statement is compiled. */
const placeholder = (n: number) => `\u0000compiled-once-value-${n}\u0000`;

/**
 * `build` receives the database and a stand-in for each of its other
 * parameters, and gives the query; each value must go in once, as a bound
 * parameter (compared or inserted).
 */
export function compiledOnce<DB, Values extends unknown[], Row>(build: (db: Kysely<DB>, ...values: Values) => Compilable<Row>) {
  const compiled = new WeakMap<Kysely<DB>, { query: CompiledQuery<Row>; positions: number[] }>();

  function compile(db: Kysely<DB>) {
    const stand = Array.from({ length: build.length - 1 }, (_, n) => placeholder(n)) as Values;
    const query = build(db, ...stand).compile();
    const positions = stand.map((value) => {
      const found = query.parameters.flatMap((parameter, index) => (parameter === value ? [index] : []));
      if (found.length !== 1) throw new Error(`compiledOnce: value ${String(value)} must be one bound parameter, found ${found.length}`);
      return found[0];
    });
    const entry = { query, positions };
    compiled.set(db, entry);
    return entry;
  }

  /** The rows of the statement run with these values. */
  return async (db: Kysely<DB>, ...values: Values): Promise<Row[]> => {
    const { query, positions } = compiled.get(db) ?? compile(db);
    const parameters = [...query.parameters];
    positions.forEach((position, n) => (parameters[position] = values[n]));
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
