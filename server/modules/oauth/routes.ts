// /api/oauth: sign-in, the current user, sign-out, screen lock and the
// sign-in configuration (spec 01 §7.2; ARCHITECTURE §8).
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Kiln } from '../../context';
import { access, sessionOf } from '../../http/routeAccess';
import { stringEnum, typedRoutes } from '../../http/routeParts';
import { ok } from '../../http/reply';
import { badRequest } from '../../http/errors';
import { isPasswordDigest, verifyPasswordDigest } from '../../auth/passwords';
import { recordSignInEvent } from '../../auth/signInLog';
import { captchaKeyPattern } from '../../auth/captcha';
import { sendCaptcha } from '../file/captchaImage';
import { passwordPolicyOf } from '../system/sysConfig';
import { captchaRequired, findSignInUser, guardedPasswordCheck, signIn, subjectOf } from './signIn';
import { currentUserData } from './currentUser';

const tags = ['oauth'];
/** An optional text field of at most `maxLength` characters. */
const shortText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

export async function oauthRoutes(server: FastifyInstance, kiln: Kiln): Promise<void> {
  const app = typedRoutes(server);
  const signInLimit = { max: kiln.config.loginRateLimit, timeWindow: '1 minute' };

  app.post(
    '/api/oauth/Login',
    {
      config: { access: access.public(), rateLimit: signInLimit, tooManyRequests: 'login.tooManyRequests' },
      schema: {
        tags,
        summary: 'Sign in (form-encoded; password is the md5 digest)',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: Type.Object({
          account: shortText(100),
          password: shortText(64),
          code: shortText(10),
          timestamp: shortText(64),
          origin: shortText(20),
          grant_type: Type.Optional(stringEnum(['password'])),
          ticket: shortText(200),
          // JNPF's client sends the single-sign-on ticket under this name (empty without SSO).
          jnpf_ticket: shortText(200),
        }),
      },
    },
    async (request) => {
      const body = request.body ?? {};
      const result = await signIn(kiln, {
        account: body.account ?? '',
        password: body.password ?? '',
        code: body.code,
        timestamp: body.timestamp,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return ok(request, result, { key: 'ok.login' });
    },
  );

  app.get(
    '/api/oauth/getLoginConfig',
    { config: { access: access.public() }, schema: { tags, summary: 'How the sign-in page works: no single sign-on is configured, so the form signs in' } },
    async (request) => ok(request, { redirect: false, url: '', ticketParams: '', socialsList: [] }),
  );

  app.get(
    '/api/oauth/CurrentUser',
    { config: { access: access.signedIn({ duringPasswordChange: true, whileLocked: true }) }, schema: { tags, summary: 'Menus, user info, permissions, routes and site configuration' } },
    async (request) => ok(request, await currentUserData(kiln, sessionOf(request), request.language)),
  );

  app.get(
    '/api/oauth/Logout',
    { config: { access: access.signedIn({ duringPasswordChange: true, whileLocked: true }) }, schema: { tags, summary: 'Sign out this session' } },
    async (request) => {
      const session = sessionOf(request);
      await kiln.sessions.end(session.sessionId, 'logout');
      await recordSignInEvent(kiln.db, { user_id: session.userId, account: session.account, category: 'logout', success: 1, ip: request.ip, message: '' });
      return ok(request, null, { key: 'ok.logout' });
    },
  );

  app.post(
    '/api/oauth/LockScreen/Actions/Lock',
    { config: { access: access.signedIn({ whileLocked: true }) }, schema: { tags, summary: 'Lock the screen of this session' } },
    async (request) => {
      await kiln.sessions.setLocked(sessionOf(request).sessionId, true);
      return ok(request, null, { key: 'ok.locked' });
    },
  );

  app.post(
    '/api/oauth/LockScreen',
    {
      config: { access: access.signedIn({ whileLocked: true }), rateLimit: signInLimit, tooManyRequests: 'login.tooManyRequests' },
      schema: {
        tags,
        summary: 'Unlock the screen with the signed-in account and its password (md5); wrong passwords count toward the lockout',
        body: Type.Object({ account: shortText(100), password: shortText(64) }),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const account = (request.body?.account ?? '').trim();
      const password = request.body?.password ?? '';
      if (!account) throw badRequest('login.accountRequired');
      if (!password) throw badRequest('login.passwordRequired');
      if (account !== session.account) throw badRequest('unlock.wrongAccount');
      const user = await findSignInUser(kiln.db, account);
      if (!user) throw badRequest('unlock.wrongAccount');
      await guardedPasswordCheck(kiln, subjectOf(user, account), async () => isPasswordDigest(password) && (await verifyPasswordDigest(user.password_hash, password)));
      await kiln.sessions.setLocked(session.sessionId, false);
      return ok(request, null, { key: 'ok.unlocked' });
    },
  );

  app.get(
    '/api/oauth/getConfig/:account',
    {
      config: { access: access.public(), rateLimit: { max: kiln.config.loginRateLimit * 4, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Sign-in settings for an account name: whether the captcha is needed, and its length (the same shape for every name)',
        params: Type.Object({ account: Type.String({ minLength: 1, maxLength: 100 }) }),
      },
    },
    async (request) => {
      const config = await kiln.sysConfig.get();
      const account = request.params.account.trim();
      const user = await findSignInUser(kiln.db, account);
      const needCode = await captchaRequired(kiln, config, subjectOf(user, account));
      return ok(request, {
        enableVerificationCode: needCode ? 1 : 0,
        verificationCodeNumber: config.captchaLength,
        loginNeedCode: needCode,
        captchaLength: config.captchaLength,
      });
    },
  );

  app.get(
    '/api/oauth/ImageCode/:length/:random',
    {
      config: { access: access.public(), rateLimit: { max: kiln.config.loginRateLimit * 4, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Captcha image (SVG) of {length} characters for the key {random} (Math.random() in JNPF\'s client), sent back as the login\'s timestamp',
        params: Type.Object({ length: Type.Integer({ minimum: 3, maximum: 8 }), random: Type.String({ pattern: captchaKeyPattern }) }),
      },
    },
    async (request, reply) => sendCaptcha(kiln, reply, request.params.random, request.params.length),
  );

  app.get(
    '/api/oauth/PasswordPolicy',
    { config: { access: access.signedIn({ duringPasswordChange: true }) }, schema: { tags, summary: 'The password policy new passwords must meet' } },
    async (request) => ok(request, passwordPolicyOf(await kiln.sysConfig.get())),
  );

  app.post(
    '/api/oauth/updatePasswordMessage',
    {
      config: { access: access.signedIn({ duringPasswordChange: true }) },
      schema: { tags, summary: 'Whether the current user must change the password now' },
    },
    async (request) => {
      const session = sessionOf(request);
      const user = await kiln.db.selectFrom('base_user').select('change_password_date').where('id', '=', session.userId).executeTakeFirstOrThrow();
      const data = { mustChangePassword: session.mustChangePassword, changePasswordDate: user.change_password_date };
      return ok(request, data, { key: session.mustChangePassword ? 'password.expiresSoon' : 'ok.success' });
    },
  );
}
