// System configuration: key/value rows over typed defaults. Read on most
// requests, so it is cached until it changes: a write through here drops the
// cache on every server process (the invalidation bus, topic `config`).
import type { Kysely } from 'kysely';
import { Type } from '@sinclair/typebox';
import type { Database } from '../../db/schema';
import { everything, type InvalidationBus } from '../../db/invalidation';
import type { PasswordPolicy, SysConfigInfo } from '@core/api/oauth';

export interface SysConfig extends SysConfigInfo, PasswordPolicy {
  /** 1: every sign-in needs the captcha. */
  loginNeedCode: 0 | 1;
  captchaLength: number;
  /** Sliding session lifetime in minutes. */
  tokenTimeout: number;
  /** 1: one session per account (a new sign-in ends the others); 2: many. */
  singleLogin: 1 | 2;
  /** Wrong passwords in a row that lock the account. */
  passwordErrorsToLock: number;
  /** Wrong passwords in a row after which the captcha is required. */
  passwordErrorsForCaptcha: number;
  /** Minutes an account stays locked. */
  lockTime: number;
  /** Users who pass every permission check. */
  adminIds: string[];
  /** The largest file an upload may store, in bytes. */
  maxFileSize: number;
  /** File extensions (lowercase, no dot) an upload may have; executables and markup a browser runs are never listed. */
  allowedFileExtensions: string[];
  /** Bytes an import's .xlsx may unpack to (the parts read, counted as they inflate). */
  importMaxUncompressedBytes: number;
  /** Distinct texts (shared strings) an import's .xlsx may hold. */
  importMaxSharedStrings: number;
  /** Bytes of chunks one user may hold for uploads in progress. */
  chunkQuotaBytes: number;
  /** Chunked uploads one user may have in progress (md5 identifiers holding chunks). */
  chunkQuotaUploads: number;
  /** Bytes of uploaded files no saved record holds yet, per user. */
  unattachedQuotaBytes: number;
  /** Uploaded files no saved record holds yet, per user. */
  unattachedQuotaFiles: number;
  /** Hours after which an uploaded file no saved record holds is removed. */
  unattachedFileHours: number;
  /** Requests one user may make per minute to each upload route (whole files, chunks and their checks, merges). */
  uploadRequestsPerMinute: number;
  /** Tables SQL data interfaces may read (a hard deny list in the data-interface engine still applies). */
  dataInterfaceTables: string[];
  /** Hosts HTTP data interfaces may call (`host` or `host:port`). */
  dataInterfaceHosts: string[];
  /** Lets HTTP data interfaces reach loopback, private and link-local addresses. */
  dataInterfaceAllowPrivateAddresses: boolean;
  /** How long one data-interface statement or HTTP call may take. */
  dataInterfaceTimeoutMs: number;
  /** Rows one data-interface call may bring back. */
  dataInterfaceMaxRows: number;
  /** Bytes one data-interface call may bring back. */
  dataInterfaceMaxBytes: number;
}

/** Images, office documents, pdf, text, archives, audio and video; no executables, no html/svg/js. */
export const defaultFileExtensions: readonly string[] = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'bmp',
  'webp',
  'tif',
  'tiff',
  'ico',
  'heic',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'odt',
  'ods',
  'odp',
  'rtf',
  'txt',
  'csv',
  'tsv',
  'md',
  'json',
  'log',
  'xml',
  'zip',
  'rar',
  '7z',
  'gz',
  'tgz',
  'tar',
  'bz2',
  'mp3',
  'wav',
  'ogg',
  'flac',
  'aac',
  'm4a',
  'wma',
  'amr',
  'mp4',
  'm4v',
  'mov',
  'avi',
  'mkv',
  'webm',
  'flv',
  'wmv',
  'mpg',
  'mpeg',
];

export const sysConfigDefaults: SysConfig = {
  title: 'Kiln 低代码开发平台',
  sysName: 'Kiln',
  sysVersion: '3.5.0',
  copyright: 'Copyright © Kiln',
  logoIcon: '',
  loginIcon: '',
  workLogoIcon: '',
  navigationIcon: '',
  loginNeedCode: 0,
  captchaLength: 4,
  tokenTimeout: 120,
  singleLogin: 2,
  passwordErrorsToLock: 5,
  passwordErrorsForCaptcha: 3,
  lockTime: 10,
  adminIds: [],
  maxFileSize: 500 * 1_048_576,
  allowedFileExtensions: [...defaultFileExtensions],
  // A filled-in user template of 1,000 rows × 40 columns unpacks to 2.4 MB (short texts)
  // to 8.4 MB (60 Chinese characters a cell) and holds at most 40,040 distinct texts:
  // both caps leave room for several times that, and stop a 500 KB file that would
  // unpack to gigabytes before it takes the memory.
  importMaxUncompressedBytes: 32 * 1_048_576,
  importMaxSharedStrings: 100_000,
  // The browser sends three chunked uploads at once: three files at the 500 MB
  // limit fit (1.5 GB) with room for one more to resume, and no user puts more
  // than 2 GB of unfinished chunks on the disk.
  chunkQuotaBytes: 2 * 1_073_741_824,
  // Three in flight and seven interrupted ones waiting (a day at most) to resume.
  chunkQuotaUploads: 10,
  // Files waiting for their form to be saved: four at the 500 MB limit, or
  // thousands of documents; past it the user saves the form first.
  unattachedQuotaBytes: 2 * 1_073_741_824,
  // An upload field holds at most 200 files: two full fields waiting, and more.
  unattachedQuotaFiles: 500,
  // A form is filled in within a session (two hours by default): an upload no
  // record took in a day is abandoned, and the disk gets its space back.
  unattachedFileHours: 24,
  // A chunk is two requests (its check, then its 5 MB): ten a second on each
  // route carries 50 MB/s, more than an office link, yet no script hammers the disk.
  uploadRequestsPerMinute: 600,
  // Reference data every form may offer as options: dictionaries, areas, organisations, positions.
  dataInterfaceTables: ['base_dictionary_data', 'base_dictionary_type', 'base_area', 'base_organize', 'base_position'],
  dataInterfaceHosts: [],
  dataInterfaceAllowPrivateAddresses: false,
  dataInterfaceTimeoutMs: 5000,
  dataInterfaceMaxRows: 10_000,
  dataInterfaceMaxBytes: 5 * 1_048_576,
  passwordStrengthLimit: 1,
  passwordLengthMin: 1,
  passwordLengthMinNumber: 6,
  containsNumbers: 1,
  includeLowercaseLetters: 1,
  includeUppercaseLetters: 0,
  containsCharacters: 0,
  mandatoryModificationOfInitialPassword: 1,
};

export class SysConfigStore {
  private cached: Promise<SysConfig> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly bus: InvalidationBus,
  ) {
    bus.on('config', () => {
      this.cached = null;
    });
  }

  /** Loaded once and shared until a change drops it; a read begun before the drop is not kept. */
  get(): Promise<SysConfig> {
    if (this.cached) return this.cached;
    const loading = this.load();
    this.cached = loading;
    // A failed load is not kept: the next call tries again.
    loading.catch(() => {
      if (this.cached === loading) this.cached = null;
    });
    return loading;
  }

  /** Within a transaction (`db`), the other processes drop their copies when it commits. */
  async set(changes: Partial<SysConfig>, db: Kysely<Database> = this.db): Promise<void> {
    for (const [key, value] of Object.entries(changes)) {
      const json = JSON.stringify(value);
      await db
        .insertInto('base_sys_config')
        .values({ key, value: json })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: json }))
        .execute();
    }
    await this.bus.publish('config', everything, db);
  }

  async isAdministrator(userId: string): Promise<boolean> {
    return (await this.get()).adminIds.includes(userId);
  }

  private async load(): Promise<SysConfig> {
    const rows = await this.db.selectFrom('base_sys_config').select(['key', 'value']).execute();
    const stored: Record<string, unknown> = {};
    for (const row of rows) {
      if (row.key in sysConfigDefaults) stored[row.key] = JSON.parse(row.value);
    }
    return { ...sysConfigDefaults, ...stored } as SysConfig;
  }
}

/** The data-interface keys a PUT may change, each checked: table names as SQL writes them, hosts as URLs hold them, sane limits. */
export const dataInterfaceSettingsBody = Type.Object(
  {
    dataInterfaceTables: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_]{0,62}$' }), { maxItems: 500 })),
    dataInterfaceHosts: Type.Optional(
      Type.Array(Type.String({ pattern: '^(\\[[0-9A-Fa-f:.]+\\]|[A-Za-z0-9.-]+)(:[0-9]{1,5})?$', maxLength: 260 }), { maxItems: 200 }),
    ),
    dataInterfaceAllowPrivateAddresses: Type.Optional(Type.Boolean()),
    dataInterfaceTimeoutMs: Type.Optional(Type.Integer({ minimum: 100, maximum: 120_000 })),
    dataInterfaceMaxRows: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    dataInterfaceMaxBytes: Type.Optional(Type.Integer({ minimum: 1024, maximum: 256 * 1_048_576 })),
  },
  { additionalProperties: false },
);

export function dataInterfaceSettingsOf(config: SysConfig) {
  const { dataInterfaceTables, dataInterfaceHosts, dataInterfaceAllowPrivateAddresses, dataInterfaceTimeoutMs, dataInterfaceMaxRows, dataInterfaceMaxBytes } =
    config;
  return { dataInterfaceTables, dataInterfaceHosts, dataInterfaceAllowPrivateAddresses, dataInterfaceTimeoutMs, dataInterfaceMaxRows, dataInterfaceMaxBytes };
}

export function passwordPolicyOf(config: SysConfig): PasswordPolicy {
  return {
    passwordStrengthLimit: config.passwordStrengthLimit,
    passwordLengthMin: config.passwordLengthMin,
    passwordLengthMinNumber: config.passwordLengthMinNumber,
    containsNumbers: config.containsNumbers,
    includeLowercaseLetters: config.includeLowercaseLetters,
    includeUppercaseLetters: config.includeUppercaseLetters,
    containsCharacters: config.containsCharacters,
    mandatoryModificationOfInitialPassword: config.mandatoryModificationOfInitialPassword,
  };
}

export function sysConfigInfoOf(config: SysConfig): SysConfigInfo {
  const { title, sysName, sysVersion, copyright, logoIcon, loginIcon, workLogoIcon, navigationIcon } = config;
  return { title, sysName, sysVersion, copyright, logoIcon, loginIcon, workLogoIcon, navigationIcon };
}
