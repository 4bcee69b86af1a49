// An interface as the engine runs it, read from its row and checked the same way
// at save and at call: its SQL is one reading statement whose `{name}` tokens are
// declared parameters, its static rows are rows, its HTTP source is http(s), and
// the fields pickers cite are plain identifiers (they reach SQL as quoted names).
import type { DataConfig, DataInterfaceInput, InterfaceParameter, InterfaceRow } from '@core/api/dataInterface';
import { queryAction } from '@core/api/dataInterface';
import type { Dialect } from '../../db/database';
import { badRequest } from '../../http/errors';
import { parseDeclarations } from './engine/parameters';
import { citedParameters, scanSql, type ScannedSql } from './engine/sqlText';
import { parseStaticRows } from './engine/static';
import type { DataInterfaceTable } from './tables';

export const fieldNamePattern = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const maxFields = 200;

export interface Definition {
  id: string;
  revision: number;
  fullName: string;
  enCode: string;
  type: 1 | 2 | 3;
  hasPage: boolean;
  enabled: boolean;
  /** The row fields fieldJson names, in order. */
  fields: string[];
  parameters: InterfaceParameter[];
  config: DataConfig;
  /** Type 1: the statement, scanned. */
  sql?: ScannedSql;
  /** Type 1 with its own paging: the count statement. */
  countSql?: ScannedSql;
  /** Type 2: the rows. */
  staticRows?: InterfaceRow[];
}

function parseJson<T>(text: string | undefined, fallback: T, key: string): T {
  if (!text?.trim()) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw badRequest(key, { reason: 'JSON' });
  }
}

/** fieldJson: `[{field, defaultValue}]`, each field a plain identifier, no repeats. */
export function parseFields(fieldJson: string | undefined): string[] {
  const parsed = parseJson<unknown>(fieldJson, [], 'dataInterface.fieldsInvalid');
  if (!Array.isArray(parsed) || parsed.length > maxFields) throw badRequest('dataInterface.fieldsInvalid', { reason: `[] ≤ ${maxFields}` });
  const fields = parsed.map((item: unknown) => (item && typeof item === 'object' ? (item as { field?: unknown }).field : undefined));
  for (const field of fields) {
    if (typeof field !== 'string' || !fieldNamePattern.test(field)) throw badRequest('dataInterface.fieldName', { name: String(field ?? '') });
  }
  if (new Set(fields).size !== fields.length) throw badRequest('dataInterface.fieldsInvalid', { reason: 'duplicate' });
  return fields as string[];
}

/** The statement text of a SQL config (JNPF's sqlData.sql). */
function sqlOf(config: DataConfig): string {
  return typeof config.sqlData?.sql === 'string' ? config.sqlData.sql : '';
}

/** The count statement: dataCountJson as SQL text, or JNPF's `{sql}` object. */
function countSqlOf(dataCountJson: string | undefined): string {
  const text = dataCountJson?.trim() ?? '';
  if (!text.startsWith('{')) return text;
  const parsed = parseJson<{ sql?: unknown }>(text, {}, 'dataInterface.configInvalid');
  return typeof parsed.sql === 'string' ? parsed.sql : '';
}

function checkStatement(sql: string, dialect: Dialect, parameters: readonly InterfaceParameter[]): ScannedSql {
  if (!sql.trim()) throw badRequest('dataInterface.sqlEmpty');
  const scanned = scanSql(sql, dialect);
  const declared = new Set(parameters.map((parameter) => parameter.field));
  for (const name of citedParameters(scanned)) if (!declared.has(name)) throw badRequest('dataInterface.unknownParameter', { name });
  return scanned;
}

function checkHttp(config: DataConfig): void {
  const api = config.apiData;
  if (!api || typeof api.url !== 'string' || !api.url.trim()) throw badRequest('dataInterface.httpUrl');
  if (api.method !== 1 && api.method !== 2) throw badRequest('dataInterface.httpMethod');
  let url: URL;
  try {
    // Tokens stand in for values here; the call checks the bound URL again.
    url = new URL(api.url.replace(/\{[A-Za-z_][A-Za-z0-9_]*\}|@[A-Za-z_][A-Za-z0-9_]*/g, 'x'));
  } catch {
    throw badRequest('dataInterface.httpUrl');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest('dataInterface.httpUrl');
  for (const list of [api.header ?? [], api.query ?? []]) {
    if (!Array.isArray(list) || list.some((pair) => typeof pair?.field !== 'string' || typeof pair.value !== 'string'))
      throw badRequest('dataInterface.configInvalid', { reason: 'header/query' });
  }
  if (api.body !== undefined && typeof api.body !== 'string') throw badRequest('dataInterface.configInvalid', { reason: 'body' });
  if (api.rowsPath !== undefined && typeof api.rowsPath !== 'string') throw badRequest('dataInterface.configInvalid', { reason: 'rowsPath' });
}

/** Reads and checks what a save sends; the call reads stored rows through the same function. */
export function definitionOf(
  input: Pick<DataInterfaceInput, 'type' | 'action' | 'hasPage' | 'dataConfigJson' | 'dataCountJson' | 'fieldJson' | 'parameterJson'>,
  dialect: Dialect,
  maxRows: number,
): Omit<Definition, 'id' | 'revision' | 'fullName' | 'enCode' | 'enabled'> {
  const config = parseJson<DataConfig>(input.dataConfigJson, {}, 'dataInterface.configInvalid');
  if (typeof config !== 'object' || config === null || Array.isArray(config)) throw badRequest('dataInterface.configInvalid', { reason: '{}' });
  const parameters = parseDeclarations(input.parameterJson);
  const fields = parseFields(input.fieldJson);
  const base = { type: input.type, hasPage: input.hasPage === 1, fields, parameters, config };
  switch (input.type) {
    case 1: {
      if (input.action !== queryAction) throw badRequest('dataInterface.sqlOnlyQuery');
      const sql = checkStatement(sqlOf(config), dialect, parameters);
      const countText = countSqlOf(input.dataCountJson);
      const countSql = input.hasPage === 1 && countText ? checkStatement(countText, dialect, parameters) : undefined;
      if (input.hasPage === 1 && !countSql) throw badRequest('dataInterface.countMissing');
      return { ...base, sql, countSql };
    }
    case 2:
      return { ...base, staticRows: parseStaticRows(config.staticData, maxRows) };
    case 3:
      checkHttp(config);
      return base;
  }
}

/** A stored interface as the engine runs it. */
export function storedDefinition(row: DataInterfaceTable, dialect: Dialect, maxRows: number): Definition {
  const type = row.type === 1 || row.type === 2 || row.type === 3 ? row.type : 1;
  const parts = definitionOf(
    {
      type,
      action: row.action,
      hasPage: row.has_page === 1 ? 1 : 0,
      dataConfigJson: row.data_config_json,
      dataCountJson: row.data_count_json,
      fieldJson: row.field_json,
      parameterJson: row.parameter_json,
    },
    dialect,
    maxRows,
  );
  return { ...parts, id: row.id, revision: Number(row.revision), fullName: row.full_name, enCode: row.en_code, enabled: row.enabled_mark === 1 };
}
