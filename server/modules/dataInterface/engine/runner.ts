// Runs an interface for a call: the values resolved once (parameters, system
// variables, variates), then the source by type. SQL pages, filters and picks
// rows by id in SQL, wrapping the statement (`SELECT * FROM (…) q WHERE … LIMIT
// … OFFSET …`) with every value a placeholder; static and HTTP rows are paged in
// memory. Every call is capped in rows, bytes and time.
import type { InfoByIdsInput, InterfaceListInput, InterfaceRow, ParamValue } from '@core/api/dataInterface';
import { paging, type Paged } from '@core/api/envelope';
import type { Dialect } from '../../../db/database';
import { badRequest } from '../../../http/errors';
import type { Definition } from '../definition';
import { resolveCall, type Bound, type CallValues } from './parameters';
import { bindSql, placeholder, type ScannedSql } from './sqlText';
import { rowsOf, type SqlLimits, type SqlReader } from './sqlReader';
import { fetchRows } from './http';
import { flatten, pageRows, rowsByIds } from './static';

export interface EngineLimits {
  tables: readonly string[];
  hosts: readonly string[];
  allowPrivate: boolean;
  timeoutMs: number;
  maxRows: number;
  maxBytes: number;
}

/** What a call knows beside its parameters: who calls (for @user…) and the list's own values (@keyword, @pageSize…). */
export interface CallSituation {
  systemVariable(name: string): Promise<Bound | undefined>;
  /** A variate's value by its name; undefined when none has that name. */
  variate(name: string): Promise<Bound | undefined>;
}

/** The list's values as system variables: @keyword, @pageSize, @offsetSize, @showKey, @showValue. */
type ListVariables = Partial<Record<'keyword' | 'pageSize' | 'offsetSize' | 'showKey' | 'showValue', Bound>>;

/** A page of a SQL interface whose rows the reader answered as JSON text, for the route to splice into its reply. */
export interface PagedJson {
  listJson: string;
  pagination: Paged<InterfaceRow>['pagination'];
}

/** What `Actions/List` answers: rows, or (SQL paged by the engine) their JSON text. */
export type ListAnswer = Paged<InterfaceRow> | PagedJson;

/** Ids one InfoByIds call may name. */
export const maxInfoIds = 500;

const quoteName = (name: string) => `"${name}"`;

/** Escapes LIKE's wildcards in the keyword (with `\` as the escape character). */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export class InterfaceRunner {
  constructor(
    private readonly dialect: Dialect,
    private readonly reader: SqlReader | null,
  ) {}

  private async values(
    definition: Definition,
    paramList: readonly ParamValue[] | undefined,
    situation: CallSituation,
    list: ListVariables,
  ): Promise<CallValues> {
    return resolveCall(definition.parameters, paramList, async (name) => {
      if (Object.hasOwn(list, name)) return list[name as keyof ListVariables] ?? null;
      const system = await situation.systemVariable(name);
      return system !== undefined ? system : situation.variate(name);
    });
  }

  private async query(sql: string, values: Bound[], limits: EngineLimits): Promise<InterfaceRow[]> {
    if (!this.reader) throw badRequest('dataInterface.noReaderRole');
    return rowsOf((await this.reader.run([{ sql, values }], this.sqlLimits(limits)))[0]);
  }

  private sqlLimits(limits: EngineLimits): SqlLimits {
    return { allowed: limits.tables, timeoutMs: limits.timeoutMs, maxRows: limits.maxRows, maxBytes: limits.maxBytes };
  }

  /** Every row (trees keep children), capped. */
  async preview(definition: Definition, paramList: readonly ParamValue[] | undefined, situation: CallSituation, limits: EngineLimits): Promise<InterfaceRow[]> {
    const call = await this.values(definition, paramList, situation, { keyword: '', pageSize: limits.maxRows, offsetSize: 0 });
    return this.allRows(definition, call, limits);
  }

  private async allRows(definition: Definition, call: CallValues, limits: EngineLimits): Promise<InterfaceRow[]> {
    switch (definition.type) {
      case 1: {
        const bound = await bindSql(definition.sql!, this.dialect, call);
        return this.query(bound.text, bound.values, limits);
      }
      case 2:
        return definition.staticRows ?? [];
      case 3:
        return fetchRows(definition.config.apiData!, call, limits);
    }
  }

  /** A field a picker names: for SQL it must be one of the interface's fields (it becomes a quoted name). */
  private field(definition: Definition, name: string | undefined, what: string): string {
    const field = name?.trim() ?? '';
    if (!field || !definition.fields.includes(field)) throw badRequest('dataInterface.unknownField', { name: field || what });
    return field;
  }

  /** The fields the keyword searches: relationField, else the columnOptions fields. */
  private searchFields(definition: Definition, input: InterfaceListInput, strict: boolean): string[] {
    const names = input.relationField?.trim()
      ? [input.relationField.trim()]
      : (input.columnOptions ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean);
    return strict ? names.map((name) => this.field(definition, name, 'relationField')) : names;
  }

  async list(definition: Definition, input: InterfaceListInput, situation: CallSituation, limits: EngineLimits): Promise<ListAnswer> {
    const currentPage = Math.min(paging.maxPage, Math.max(1, Math.floor(input.currentPage ?? 1)));
    const pageSize = Math.min(limits.maxRows, paging.maxPageSize, Math.max(1, Math.floor(input.pageSize ?? paging.defaultPageSize)));
    const keyword = (input.keyword ?? '').trim();
    const offset = (currentPage - 1) * pageSize;
    const call = await this.values(definition, input.paramList, situation, { keyword, pageSize, offsetSize: offset });
    if (definition.type !== 1) {
      const rows = flatten(await this.allRows(definition, call, limits));
      return pageRows(rows, this.searchFields(definition, input, false), keyword, currentPage, pageSize);
    }
    if (definition.hasPage) {
      // The statement pages itself with @keyword, @pageSize and @offsetSize; its count statement counts.
      const rows = await this.boundQuery(definition.sql!, call, limits);
      const counted = await this.boundQuery(definition.countSql!, call, limits);
      const total = Number(Object.values(counted[0] ?? {})[0] ?? 0);
      return { list: rows, pagination: { currentPage, pageSize, total: Number.isFinite(total) ? total : 0 } };
    }
    const fields = keyword ? this.searchFields(definition, input, true) : [];
    const scanned = definition.sql!;
    const page = await this.filtered(scanned, call, fields, keyword);
    page.values.push(pageSize, offset);
    const pageText = `select * ${page.from} limit ${placeholder(this.dialect, page.values.length - 1)} offset ${placeholder(this.dialect, page.values.length)}`;
    // The count reads the statement without its closing ORDER BY (same rows, no sort), else the same FROM.
    const count = scanned.unordered ? await this.filtered({ pieces: scanned.unordered, code: scanned.code }, call, fields, keyword) : page;
    const countValues = count === page ? page.values.slice(0, -2) : count.values;
    if (!this.reader) throw badRequest('dataInterface.noReaderRole');
    const [listJson, counted] = await this.reader.run(
      [
        { sql: pageText, values: page.values, json: true },
        { sql: `select count(*) as total ${count.from}`, values: countValues },
      ],
      this.sqlLimits(limits),
    );
    if (typeof listJson !== 'string') throw new Error('the page was asked for as JSON text');
    return { listJson, pagination: { currentPage, pageSize, total: Number(rowsOf(counted)[0]?.total ?? 0) } };
  }

  /** `from (<statement>) q where <keyword on the fields>`, its values bound in order. */
  private async filtered(scanned: ScannedSql, call: CallValues, fields: readonly string[], keyword: string): Promise<{ from: string; values: Bound[] }> {
    const values: Bound[] = [];
    const inner = await bindSql(scanned, this.dialect, call, values);
    const conditions = fields.map((field) => {
      values.push(likePattern(keyword));
      return `cast(q.${quoteName(field)} as text) ${this.dialect === 'postgres' ? 'ilike' : 'like'} ${placeholder(this.dialect, values.length)} escape '\\'`;
    });
    const where = conditions.length ? ` where ${conditions.join(' or ')}` : '';
    return { from: `from (${inner.text}) q${where}`, values };
  }

  private async boundQuery(scanned: ScannedSql, call: CallValues, limits: EngineLimits): Promise<InterfaceRow[]> {
    const bound = await bindSql(scanned, this.dialect, call);
    return this.query(bound.text, bound.values, limits);
  }

  async infoByIds(definition: Definition, input: InfoByIdsInput, situation: CallSituation, limits: EngineLimits): Promise<InterfaceRow[]> {
    if (input.ids.length > maxInfoIds) throw badRequest('dataInterface.tooManyIds', { max: maxInfoIds });
    const ids = input.ids.map(String);
    const list: ListVariables = { keyword: '', pageSize: limits.maxRows, offsetSize: 0, showKey: input.propsValue, showValue: ids.join(',') };
    if (definition.type !== 1 || definition.hasPage) {
      const call = await this.values(definition, input.paramList, situation, list);
      const rows = definition.type === 1 ? await this.boundQuery(definition.sql!, call, limits) : flatten(await this.allRows(definition, call, limits));
      return rowsByIds(rows, input.propsValue, ids);
    }
    if (!ids.length) return [];
    const field = this.field(definition, input.propsValue, 'propsValue');
    const call = await this.values(definition, input.paramList, situation, list);
    const values: Bound[] = [];
    const inner = await bindSql(definition.sql!, this.dialect, call, values);
    const marks = ids.map((id) => {
      values.push(id);
      return placeholder(this.dialect, values.length);
    });
    return this.query(`select * from (${inner.text}) q where cast(q.${quoteName(field)} as text) in (${marks.join(', ')})`, values, limits);
  }
}
