// /api/system/SysConfig: the system configuration every client reads after
// sign-in (the site's names and icons, the password and sign-in policy). The
// administrator list is read and set by administrators only, through its own calls.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Kiln } from '../../context';
import { access, sessionOf } from '../../http/routeAccess';
import { typedRoutes } from '../../http/routeParts';
import { ok } from '../../http/reply';
import { badRequest } from '../../http/errors';
import { dataInterfaceSettingsBody, dataInterfaceSettingsOf, passwordPolicyOf, sysConfigInfoOf } from './sysConfig';

export async function systemRoutes(server: FastifyInstance, kiln: Kiln): Promise<void> {
  const app = typedRoutes(server);
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
        // The data-interface limits say which tables and hosts are reachable: administrators only.
        ...(sessionOf(request).isAdministrator ? dataInterfaceSettingsOf(config) : {}),
      });
    },
  );

  // The data-interface limits (server/modules/dataInterface): administrators read them in GET
  // /api/system/SysConfig/DataInterface and change them here, each key checked.
  app.get(
    '/api/system/SysConfig/DataInterface',
    {
      config: { access: access.administrators() },
      schema: { tags: ['system'], summary: 'The data-interface limits: readable tables, callable hosts, time, rows and bytes' },
    },
    async (request) => ok(request, dataInterfaceSettingsOf(await kiln.sysConfig.get())),
  );

  app.put(
    '/api/system/SysConfig',
    {
      config: { access: access.administrators() },
      schema: {
        tags: ['system'],
        summary: 'Change system configuration keys (the data-interface limits); keys left out keep their values',
        body: dataInterfaceSettingsBody,
      },
    },
    async (request) => {
      const changes = Object.fromEntries(Object.entries(request.body).filter(([, value]) => value !== undefined));
      if (changes.dataInterfaceTables) changes.dataInterfaceTables = [...new Set((changes.dataInterfaceTables as string[]).map((name) => name.toLowerCase()))];
      if (changes.dataInterfaceHosts) changes.dataInterfaceHosts = [...new Set((changes.dataInterfaceHosts as string[]).map((name) => name.toLowerCase()))];
      await kiln.sysConfig.set(changes);
      return ok(request, null, { key: 'ok.updated' });
    },
  );

  app.get(
    '/api/system/SysConfig/getAdminList',
    {
      config: { access: access.administrators() },
      schema: { tags: ['system'], summary: 'The administrators (every check passes for them): id, account, realName' },
    },
    async (request) => {
      const { adminIds } = await kiln.sysConfig.get();
      const rows = adminIds.length
        ? await kiln.db.selectFrom('base_user').select(['id', 'account', 'real_name']).where('id', 'in', adminIds).orderBy('account').execute()
        : [];
      return ok(
        request,
        rows.map((row) => ({ id: row.id, account: row.account, realName: row.real_name })),
      );
    },
  );

  app.put(
    '/api/system/SysConfig/setAdminList',
    {
      config: { access: access.administrators() },
      schema: {
        tags: ['system'],
        summary: 'Replace the administrators; the caller stays one, so the list is never left empty',
        body: Type.Object({ adminIds: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 100 }) }),
      },
    },
    async (request) => {
      const wanted = [...new Set(request.body.adminIds)];
      if (!wanted.includes(sessionOf(request).userId)) throw badRequest('sysConfig.keepYourself');
      const found = await kiln.db.selectFrom('base_user').select('id').where('id', 'in', wanted).where('enabled_mark', '=', 1).execute();
      if (found.length !== wanted.length) throw badRequest('sysConfig.adminNotFound');
      await kiln.sysConfig.set({ adminIds: wanted });
      await kiln.grants.changed();
      return ok(request, null, { key: 'ok.updated' });
    },
  );
}
