// JNPF's tables ([{typeId '1' main | '0' child, table, tableKey, tableField,
// relationField}], 5.x with fields[]) as Kiln's table mapping: the main table,
// and each sub-table by its node's id (the `table` widget whose
// __config__.tableName names it). Columns keep the field's JNPF name, lower-cased
// (database names ignore case), so released tables meet the columns they had.
import type { TableMap, TableMapping } from '../design';
import type { FormMap, SubTableOrigin } from './form';
import { identifierOf, isReservedColumn } from './names';
import { integerOf, isObj, listOf, textOf, wordsOf, type Obj } from './raw';
import type { Report } from './report';

/** JNPF's name for a field of a joined one-row table: jnpf_{table}_jnpf_{column}. */
const joinedField = /^jnpf_(.+)_jnpf_(.+)$/i;

const isMain = (entry: Obj) => textOf(entry.typeId) === '1' || integerOf(entry.typeId) === 1;
const sameName = (a: string | undefined, b: string | undefined) => a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();

class TableReader {
  private readonly used = new Set<string>();

  constructor(private readonly report: Report) {}

  /** A table's identifier, reported when it had to change beyond lower case; `fallback` when it has none or no letter can start it. */
  name(written: string | undefined, fallback: string): string {
    let name = written ? identifierOf(written) : undefined;
    if (written && name !== written.toLowerCase()) {
      const reason = name ? `the table ${written} is named ${name} in Kiln` : `the table name ${written} cannot be made valid; it is ${fallback} in Kiln`;
      this.report.add('tables', written, '', reason);
    }
    name ??= fallback;
    for (let n = 2; this.used.has(name); n += 1) name = `${name.slice(0, 58)}_${n}`;
    if (written && name !== (identifierOf(written) ?? fallback)) {
      this.report.add('tables', written, '', `the table ${written} is used twice; the second is ${name}`);
    }
    this.used.add(name);
    return name;
  }

  /** Columns by node id for the fields stored in one table. */
  columns(map: FormMap, subTable: string | undefined, mainTable: string): Record<string, string> {
    const columns: Record<string, string> = {};
    const taken = new Set<string>();
    for (const origin of map.fields) {
      if (origin.subTable !== subTable || !origin.stored || !origin.vModel) continue;
      const joined = subTable ? null : joinedField.exec(origin.vModel);
      if (joined) this.report.add('tables', origin.vModel, '', `its column lives in the joined table ${joined[1]}; Kiln keeps it in the main table`);
      else if (!subTable && origin.tableName && !sameName(origin.tableName, mainTable) && identifierOf(origin.tableName) !== mainTable) {
        this.report.add('tables', origin.vModel, '', `its column lives in the table ${origin.tableName}; Kiln keeps it in the main table`);
      }
      const written = joined ? joined[2] : origin.vModel;
      const column = identifierOf(written);
      if (!column || isReservedColumn(column) || taken.has(column)) {
        const why = !column ? 'cannot be made valid' : isReservedColumn(column) ? 'is a column Kiln keeps for itself' : 'is taken by another field';
        this.report.add('tables', origin.vModel, '', `its column ${written} ${why}; a column is given when the model is released`);
        continue;
      }
      if (column !== written.toLowerCase()) this.report.add('tables', origin.vModel, '', `its column ${written} is named ${column} in Kiln`);
      taken.add(column);
      columns[origin.nodeId] = column;
    }
    return columns;
  }
}

/** The export's table entry of a sub-table node: by the table its __config__.tableName names, else by tableKey. */
function entryOf(entries: Obj[], subTable: SubTableOrigin): Obj | undefined {
  const children = entries.filter((entry) => !isMain(entry));
  return children.find((entry) => sameName(wordsOf(entry.table), subTable.tableName)) ?? children.find((entry) => entry.tableKey === subTable.vModel);
}

export function readTables(value: unknown, map: FormMap, enCode: string, report: Report): TableMapping {
  const entries = listOf(value).filter(isObj);
  const reader = new TableReader(report);
  const mainEntry = entries.find(isMain) ?? (entries.length === 1 ? entries[0] : undefined);
  const mainFallback = identifierOf(enCode) ?? 'kiln_model';
  if (!mainEntry) report.add('tables', enCode || '(model)', '', `the export names no main table; it is ${mainFallback} in Kiln`);
  const mainTable = reader.name(wordsOf(mainEntry?.table), mainFallback);
  const main: TableMap = { table: mainTable, columns: reader.columns(map, undefined, wordsOf(mainEntry?.table) ?? mainTable) };
  const used = new Set<Obj>(mainEntry ? [mainEntry] : []);
  const subTables: Record<string, TableMap> = {};
  for (const subTable of map.subTables) {
    const entry = entryOf(entries, subTable);
    if (entry) used.add(entry);
    const fallback = `${mainTable.slice(0, 40)}_${identifierOf(subTable.field) ?? 'rows'}`.slice(0, 63);
    const table = reader.name(wordsOf(entry?.table) ?? subTable.tableName, fallback);
    if (!entry) report.add('tables', subTable.vModel, 'table', `the export lists no table for this sub-table; it is ${table} in Kiln`, subTable.label);
    const link = wordsOf(entry?.tableField);
    if (link && link.toLowerCase() !== 'record_id') {
      report.add('tables', subTable.vModel, 'table', `its rows link to their record by record_id, not by ${link}`, subTable.label);
    }
    subTables[subTable.nodeId] = { table, columns: reader.columns(map, subTable.nodeId, table) };
  }
  for (const entry of entries.filter((candidate) => !used.has(candidate))) {
    report.add('tables', wordsOf(entry.table) ?? '?', '', 'a joined table (one row per record) has no equivalent; its fields are kept in the main table');
  }
  return { main, subTables };
}
