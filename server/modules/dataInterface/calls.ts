// One call of an interface: its definition (refused when disabled), the limits
// of the system configuration, the caller's system variables and the variates,
// the engine, and one log row whatever the outcome.
import path from 'node:path';
import type { InfoByIdsInput, InterfaceListInput, InterfaceRow, ParamValue } from '@core/api/dataInterface';
import type { Kiln } from '../../context';
import type { SysConfig } from '../system/sysConfig';
import type { SessionContext } from '../../http/routeAccess';
import { ApiError, badRequest } from '../../http/errors';
import { say } from '../../http/texts';
import type { Definition } from './definition';
import type { DataInterfaceService } from './service';
import type { VariateService } from './variates';
import { boundOf } from './variates';
import { InterfaceLog } from './log';
import { InterfaceRunner, type CallSituation, type EngineLimits, type ListAnswer } from './engine/runner';
import type { Bound } from './engine/parameters';
import type { SqlReader } from './engine/sqlReader';
import { readableTables } from './engine/sqlReader';
import { SqliteReader } from './engine/sqliteReader';
import { PostgresReader } from './engine/postgresReader';

/** How deep variates may cite variates (a variate's interface citing another variate…). */
const maxVariateDepth = 3;

export interface Caller {
  session: SessionContext;
  ip: string;
}

interface UserPlace {
  organize_id: string;
  organize_id_tree: string | null;
}

/** The values a caller gives a call: system variables (@user…) and variates, each read when the statement first cites it. */
class CallerVariables implements CallSituation {
  private user: Promise<UserPlace | undefined> | null = null;

  constructor(
    private readonly calls: InterfaceCalls,
    private readonly session: SessionContext,
    private readonly depth: number,
  ) {}

  async systemVariable(name: string): Promise<Bound | undefined> {
    switch (name) {
      case 'user':
        return this.session.userId;
      case 'userAccount':
        return this.session.account;
      case 'currentTime':
        return new Date().toISOString();
      case 'department':
        return (await this.userRow())?.organize_id ?? null;
      case 'organize':
        return this.calls.companyOf(await this.userRow());
      default:
        return undefined;
    }
  }

  variate(name: string): Promise<Bound | undefined> {
    return this.calls.variateValue(name, this.session, this.depth);
  }

  private userRow(): Promise<UserPlace | undefined> {
    return (this.user ??= this.calls.userRow(this.session.userId));
  }
}

export class InterfaceCalls {
  readonly log: InterfaceLog;
  private readonly runner: InterfaceRunner;
  private readonly reader: SqlReader;

  constructor(
    private readonly kiln: Kiln,
    private readonly interfaces: DataInterfaceService,
    private readonly variates: VariateService,
    warn: (message: string, error: unknown) => void,
  ) {
    this.log = new InterfaceLog(kiln.db, (error) => warn('could not write the interface call log', error));
    if (kiln.dialect === 'postgres' && kiln.config.databaseUrl) {
      const reader = new PostgresReader(kiln.config.databaseUrl, kiln.config.dataDir, warn);
      // New tables (a model released) or a new allow-list: grant again at the next call.
      kiln.invalidation.on('config', () => reader.regrant());
      kiln.invalidation.on('models', () => reader.regrant());
      this.reader = reader;
    } else {
      this.reader = new SqliteReader(path.join(kiln.config.dataDir, 'kiln.db'));
    }
    this.runner = new InterfaceRunner(kiln.dialect, this.reader);
  }

  async close(): Promise<void> {
    await this.log.flush();
    await this.reader.close();
  }

  /** The limits as last read, with the configuration they were read from (a saved configuration is a new object). */
  private limitsRead: { config: SysConfig; limits: EngineLimits } | null = null;

  private async limits(): Promise<EngineLimits> {
    const config = await this.kiln.sysConfig.get();
    if (this.limitsRead?.config === config) return this.limitsRead.limits;
    const limits = {
      tables: readableTables(config.dataInterfaceTables),
      hosts: config.dataInterfaceHosts,
      allowPrivate: config.dataInterfaceAllowPrivateAddresses,
      timeoutMs: config.dataInterfaceTimeoutMs,
      maxRows: config.dataInterfaceMaxRows,
      maxBytes: config.dataInterfaceMaxBytes,
    };
    this.limitsRead = { config, limits };
    return limits;
  }

  private situation(session: SessionContext, depth: number): CallSituation {
    return new CallerVariables(this, session, depth);
  }

  /** The caller's department and its place in the organisation tree (for @department and @organize). */
  userRow(userId: string): Promise<UserPlace | undefined> {
    return this.kiln.db
      .selectFrom('base_user as u')
      .leftJoin('base_organize as o', 'o.id', 'u.organize_id')
      .select(['u.organize_id', 'o.organize_id_tree'])
      .where('u.id', '=', userId)
      .executeTakeFirst();
  }

  /** A variate's value for a call `depth` variates deep; undefined when no variate has that name. */
  async variateValue(name: string, session: SessionContext, depth: number): Promise<Bound | undefined> {
    const variate = await this.variates.byName(name);
    if (!variate) return undefined;
    if (depth >= maxVariateDepth) throw badRequest('dataInterface.variateTooDeep', { name: `@${name}` });
    const row = await this.firstRow(variate.interfaceId, session, depth + 1);
    return boundOf(row?.[variate.field]);
  }

  /** The company the user's department belongs to: the nearest company up its tree. */
  async companyOf(row: UserPlace | undefined): Promise<Bound> {
    if (!row) return null;
    const ids = (row.organize_id_tree || row.organize_id).split(',').filter(Boolean);
    if (!ids.length) return null;
    const companies = await this.kiln.db.selectFrom('base_organize').select('id').where('id', 'in', ids).where('category', '=', 'company').execute();
    const found = new Set(companies.map((company) => company.id));
    return [...ids].reverse().find((id) => found.has(id)) ?? null;
  }

  /** The first row an interface returns with its defaults (a variate's value, the variates list's values column). */
  async firstRow(interfaceId: string, session: SessionContext, depth = 0): Promise<InterfaceRow | null> {
    const definition = await this.enabled(interfaceId);
    const rows = await this.runner.preview(definition, [], this.situation(session, depth), await this.limits());
    return rows[0] ?? null;
  }

  private async enabled(id: string): Promise<Definition> {
    const definition = await this.interfaces.definition(id);
    if (!definition.enabled) throw badRequest('dataInterface.disabled', { name: definition.fullName });
    return definition;
  }

  /** Runs `work` as one logged call of the interface. */
  private async logged<T>(
    id: string,
    caller: Caller,
    work: (definition: Definition, situation: CallSituation, limits: EngineLimits) => Promise<T>,
  ): Promise<T> {
    const started = performance.now();
    const invokeTime = Date.now();
    try {
      const definition = await this.enabled(id);
      const result = await work(definition, this.situation(caller.session, 0), await this.limits());
      this.record(id, caller, invokeTime, started, 1, '');
      return result;
    } catch (error) {
      // An unknown interface is no call to log.
      if (!(error instanceof ApiError && error.code === 404)) {
        const message = error instanceof ApiError ? say(error.message_, 'zh') : error instanceof Error ? error.message : String(error);
        this.record(id, caller, invokeTime, started, 0, message);
      }
      throw error;
    }
  }

  private record(id: string, caller: Caller, invokeTime: number, started: number, outcome: 0 | 1, message: string): void {
    this.log.record({
      interface_id: id,
      user_id: caller.session.userId,
      invoke_time: invokeTime,
      duration_ms: Math.round(performance.now() - started),
      outcome,
      message,
      ip: caller.ip,
    });
  }

  preview(id: string, paramList: ParamValue[] | undefined, caller: Caller): Promise<InterfaceRow[]> {
    return this.logged(id, caller, (definition, situation, limits) => this.runner.preview(definition, paramList, situation, limits));
  }

  list(id: string, input: InterfaceListInput, caller: Caller): Promise<ListAnswer> {
    return this.logged(id, caller, (definition, situation, limits) => this.runner.list(definition, input, situation, limits));
  }

  infoByIds(id: string, input: InfoByIdsInput, caller: Caller): Promise<InterfaceRow[]> {
    return this.logged(id, caller, (definition, situation, limits) => this.runner.infoByIds(definition, input, situation, limits));
  }
}
