// What a row picker holds while it is open: the values picked and the rows
// known for them (spec 03 §4): a single pick replaces the selection; a
// multiple pick adds a row not yet picked and removes one picked already.
// Confirm hands the rows back; cancel drops this state, so the field keeps
// the selection it had.
import { useState } from 'react';

export interface PickSelection<Row> {
  /** The values picked, in the order they were. */
  values: string[];
  /** The rows picked (a value held before opening has its row when it was named). */
  rows(): Row[];
  /** A click on a row: replaces (single) or adds / removes (multiple). */
  toggle(row: Row): void;
  /** The table's own selection change (its radio or checkbox column, select-all). */
  replace(values: string[], rows: readonly Row[]): void;
  remove(value: string): void;
}

/** `keyOf` is a row's value (what the field stores); `chosen` the values held now, `chosenRows` their rows where known. */
export function usePickSelection<Row>(
  keyOf: (row: Row) => string,
  multiple: boolean,
  chosen: readonly string[],
  chosenRows: ReadonlyMap<string, Row> = new Map(),
): PickSelection<Row> {
  const [values, setValues] = useState<string[]>(() => [...chosen]);
  const [known, setKnown] = useState<ReadonlyMap<string, Row>>(() => new Map(chosenRows));
  const learn = (rows: readonly Row[]) => setKnown((before) => new Map([...before, ...rows.map((row) => [keyOf(row), row] as const)]));
  return {
    values,
    rows: () =>
      values.flatMap((value): Row[] => {
        const row = known.get(value);
        return row ? [row] : [];
      }),
    toggle: (row) => {
      const value = keyOf(row);
      learn([row]);
      if (!multiple) setValues([value]);
      else setValues((before) => (before.includes(value) ? before.filter((item) => item !== value) : [...before, value]));
    },
    replace: (next, rows) => {
      learn(rows);
      setValues(multiple ? next : next.slice(-1));
    },
    remove: (value) => setValues((before) => before.filter((item) => item !== value)),
  };
}
