// Changing one's own password: the same rules as the browser's form, in the
// same order, then the old password and captcha, then one transaction.
import type { FastifyRequest } from 'fastify';
import { newPasswordError } from '@core/rules';
import type { Kiln } from '../../context';
import { sessionOf } from '../../http/routeAccess';
import { badInput, badRequest } from '../../http/errors';
import { hashPasswordDigest, isPasswordDigest, passwordDigest, verifyPasswordDigest } from '../../auth/passwords';
import { recordSignInEvent } from '../../auth/signInLog';
import { passwordPolicyOf } from '../system/sysConfig';
import { guardedPasswordCheck, userColumns } from '../oauth/signIn';

export interface ModifyPasswordBody {
  oldPassword?: string;
  password?: string;
  newPassword?: string;
  code?: string;
  timestamp?: string;
}

export async function changeOwnPassword(kiln: Kiln, request: FastifyRequest, body: ModifyPasswordBody): Promise<void> {
  const session = sessionOf(request);
  const { oldPassword = '', password = '', newPassword = '', code = '', timestamp = '' } = body;
  if (!oldPassword) throw badRequest('password.oldRequired');
  if (!password || !newPassword) throw badRequest('password.newRequired');
  if (!code.trim()) throw badRequest('password.codeRequired');
  if (!isPasswordDigest(oldPassword)) throw badRequest('password.oldWrong');
  if (!isPasswordDigest(password) || passwordDigest(newPassword) !== password) throw badRequest('password.digestMismatch');

  const config = await kiln.sysConfig.get();
  const policyError = newPasswordError(passwordPolicyOf(config), newPassword);
  if (policyError) throw badInput(policyError);
  if (!(await kiln.captcha.check(timestamp, code))) throw badRequest('password.codeWrong');

  const user = await kiln.db
    .selectFrom('base_user')
    .select(userColumns)
    .where('id', '=', session.userId)
    .executeTakeFirstOrThrow();
  // Wrong old passwords count like wrong sign-ins, so the form cannot be used to guess.
  await guardedPasswordCheck(kiln, { kind: 'user', id: user.id }, () => verifyPasswordDigest(user.password_hash, oldPassword), {
    wrong: () => badRequest('password.oldWrong'),
  });
  if (oldPassword === password) throw badRequest('password.sameAsOld');

  const passwordHash = await hashPasswordDigest(password);
  const now = Date.now();
  await kiln.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('base_user')
      .set({ password_hash: passwordHash, change_password_date: now, updated_at: now })
      .where('id', '=', user.id)
      .execute();
    // Whoever else holds a session of this account must sign in with the new password.
    await kiln.sessions.endOthers(user.id, session.sessionId, 'passwordChanged', trx);
    await recordSignInEvent(trx, { user_id: user.id, account: user.account, category: 'password', success: 1, ip: request.ip, message: '' });
  });
}
