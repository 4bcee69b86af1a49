// /api/system/SysConfig: the system configuration every client reads after
// sign-in (the site's names and icons, the password and sign-in policy). The
// administrator list never leaves the server here.
import type { FastifyInstance } from 'fastify';
import type { Kiln } from '../../context';
import { access } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { passwordPolicyOf, sysConfigInfoOf } from './sysConfig';

export async function systemRoutes(app: FastifyInstance, kiln: Kiln): Promise<void> {
  app.get(
    '/api/system/SysConfig',
    {
      config: { access: access.signedIn({ duringPasswordChange: true }) },
      schema: { tags: ['system'], summary: 'Site names and icons, the password policy and the sign-in rules (JNPF field names)' },
    },
    async (request) => {
      const config = await kiln.sysConfig.get();
      return ok(request, {
        ...sysConfigInfoOf(config),
        ...passwordPolicyOf(config),
        enableVerificationCode: config.loginNeedCode,
        verificationCodeNumber: config.captchaLength,
        passwordErrorsNumber: config.passwordErrorsToLock,
        lockTime: config.lockTime,
        tokenTimeout: config.tokenTimeout,
        singleLogin: config.singleLogin,
      });
    },
  );
}
