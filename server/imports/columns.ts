// What an import is made of: its columns (field, header title, whether it is
// required, how a cell's text becomes a value and when it is refused), and
// the module's two steps: turning the checked rows into records with lookups
// made once for the whole file, and saving the records (all in one
// transaction, or one by one).
import type { Language, MessageRef } from '@core/i18n/text';
import type { ImportRow } from '@core/api/imports';
import { checkRule, type RuleId } from '@core/rules';
import type { Kiln } from '../context';
import type { SessionContext } from '../http/routeAccess';

/** A cell's value, or why it is refused (already in the request's words). */
export type CellResult = { value: unknown } | { error: string };

/** What a cell check may use: its column's title and the request's words. */
export interface CellContext {
  /** The column's title in the request's language. */
  title: string;
  say(ref: MessageRef): string;
}

export interface ImportColumn {
  /** The field in dataRow and in the list sent back (JNPF's key: account, realName, …). */
  field: string;
  /** Text key of the header title; a header matches it in any language, or the field itself. */
  title: string;
  required?: boolean;
  /** Characters a cell may hold (100 unless said). */
  maxLength?: number;
  /** No two rows of one file may hold the same value. */
  unique?: boolean;
  /** JNPF's widget key in the preview's headerRow ('comInput' unless said). */
  jnpfKey?: string;
  /** Text key of a note on the template's header cell (how to fill the column in). */
  hint?: string;
  /** Template column width in characters. */
  width?: number;
  /** Turns the trimmed, non-empty text into the value (the text itself when absent). */
  parse?(text: string, cell: CellContext): CellResult;
}

/** A row whose cells passed their own checks: `values` by field (null for empty cells), `cells` as sent. */
export interface CheckedRow {
  /** Its place in the list sent, from 0. */
  index: number;
  cells: ImportRow;
  values: Record<string, unknown>;
}

/** What a module makes of a checked row: a record to save, or every reason it cannot be one. */
export type RowOutcome<R> = { record: R } | { errors: string[] };

export interface ImportContext {
  kiln: Kiln;
  session: SessionContext;
  language: Language;
  say(ref: MessageRef): string;
}

export interface ImportDefinition<R> {
  /** The API base the routes hang under: '/api/permission/Users'. */
  path: string;
  /** OpenAPI tag. */
  tag: string;
  /** The menu entry (enCode) whose button guards every step. */
  module: string;
  /** The button ('btn_import' unless said). */
  button?: string;
  /** What the rows are, for the API document: 'users'. */
  noun: string;
  /** Text key of the template's and the failed rows' file name (without extension). */
  fileName: string;
  columns: readonly ImportColumn[];
  /**
   * Turns the checked rows into records. Look-ups are made here once for all
   * rows (one query per column, never one per row); duplicates against the
   * database are found here too. Answers one outcome per row, in order.
   */
  resolve(rows: readonly CheckedRow[], context: ImportContext): Promise<RowOutcome<R>[]>;
  /**
   * Saves all the records in one transaction, each whole or not at all: a
   * record refused (an ApiError, or a unique index) fails alone and the others
   * are kept. Answers one outcome per record, in order; any other error saves
   * nothing. Used rather than `save` when given.
   */
  saveAll?(records: readonly R[], context: ImportContext): Promise<SaveOutcome[]>;
  /** Saves one record, all or nothing, in its own transaction; a refusal (ApiError) fails that row only. Needed when `saveAll` is not given. */
  save?(record: R, context: ImportContext): Promise<void>;
}

/** What became of one record of `saveAll`: null when saved, else the error that refused it alone. */
export type SaveOutcome = { refusal: unknown } | null;

/** Cell checks the modules share. */
export const cells = {
  /** One of a few choices, written as any of their names (in any language) or as the stored value. */
  choice(choices: readonly { value: string | number; names: readonly string[] }[]) {
    const byName = new Map<string, string | number>();
    for (const choice of choices) {
      byName.set(String(choice.value), choice.value);
      for (const name of choice.names) byName.set(name.toLowerCase(), choice.value);
    }
    return (text: string, cell: CellContext): CellResult => {
      const value = byName.get(text.toLowerCase());
      if (value !== undefined) return { value };
      const names = choices.map((choice) => choice.names[0]).join('/');
      return { error: cell.say({ key: 'import.notOneOf', params: { title: cell.title, choices: names } }) };
    };
  },

  integer(min: number, max: number) {
    return (text: string, cell: CellContext): CellResult => {
      const value = /^[+-]?\d+$/.test(text) ? Number(text) : NaN;
      if (Number.isSafeInteger(value) && value >= min && value <= max) return { value };
      return { error: cell.say({ key: 'import.notInteger', params: { title: cell.title, min, max } }) };
    };
  },

  /** A date as yyyy-MM-dd (also / or . between, or 年月日), stored as epoch milliseconds of that day's midnight, server time. */
  date() {
    return (text: string, cell: CellContext): CellResult => {
      const parts = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/.exec(text);
      if (parts) {
        const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
        const date = new Date(year, month - 1, day);
        if (date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day) return { value: date.getTime() };
      }
      return { error: cell.say({ key: 'import.notDate', params: { title: cell.title } }) };
    };
  },

  /** One of the spec's field rules (phone, email, account, …). */
  rule(id: RuleId) {
    return (text: string, cell: CellContext): CellResult => {
      const broken = checkRule(id, text);
      if (!broken) return { value: text };
      return { error: cell.say({ key: 'import.pattern', params: { title: cell.title, message: cell.say(broken) } }) };
    };
  },

  /** Several names in one cell, split at commas (either width), semicolons or line breaks; repeats dropped. */
  list(text: string): string[] {
    return [...new Set(text.split(/[,，;；\n]/).map((part) => part.trim()).filter(Boolean))];
  },
};
