// How a model's import reads a cell: which fields a file may fill, and how each
// widget's text becomes its value — the inverse of the text its export writes
// (an option's label, a dictionary item's name, a date in the field's format,
// a switch's word). A table by widget key, so a widget joins the import with one
// entry; sub-tables, calculations, uploads, pickers and system values are not in
// it and keep what a new record starts with.
import { languages, type MessageRef } from '@core/i18n/text';
import type { CompiledField } from '@core/form';
import { optionSourceOf } from '@core/widgets';
import { cells, type CellContext, type CellResult, type ImportColumn } from '../../../imports/columns';
import { say as sayInLanguage } from '../../../http/texts';
import type { ModelGrant } from './modelGrant';
import type { DictionaryLookup } from './transferDictionaries';

/** Characters a cell may hold when its column does not say (the import body's cap on a cell). */
export const maxCellLength = 2000;

type Say = (ref: MessageRef) => string;

interface CellKind {
  /** The value a trimmed, non-empty cell holds, or why it holds none (in the request's words). */
  read(text: string, field: CompiledField, cell: CellContext, dictionaries: DictionaryLookup): CellResult;
  /** Whether this field of the widget can be filled from text (a range slider, options from an API cannot). */
  fits?(field: CompiledField): boolean;
  /** What the template's header note says about filling it in. */
  hint?(field: CompiledField, say: Say): string | undefined;
}

const multiple = (field: CompiledField) => field.props.multiple === true;

/** A word in every language (an option's label, a switch's word: a text key or the designer's own words). */
const inEveryLanguage = (key: string, say: Say) => [say({ key }), ...languages.map((language) => sayInLanguage({ key }, language))];

const asText: CellKind = { read: (text) => ({ value: text }) };

const asNumber: CellKind = {
  read: (text, _field, cell) => {
    // Exports write thousands separators when the field shows them.
    const plain = text.replace(/[,，]/g, '');
    if (/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(plain)) return { value: Number(plain) };
    return { error: cell.say({ key: 'visualdev.importNotNumber', params: { title: cell.title } }) };
  },
};

/** Dates as the export writes them (the field's format: a year, a month, a day, with or without the time), or with / . 年月日 between. */
const datePattern = /^(\d{4})\s*(?:[-/.年]\s*(\d{1,2})\s*(?:[-/.月]\s*(\d{1,2})\s*日?|月)?)?\s*年?(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

function readDate(text: string, _field: CompiledField, cell: CellContext): CellResult {
  const parts = datePattern.exec(text);
  if (parts) {
    // A month or day left out is the first; a time left out is midnight (server time, as every import's dates).
    const year = Number(parts[1]);
    const [month = 1, day = 1, hours = 0, minutes = 0, seconds = 0] = parts.slice(2).map((part) => (part === undefined ? undefined : Number(part)));
    const date = new Date(year, month - 1, day, hours, minutes, seconds);
    const same =
      date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day && date.getHours() === hours && date.getMinutes() === minutes;
    if (same && seconds < 60) return { value: date.getTime() };
  }
  return { error: cell.say({ key: 'import.notDate', params: { title: cell.title } }) };
}

/** A time of day as 'HH:mm:ss' (a missing hour's zero or seconds added). */
function readTime(text: string, _field: CompiledField, cell: CellContext): CellResult {
  const parts = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (parts) return { value: `${parts[1].padStart(2, '0')}:${parts[2]}:${parts[3] ?? '00'}` };
  return { error: cell.say({ key: 'visualdev.importNotTime', params: { title: cell.title } }) };
}

/** Each of several values a cell names (split at commas, semicolons or line breaks), read alone; the first refusal refuses the cell. */
function eachOf(read: CellKind['read']): CellKind['read'] {
  return (text, field, cell, dictionaries) => {
    if (!multiple(field)) return read(text, field, cell, dictionaries);
    const values: unknown[] = [];
    for (const part of cells.list(text)) {
      const one = read(part, field, cell, dictionaries);
      if ('error' in one) return one;
      values.push(one.value);
    }
    return { value: values };
  };
}

/** A dictionary item by its name, code or id. */
const readItem: CellKind['read'] = (text, field, cell, dictionaries) => {
  const id = dictionaries.idOf(dictionaryOf(field), text);
  return id === undefined ? { error: cell.say({ key: 'visualdev.importUnknownItem', params: { title: cell.title, value: text } }) } : { value: id };
};

/** The category a choice field's options come from: its dictionary, when they come from one. */
export function dictionaryOf(field: CompiledField): string {
  if (field.widget === 'dicSelect') return typeof field.props.dictionaryType === 'string' ? field.props.dictionaryType : '';
  const source = optionSourceOf(field.props);
  return source?.kind === 'dictionary' && source.dictionary ? source.dictionary : '';
}

const staticOptions = (field: CompiledField) => {
  const source = optionSourceOf(field.props);
  return source?.kind === 'static' ? (source.options ?? []) : [];
};

/** A choice field: a fixed option by its label (in any language) or value, or a dictionary item. */
const asChoice: CellKind = {
  fits: (field) => {
    const source = optionSourceOf(field.props)?.kind;
    return source === 'static' || (source === 'dictionary' && dictionaryOf(field) !== '');
  },
  read: eachOf((text, field, cell, dictionaries) => {
    if (dictionaryOf(field)) return readItem(text, field, cell, dictionaries);
    const choices = staticOptions(field).map((option) => ({ value: option.value, names: inEveryLanguage(option.label, cell.say) }));
    return cells.choice(choices)(text, cell);
  }),
  hint: (field, say) => {
    const labels = staticOptions(field).map((option) => say({ key: option.label }));
    return labels.length ? say({ key: 'visualdev.importHint.choices', params: { choices: labels.join('、') } }) : undefined;
  },
};

/** A switch's words: its compiled properties hold them, the catalog's defaults where the designer gave none. */
const switchWords = (field: CompiledField) => ({ on: String(field.props.activeText ?? ''), off: String(field.props.inactiveText ?? '') });

const asSwitch: CellKind = {
  read: (text, field, cell) => {
    const words = switchWords(field);
    const choices = [
      { value: 1, names: inEveryLanguage(words.on, cell.say) },
      { value: 0, names: inEveryLanguage(words.off, cell.say) },
    ];
    return cells.choice(choices)(text, cell);
  },
  hint: (field, say) =>
    say({ key: 'visualdev.importHint.choices', params: { choices: `${say({ key: switchWords(field).on })}、${say({ key: switchWords(field).off })}` } }),
};

const dateFormatOf = (field: CompiledField) => (typeof field.props.format === 'string' ? field.props.format : 'YYYY-MM-DD');

/** The widgets a file may fill, by key. */
const cellKinds: Record<string, CellKind> = {
  comInput: asText,
  textarea: asText,
  colorPicker: asText,
  iconSelect: asText,
  numInput: asNumber,
  rate: asNumber,
  slider: { ...asNumber, fits: (field) => field.props.range !== true },
  switch: asSwitch,
  radio: asChoice,
  select: asChoice,
  checkbox: {
    ...asChoice,
    read: (text, field, cell, dictionaries) => asChoice.read(text, { ...field, props: { ...field.props, multiple: true } }, cell, dictionaries),
  },
  dicSelect: { read: eachOf(readItem), fits: (field) => dictionaryOf(field) !== '' },
  date: { read: readDate, hint: (field, say) => say({ key: 'visualdev.importHint.date', params: { format: dateFormatOf(field) } }) },
  time: { read: readTime, hint: (_field, say) => say({ key: 'visualdev.importHint.date', params: { format: 'HH:mm:ss' } }) },
};

/** An importable field with what its column needs: the title, the cap on its text, the dictionary its cells name. */
export interface ImportField {
  field: CompiledField;
  kind: CellKind;
  maxLength: number;
}

/**
 * The fields a file may fill: the main table's stored fields a person fills in
 * (shown, not calculated, not read-only on create) that the user may see on
 * the form, whose widget reads text. In the form's order.
 */
export function importFields(grant: ModelGrant): ImportField[] {
  return grant.model.main.fields.flatMap((mapped): ImportField[] => {
    const { field } = mapped;
    const kind = cellKinds[field.widget];
    const fillable = field.kind === 'field' && !field.hidden && !field.calculation && field.readOnly !== true && grant.seesField(field.path);
    if (!kind || !fillable || (kind.fits && !kind.fits(field))) return [];
    return [{ field, kind, maxLength: mapped.type.kind === 'string' ? Math.min(mapped.type.length, maxCellLength) : maxCellLength }];
  });
}

/** The field's title: its label (a text key or the designer's words), or its name. */
export const titleOf = (field: CompiledField) => field.label ?? field.path;

const multipleHint = (field: CompiledField, say: Say) =>
  multiple(field) || field.widget === 'checkbox' ? say({ key: 'visualdev.importHint.multiple' }) : undefined;

/** What the template's header cell notes about filling the field in. */
export function hintOf(imported: ImportField, say: Say): string | undefined {
  const notes = [imported.kind.hint?.(imported.field, say), multipleHint(imported.field, say)].filter((note): note is string => Boolean(note));
  return notes.length ? notes.join('\n') : undefined;
}

/** The columns the shared import machinery reads and checks, each cell read by its widget's entry. */
export function importColumns(fields: readonly ImportField[], dictionaries: DictionaryLookup): ImportColumn[] {
  return fields.map(({ field, kind, maxLength }) => ({
    field: field.path,
    title: titleOf(field),
    required: field.required,
    unique: field.unique,
    maxLength,
    jnpfKey: field.widget,
    parse: (text, cell) => kind.read(text, field, cell, dictionaries),
  }));
}
