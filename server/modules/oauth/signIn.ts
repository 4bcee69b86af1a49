// Signing in: the captcha when required, every attempt counted before its
// password is checked (server/auth/signInGuard), then a new database session.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { LoginResult, LayoutType } from '@core/api/oauth';
import { layoutTypes } from '@core/api/oauth';
import type { Kiln } from '../../context';
import type { Database } from '../../db/schema';
import type { UserTable } from '../users/tables';
import type { SysConfig } from '../system/sysConfig';
import { ApiError, badRequest } from '../../http/errors';
import { isPasswordDigest, verifyPasswordDigest } from '../../auth/passwords';
import { tokenScheme } from '../../auth/tokens';
import { recordSignInEvent } from '../../auth/signInLog';
import type { Subject } from '../../auth/signInGuard';

export interface SignInInput {
  account: string;
  password: string;
  code?: string;
  timestamp?: string;
  ip: string;
  userAgent: string;
}

type User = Pick<UserTable, 'id' | 'account' | 'password_hash' | 'enabled_mark' | 'theme' | 'mobile'>;

/** The columns sign-in and password checks read. */
export const userColumns = ['id', 'account', 'password_hash', 'enabled_mark', 'theme', 'mobile'] as const;

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

export const subjectOf = (user: Pick<User, 'id'> | undefined, account: string): Subject =>
  user ? { kind: 'user', id: user.id } : { kind: 'unknown', account };

const limitsOf = (config: SysConfig) => ({ maxFailures: config.passwordErrorsToLock, lockMinutes: config.lockTime });

/** Whether the captcha must be answered: by configuration, or after enough wrong passwords. */
export async function captchaRequired(kiln: Kiln, config: SysConfig, subject: Subject): Promise<boolean> {
  if (config.loginNeedCode === 1) return true;
  return (await kiln.signInGuard.status(subject)).failures >= config.passwordErrorsForCaptcha;
}

const minutesUntil = (time: number) => Math.max(1, Math.ceil((time - Date.now()) / 60_000));

/**
 * Checks a password under the guard: the attempt is counted first, refused while
 * the subject is locked, and forgiven when the password is right. A wrong one
 * throws the error to answer with; `wrong` words it (the sign-in's words by default).
 */
export async function guardedPasswordCheck(
  kiln: Kiln,
  subject: Subject,
  check: () => Promise<boolean>,
  options: { wrong?: (left: number) => ApiError; needCode?: (failures: number) => boolean } = {},
): Promise<void> {
  const config = await kiln.sysConfig.get();
  const needCode = (failures: number) => ({ loginNeedCode: options.needCode?.(failures) ?? false });
  const reservation = await kiln.signInGuard.reserve(subject, limitsOf(config));
  if (!reservation.allowed) {
    throw badRequest('login.accountLocked', { minutes: minutesUntil(reservation.lockUntil) }, needCode(config.passwordErrorsToLock));
  }
  if (await check()) {
    await kiln.signInGuard.succeed(subject);
    return;
  }
  const { failures } = reservation;
  if (failures >= config.passwordErrorsToLock) throw badRequest('login.accountLocked', { minutes: config.lockTime }, needCode(failures));
  const left = config.passwordErrorsToLock - failures;
  throw options.wrong?.(left) ?? badRequest('login.wrongCredentialsLeft', { left }, needCode(failures));
}

export async function signIn(kiln: Kiln, input: SignInInput): Promise<LoginResult> {
  const config = await kiln.sysConfig.get();
  const account = input.account.trim();
  if (!account) throw badRequest('login.accountRequired');
  if (!input.password) throw badRequest('login.passwordRequired');
  const user = await findSignInUser(kiln.db, account);
  const subject = subjectOf(user, account);
  const codeNeeded = await captchaRequired(kiln, config, subject);

  if (codeNeeded) {
    const needCode = { loginNeedCode: true };
    if (!input.code?.trim()) throw badRequest('login.codeRequired', undefined, needCode);
    if (!(await kiln.captcha.check(input.timestamp, input.code))) throw badRequest('login.codeWrong', undefined, needCode);
  }

  // Unknown accounts are counted and checked against a decoy hash just the same:
  // the same words and the same time whether or not the account exists.
  const verify = async () => isPasswordDigest(input.password) && (await verifyPasswordDigest(user?.password_hash ?? null, input.password));
  try {
    await guardedPasswordCheck(kiln, subject, verify, {
      needCode: (failures) => config.loginNeedCode === 1 || failures >= config.passwordErrorsForCaptcha,
    });
  } catch (error) {
    await recordSignInEvent(kiln.db, { user_id: user?.id ?? '', account: account.slice(0, 100), category: 'login', success: 0, ip: input.ip, message: 'wrong credentials' });
    throw error;
  }
  if (!user) throw badRequest('login.wrongCredentials');
  if (user.enabled_mark !== 1) throw badRequest('login.accountDisabled');

  const now = Date.now();
  const token = await kiln.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('base_user')
      .set({
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
