// Signing in: captcha when required, wrong-password counting and lockout,
// then a new database session.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { LoginResult, LayoutType } from '@core/api/oauth';
import { layoutTypes } from '@core/api/oauth';
import type { Kiln } from '../../context';
import type { Database, UserTable } from '../../db/schema';
import type { SysConfig } from '../system/sysConfig';
import { badRequest } from '../../http/errors';
import { isPasswordDigest, verifyPasswordDigest } from '../../auth/passwords';
import { tokenScheme } from '../../auth/tokens';
import { recordSignInEvent } from '../../auth/signInLog';

export interface SignInInput {
  account: string;
  password: string;
  code?: string;
  timestamp?: string;
  ip: string;
  userAgent: string;
}

type User = Pick<UserTable, 'id' | 'account' | 'password_hash' | 'enabled_mark' | 'log_error_count' | 'lock_until' | 'theme' | 'mobile'>;

/** The columns sign-in and password checks read. */
export const userColumns = ['id', 'account', 'password_hash', 'enabled_mark', 'log_error_count', 'lock_until', 'theme', 'mobile'] as const;

/**
 * Finds the account. `mobile@account` (the sub-account form) names the account
 * together with the mobile number on record for it.
 */
export async function findSignInUser(db: Kysely<Database>, account: string): Promise<User | undefined> {
  const direct = await db.selectFrom('base_user').select(userColumns).where('account', '=', account).executeTakeFirst();
  if (direct || !account.includes('@')) return direct;
  const at = account.indexOf('@');
  const mobile = account.slice(0, at);
  const subAccount = account.slice(at + 1);
  if (!mobile || !subAccount) return undefined;
  return db
    .selectFrom('base_user')
    .select(userColumns)
    .where('account', '=', subAccount)
    .where('mobile', '=', mobile)
    .executeTakeFirst();
}

/** A lock whose time has passed no longer counts, and neither do the failures that caused it. */
function activeLock(user: Pick<User, 'lock_until'>): number | null {
  return user.lock_until !== null && user.lock_until > Date.now() ? user.lock_until : null;
}

export function failuresOf(user: Pick<User, 'lock_until' | 'log_error_count'>): number {
  return user.lock_until !== null && user.lock_until <= Date.now() ? 0 : user.log_error_count;
}

export function captchaRequired(config: SysConfig, user: Pick<User, 'lock_until' | 'log_error_count'> | undefined): boolean {
  return config.loginNeedCode === 1 || (user !== undefined && failuresOf(user) >= config.passwordErrorsForCaptcha);
}

const minutesUntil = (time: number) => Math.max(1, Math.ceil((time - Date.now()) / 60_000));

/**
 * Counts a wrong password against the account and locks it when the limit is
 * reached. Returns the error to answer with.
 */
export async function recordWrongPassword(kiln: Kiln, user: User, config: SysConfig) {
  const failures = failuresOf(user) + 1;
  const lockNow = failures >= config.passwordErrorsToLock;
  const lockUntil = lockNow ? Date.now() + config.lockTime * 60_000 : null;
  await kiln.db
    .updateTable('base_user')
    .set({ log_error_count: failures, lock_until: lockUntil })
    .where('id', '=', user.id)
    .execute();
  const needCode = { loginNeedCode: config.loginNeedCode === 1 || failures >= config.passwordErrorsForCaptcha };
  if (lockNow) return badRequest('login.accountLocked', { minutes: config.lockTime }, needCode);
  return badRequest('login.wrongCredentialsLeft', { left: config.passwordErrorsToLock - failures }, needCode);
}

export async function signIn(kiln: Kiln, input: SignInInput): Promise<LoginResult> {
  const config = await kiln.sysConfig.get();
  const account = input.account.trim();
  if (!account) throw badRequest('login.accountRequired');
  if (!input.password) throw badRequest('login.passwordRequired');
  const user = await findSignInUser(kiln.db, account);
  const needCode = { loginNeedCode: captchaRequired(config, user) };

  if (needCode.loginNeedCode) {
    if (!input.code?.trim()) throw badRequest('login.codeRequired', undefined, needCode);
    if (!(await kiln.captcha.check(input.timestamp, input.code))) throw badRequest('login.codeWrong', undefined, needCode);
  }
  const lockedUntil = user && activeLock(user);
  if (user && lockedUntil) throw badRequest('login.accountLocked', { minutes: minutesUntil(lockedUntil) }, needCode);

  const passwordOk = isPasswordDigest(input.password) && (await verifyPasswordDigest(user?.password_hash ?? null, input.password));
  if (!user || !passwordOk) {
    await recordSignInEvent(kiln.db, { user_id: user?.id ?? '', account: account.slice(0, 100), category: 'login', success: 0, ip: input.ip, message: 'wrong credentials' });
    if (!user) throw badRequest('login.wrongCredentials', undefined, needCode);
    throw await recordWrongPassword(kiln, user, config);
  }
  if (user.enabled_mark !== 1) throw badRequest('login.accountDisabled', undefined, needCode);

  const now = Date.now();
  const token = await kiln.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('base_user')
      .set({
        log_error_count: 0,
        lock_until: null,
        prev_log_time: sql<number | null>`last_log_time`,
        prev_log_ip: sql<string>`last_log_ip`,
        last_log_time: now,
        last_log_ip: input.ip,
        log_success_count: sql<number>`log_success_count + 1`,
      })
      .where('id', '=', user.id)
      .execute();
    await recordSignInEvent(trx, { user_id: user.id, account: user.account, category: 'login', success: 1, ip: input.ip, message: '' });
    return kiln.sessions.start(
      { userId: user.id, ip: input.ip, userAgent: input.userAgent, lifetimeMinutes: config.tokenTimeout, single: config.singleLogin === 1 },
      trx,
    );
  });
  const theme = (layoutTypes as readonly string[]).includes(user.theme) ? (user.theme as LayoutType) : 'classic';
  return { token: tokenScheme + token, theme };
}
