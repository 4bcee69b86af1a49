// /api/permission/Users/Current: what signed-in users do to their own account
// (spec 01 §7.3): password, personal information, signatures, theme, language,
// the current application, their own sign-in log.
import type { FastifyInstance } from 'fastify';
import { layoutTypes } from '@core/api/oauth';
import { paging } from '@core/api/envelope';
import type { Kiln } from '../../context';
import { access, sessionOf } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { badRequest } from '../../http/errors';
import { stringParams } from '../../http/routeParts';
import { formBody } from '../../http/formBody';
import { pageQuerySchema } from '../../db/paging';
import { changeOwnPassword, type ModifyPasswordBody } from './modifyPassword';
import { readBaseInfo, updateBaseInfo, type BaseInfoInput } from './profile';
import { SignImageService, signImageMaxLength, signImagePattern } from './signImages';
import { setAvatar } from './avatar';
import { fileIdPattern } from '../file/fileService';

const tags = ['current-user'];
const base = '/api/permission/Users/Current';
const shortText = (maxLength: number) => ({ type: 'string', maxLength });
/** JNPF's client names languages zh-CN / zh-TW / en; Kiln's own zh / zhtw / en. */
const languageOf: Record<string, string> = { zh: 'zh', 'zh-CN': 'zh', zhtw: 'zhtw', 'zh-TW': 'zhtw', en: 'en', 'en-US': 'en' };

export async function currentUserRoutes(app: FastifyInstance, kiln: Kiln): Promise<void> {
  const signImages = new SignImageService(kiln.db, kiln.files);
  const profile = formBody(kiln.pages.compiledForm('system.profile.baseInfoForm'));
  const signedIn = { access: access.signedIn() };
  const readable = { access: access.signedIn({ duringPasswordChange: true }) };

  app.post<{ Body: ModifyPasswordBody }>(
    `${base}/Actions/ModifyPassword`,
    {
      config: { access: access.signedIn({ duringPasswordChange: true }) },
      schema: {
        tags,
        summary: 'Change the own password (old password and captcha checked; policy enforced)',
        body: {
          type: 'object',
          properties: { oldPassword: shortText(64), password: shortText(64), newPassword: shortText(200), code: shortText(10), timestamp: shortText(64) },
        },
      },
    },
    async (request) => {
      await changeOwnPassword(kiln, request, request.body ?? {});
      return ok(request, null, { key: 'ok.passwordChanged' });
    },
  );

  app.get(`${base}/BaseInfo`, { config: readable, schema: { tags, summary: 'The own personal information' } }, async (request) =>
    ok(request, await readBaseInfo(kiln.db, sessionOf(request).userId)),
  );

  app.put<{ Body: BaseInfoInput }>(
    `${base}/BaseInfo`,
    { config: signedIn, schema: { tags, summary: 'Change the own personal information', body: profile.body }, preValidation: profile.preValidation, preHandler: profile.preHandler },
    async (request) => {
      await updateBaseInfo(kiln.db, sessionOf(request).userId, request.body);
      return ok(request, null, { key: 'ok.updated' });
    },
  );

  app.put<{ Params: { name: string } }>(
    `${base}/Avatar/:name`,
    {
      config: signedIn,
      schema: { tags, summary: 'Make an image the user uploaded (to /api/file/Uploader/userAvatar; name = its data.name) the avatar', params: { type: 'object', required: ['name'], properties: { name: { type: 'string', pattern: fileIdPattern } } } },
    },
    async (request) => {
      await setAvatar(kiln, sessionOf(request).userId, request.params.name);
      return ok(request, null, { key: 'ok.updated' });
    },
  );

  app.get(`${base}/SignImg`, { config: readable, schema: { tags, summary: 'The own signature images, newest first' } }, async (request) =>
    ok(request, await signImages.list(sessionOf(request).userId)),
  );

  app.post<{ Body: { signImg: string; isDefault?: number } }>(
    `${base}/SignImg`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Add a signature image: a PNG or JPEG data: URL, or the fileId of an image the user uploaded; stored as a file, listed as its image link',
        body: {
          type: 'object',
          required: ['signImg'],
          properties: {
            signImg: { type: 'string', maxLength: signImageMaxLength, pattern: signImagePattern, errorMessage: 'signImg.invalid' },
            isDefault: { type: 'integer', enum: [0, 1], default: 0 },
          },
        },
      },
    },
    async (request) => ok(request, { id: await signImages.add(sessionOf(request).userId, request.body.signImg, request.body.isDefault === 1) }, { key: 'ok.created' }),
  );

  app.put<{ Params: { id: string } }>(
    `${base}/:id/SignImg`,
    { config: signedIn, schema: { tags, summary: 'Make a signature image the default', params: stringParams('id') } },
    async (request) => {
      await signImages.makeDefault(sessionOf(request).userId, request.params.id);
      return ok(request, null, { key: 'ok.updated' });
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${base}/:id/SignImg`,
    { config: signedIn, schema: { tags, summary: 'Delete a signature image', params: stringParams('id') } },
    async (request) => {
      await signImages.remove(sessionOf(request).userId, request.params.id);
      return ok(request, null, { key: 'ok.deleted' });
    },
  );

  app.put<{ Body: { theme: string } }>(
    `${base}/SystemTheme`,
    { config: signedIn, schema: { tags, summary: 'Keep the layout the user chose', body: { type: 'object', required: ['theme'], properties: { theme: { type: 'string', enum: [...layoutTypes] } } } } },
    async (request) => {
      await kiln.db.updateTable('base_user').set({ theme: request.body.theme }).where('id', '=', sessionOf(request).userId).execute();
      return ok(request, null, { key: 'ok.updated' });
    },
  );

  app.put<{ Body: { language: string } }>(
    `${base}/SystemLanguage`,
    {
      config: signedIn,
      schema: { tags, summary: 'Keep the interface language the user chose (zh, zhtw, en; or zh-CN, zh-TW)', body: { type: 'object', required: ['language'], properties: { language: { type: 'string', enum: Object.keys(languageOf) } } } },
    },
    async (request) => {
      await kiln.db.updateTable('base_user').set({ language: languageOf[request.body.language] }).where('id', '=', sessionOf(request).userId).execute();
      return ok(request, null, { key: 'ok.updated' });
    },
  );

  app.put<{ Body: { majorId: string; majorType: 'System' } }>(
    `${base}/major`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Switch the current application (majorType System)',
        body: { type: 'object', required: ['majorId', 'majorType'], properties: { majorId: { type: 'string', minLength: 1, maxLength: 40 }, majorType: { type: 'string', enum: ['System'] } } },
      },
    },
    async (request) => {
      const system = await kiln.db.selectFrom('base_system').select('id').where('id', '=', request.body.majorId).where('enabled_mark', '=', 1).executeTakeFirst();
      if (!system) throw badRequest('system.notFound');
      await kiln.db.updateTable('base_user').set({ system_id: system.id }).where('id', '=', sessionOf(request).userId).execute();
      return ok(request, null, { key: 'ok.switched' });
    },
  );

  app.get<{ Querystring: { currentPage?: number; pageSize?: number } }>(
    `${base}/SystemLog`,
    {
      config: signedIn,
      schema: { tags, summary: 'The own sign-ins, sign-outs and password changes, newest first', querystring: { type: 'object', properties: { currentPage: pageQuerySchema.currentPage, pageSize: pageQuerySchema.pageSize } } },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const currentPage = request.query.currentPage ?? paging.firstPage;
      const pageSize = request.query.pageSize ?? paging.defaultPageSize;
      const total = Number((await kiln.db.selectFrom('base_sys_log').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);
      const rows = await kiln.db
        .selectFrom('base_sys_log')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((currentPage - 1) * pageSize)
        .execute();
      const list = rows.map((row) => ({ id: row.id, category: row.category, success: row.success, ipaddress: row.ip, creatorTime: Number(row.created_at) }));
      return ok(request, { list, pagination: { currentPage, pageSize, total } });
    },
  );

  app.get(`${base}/getUserOrganizes`, { config: signedIn, schema: { tags, summary: 'The organisations the user belongs to' } }, async (request) => {
    const user = await kiln.db.selectFrom('base_user').select('organize_id').where('id', '=', sessionOf(request).userId).executeTakeFirstOrThrow();
    const rows = await kiln.db.selectFrom('base_organize').select(['id', 'full_name']).where('id', '=', user.organize_id).execute();
    return ok(request, rows.map((row) => ({ id: row.id, fullName: row.full_name, isDefault: true })));
  });

  app.get(`${base}/getUserPositions`, { config: signedIn, schema: { tags, summary: 'The positions the user holds' } }, async (request) => {
    const rows = await kiln.db
      .selectFrom('base_user_relation as r')
      .innerJoin('base_position as p', 'p.id', 'r.object_id')
      .select(['p.id', 'p.full_name'])
      .where('r.user_id', '=', sessionOf(request).userId)
      .where('r.object_type', '=', 'Position')
      .orderBy('p.sort_code')
      .execute();
    return ok(request, rows.map((row, index) => ({ id: row.id, fullName: row.full_name, isDefault: index === 0 })));
  });
}
