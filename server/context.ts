// The services every route reaches through `app.kiln`, built once per app.
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';
import type { Dialect } from './db/database';
import type { InvalidationBus } from './db/invalidation';
import { SysConfigStore } from './modules/system/sysConfig';
import { SessionService } from './auth/sessions';
import { GrantService } from './auth/grants';
import { CaptchaService } from './auth/captcha';
import { SignInGuard } from './auth/signInGuard';
import { DownloadService } from './modules/file/downloads';
import { FileService } from './modules/file/fileService';
import { LocalFileStore } from './modules/file/storage';
import { BillRuleService } from './modules/billRule/service';
import type { RouteAccess } from './http/routeAccess';
import { DataScopeService } from './permission/dataScopes';
import { DelegationService } from './permission/delegation';
import type { DataFields } from './permission/dataScope';
import { dataFieldSourceOver, type DataFieldSource } from './permission/dataFieldSource';
import type { PageSchemas } from './schemas';
import { SocketHub } from './realtime/socketHub';

export interface Kiln {
  config: Config;
  db: Kysely<Database>;
  dialect: Dialect;
  /** Drops caches on every server process when their source changes (topics grants, config, models). */
  invalidation: InvalidationBus;
  sysConfig: SysConfigStore;
  sessions: SessionService;
  grants: GrantService;
  /** The rows each request may see of a menu entry's data (its granted data schemes). */
  dataScopes: DataScopeService;
  /** What a non-administrator may give, and to whom (no one gives what they do not hold). */
  delegation: DelegationService;
  /** The fields each menu entry's data schemes may test, by enCode, as its routes declared them. */
  dataFields: Map<string, DataFields>;
  /** Every entry's data fields: those above, then run-time providers (online-development models register theirs). */
  dataFieldSource: DataFieldSource;
  captcha: CaptchaService;
  signInGuard: SignInGuard;
  downloads: DownloadService;
  /** Stored files (uploads) and their rows. */
  files: FileService;
  /** Numbering rules' counters: document numbers taken on save. */
  billNumbers: BillRuleService;
  /** The page schemas under schemas/, checked at start. */
  pages: PageSchemas;
  /** The websocket's hub: events to users' sockets on every process, client methods, the initMessage's parts (server/realtime/hub.ts). */
  realtime: SocketHub;
  /** Every API route with its access declaration, as registered. */
  routes: { method: string; url: string; access: RouteAccess }[];
}

export function createKiln(config: Config, db: Kysely<Database>, dialect: Dialect, pages: PageSchemas, invalidation: InvalidationBus): Kiln {
  const sysConfig = new SysConfigStore(db, invalidation);
  const grants = new GrantService(db, invalidation);
  const dataFields = new Map<string, DataFields>();
  const dataFieldSource = dataFieldSourceOver(dataFields);
  const sessions = new SessionService(db);
  return {
    config,
    db,
    dialect,
    invalidation,
    sysConfig,
    sessions,
    grants,
    dataScopes: new DataScopeService(db, grants, dataFieldSource),
    delegation: new DelegationService(grants, sysConfig),
    dataFields,
    dataFieldSource,
    captcha: new CaptchaService(db, config.testCaptcha),
    signInGuard: new SignInGuard(db),
    downloads: new DownloadService(db),
    files: new FileService(db, new LocalFileStore(path.join(config.dataDir, 'files')), sysConfig, grants),
    billNumbers: new BillRuleService(db),
    pages,
    realtime: new SocketHub(invalidation, sessions, dialect === 'postgres'),
    routes: [],
  };
}
