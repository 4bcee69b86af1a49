// An administrator sets a user's password (JNPF's 重置密码): the password policy
// applies to the typed password, the user must change it at the next sign-in,
// and every session of theirs ends.
import type { FastifyRequest } from 'fastify';
import type { ResetPasswordInput } from '@core/api/users';
import { newPasswordError } from '@core/rules';
import type { Kiln } from '../../context';
import { badInput, badRequest } from '../../http/errors';
import type { DataScope } from '../../permission/dataScope';
import { hashPasswordDigest, isPasswordDigest, passwordDigest } from '../../auth/passwords';
import { recordSignInEvent } from '../../auth/signInLog';
import { passwordPolicyOf } from '../system/sysConfig';
import type { UserService } from './service';
import { refuse } from './userInput';

/**
 * The policy needs the typed password (newPassword). JNPF's client sends only
 * md5 digests (userPassword, validatePassword); sent beside the typed one, they
 * must be its digest.
 */
function digestOf(input: ResetPasswordInput): string {
  const newPassword = input.newPassword ?? '';
  if (!newPassword) throw refuse('newPassword', 'user.newPasswordRequired');
  if (input.repeatPassword !== undefined && input.repeatPassword !== newPassword) throw refuse('repeatPassword', 'password.mismatch');
  const digest = passwordDigest(newPassword);
  if (input.userPassword && (!isPasswordDigest(input.userPassword) || input.userPassword !== digest)) throw badRequest('password.digestMismatch');
  if (input.validatePassword && input.validatePassword !== digest) throw badRequest('password.mismatch');
  return digest;
}

export async function resetPassword(kiln: Kiln, users: UserService, request: FastifyRequest, id: string, input: ResetPasswordInput, scope: DataScope): Promise<void> {
  const digest = digestOf(input);
  const config = await kiln.sysConfig.get();
  const policyError = newPasswordError(passwordPolicyOf(config), input.newPassword);
  if (policyError) throw badInput(policyError);
  const target = await users.visible(id, scope);
  // Another administrator's password is theirs to change; so is one's own (with the old password).
  if (config.adminIds.includes(target.id)) throw refuse('id', 'user.administratorUntouchable');
  const passwordHash = await hashPasswordDigest(digest);
  await kiln.db.transaction().execute(async (trx) => {
    // No change date: the user must change it at the next sign-in (when the configuration asks for that).
    await trx.updateTable('base_user').set({ password_hash: passwordHash, change_password_date: null, updated_at: Date.now() }).where('id', '=', target.id).execute();
    await kiln.sessions.endOthers(target.id, '', 'passwordReset', trx);
    await recordSignInEvent(trx, { user_id: target.id, account: target.account, category: 'password', success: 1, ip: request.ip, message: '' });
  });
}
