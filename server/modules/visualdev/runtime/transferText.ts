// Stored values as the text a person reads in an export: each widget's catalog
// text format (the one list cells and the read-only view use), given a format
// context whose names are looked up for a whole batch of rows at once. A first
// pass notes which dictionary items and directory records the formats ask
// for, one query per kind fetches their names, and a second pass writes.
import type { Kysely } from 'kysely';
import type { Language } from '@core/i18n/text';
import { widgetSpec, type FormatContext, type WidgetProps } from '@core/widgets';
import type { NamedEntity } from '@core/widgets/system';
import type { SystemField } from '@core/model/design';
import type { Database } from '../../../db/schema';
import { say } from '../../../http/texts';
import { directoryNames } from '../../users/pickerNames';
import { DictionaryLookup, wantItem, type WantedItems } from './transferDictionaries';

/** What writes one column's cells: the widget whose format reads the value, with the field's properties. */
export interface TextColumn {
  field: string;
  widget: string;
  props: WidgetProps;
}

/** The system widget whose text format a system field's value takes (who as a name, when as a time). */
export const systemFieldWidgets: Record<SystemField, string> = {
  creatorUserId: 'createUser',
  creatorTime: 'createTime',
  lastModifyUserId: 'modifyUser',
  lastModifyTime: 'modifyTime',
};

/** A directory record as the picker names meet it: a typed id ('id--position'); organisations are met as departments or companies alike. */
const typedId = (entity: NamedEntity, id: string) => `${id}--${entity === 'organize' ? 'department' : entity}`;

function textOf(column: TextColumn, value: unknown, context: FormatContext): string {
  if (value === null || value === undefined || value === '') return '';
  const format = widgetSpec(column.widget)?.format;
  if (format) return format(value, column.props, context);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The rows' cells as text, a row per record, a cell per column, in the columns' order. */
export async function cellTexts(
  db: Kysely<Database>,
  language: Language,
  columns: readonly TextColumn[],
  records: readonly Record<string, unknown>[],
): Promise<string[][]> {
  const t = (key: string) => say({ key }, language);
  const write = (context: FormatContext) => records.map((record) => columns.map((column) => textOf(column, record[column.field], context)));

  const items: WantedItems = new Map();
  const wantedRecords = new Set<string>();
  write({
    t,
    dictionaryLabel: (category, value) => (wantItem(items, category, String(value)), String(value)),
    entityName: (entity, id) => void wantedRecords.add(typedId(entity, id)),
  });
  if (items.size === 0 && wantedRecords.size === 0) return write({ t });

  // System entries ('currentUser') are worded by the formats themselves.
  const [dictionaries, names] = await Promise.all([DictionaryLookup.of(db, items), directoryNames(db, [...wantedRecords], () => undefined)]);
  return write({
    t,
    dictionaryLabel: (category, value) => dictionaries.nameOf(category, String(value)) ?? String(value),
    entityName: (entity, id) => names.get(typedId(entity, id)),
  });
}
