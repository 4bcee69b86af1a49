// /api/permission/Users/Current: what signed-in users do to their own account
// (spec 01 §7.3): password, personal information, signatures, theme, language;
// their place in the directory, rights and log are in ./directoryRoutes.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { layoutTypes } from '@core/api/oauth';
import { componentSizes, shellSettingsOf, sidebarThemes, themeColorNames } from '@core/api/shellSettings';
import type { Kiln } from '../../context';
import { access, sessionOf } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { defaulted, formInput, integerEnum, stringEnum, stringParams, typedRoutes } from '../../http/routeParts';
import { formBody } from '../../http/formBody';
import { changeOwnPassword } from './modifyPassword';
import { readBaseInfo, updateBaseInfo, type BaseInfoInput } from './profile';
import { SignImageService, signImageMaxLength, signImagePattern } from './signImages';
import { setAvatar } from './avatar';
import { fileIdPattern } from '../file/fileService';
import { ownDirectoryRoutes } from './directoryRoutes';

const tags = ['current-user'];
const base = '/api/permission/Users/Current';
/** An optional text field of at most `maxLength` characters. */
const shortText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
/** JNPF's client names languages zh-CN / zh-TW / en; Kiln's own zh / zhtw / en. */
const languageOf: Record<string, string> = { zh: 'zh', 'zh-CN': 'zh', zhtw: 'zhtw', 'zh-TW': 'zhtw', en: 'en', 'en-US': 'en' };

export async function currentUserRoutes(server: FastifyInstance, kiln: Kiln): Promise<void> {
  const app = typedRoutes(server);
  const signImages = new SignImageService(kiln.db, kiln.files);
  const profile = formBody(kiln.pages.compiledForm('system.profile.baseInfoForm'));
  const signedIn = { access: access.signedIn() };
  const readable = { access: access.signedIn({ duringPasswordChange: true }) };

  app.post(
    `${base}/Actions/ModifyPassword`,
    {
      config: { access: access.signedIn({ duringPasswordChange: true }) },
      schema: {
        tags,
        summary: 'Change the own password (old password and captcha checked; policy enforced)',
        body: Type.Object({ oldPassword: shortText(64), password: shortText(64), newPassword: shortText(200), code: shortText(10), timestamp: shortText(64) }),
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

  app.put(
    `${base}/BaseInfo`,
    {
      config: signedIn,
      schema: { tags, summary: 'Change the own personal information', body: formInput<BaseInfoInput>(profile.body) },
      preValidation: profile.preValidation,
      preHandler: profile.preHandler,
    },
    async (request) => {
      await updateBaseInfo(kiln.db, sessionOf(request).userId, request.body);
      return ok(request, null, { key: 'ok.updated' });
    },
  );

  app.put(
    `${base}/Avatar/:name`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Make an image the user uploaded (to /api/file/Uploader/userAvatar; name = its data.name) the avatar',
        params: Type.Object({ name: Type.String({ pattern: fileIdPattern }) }),
      },
    },
    async (request) => {
      await setAvatar(kiln, sessionOf(request).userId, request.params.name);
      return ok(request, null, { key: 'ok.updated' });
    },
  );

  app.get(`${base}/SignImg`, { config: readable, schema: { tags, summary: 'The own signature images, newest first' } }, async (request) =>
    ok(request, await signImages.list(sessionOf(request).userId)),
  );

  app.post(
    `${base}/SignImg`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Add a signature image: a PNG or JPEG data: URL, or the fileId of an image the user uploaded; stored as a file, listed as its image link',
        body: Type.Object({
          signImg: Type.String({ maxLength: signImageMaxLength, pattern: signImagePattern, errorMessage: 'signImg.invalid' }),
          isDefault: defaulted(integerEnum([0, 1]), 0),
        }),
      },
    },
    async (request) =>
      ok(request, { id: await signImages.add(sessionOf(request).userId, request.body.signImg, request.body.isDefault === 1) }, { key: 'ok.created' }),
  );

  app.put(
    `${base}/:id/SignImg`,
    { config: signedIn, schema: { tags, summary: 'Make a signature image the default', params: stringParams('id') } },
    async (request) => {
      await signImages.makeDefault(sessionOf(request).userId, request.params.id);
      return ok(request, null, { key: 'ok.updated' });
    },
  );

  app.delete(
    `${base}/:id/SignImg`,
    { config: signedIn, schema: { tags, summary: 'Delete a signature image', params: stringParams('id') } },
    async (request) => {
      await signImages.remove(sessionOf(request).userId, request.params.id);
      return ok(request, null, { key: 'ok.deleted' });
    },
  );

  app.put(
    `${base}/SystemTheme`,
    { config: signedIn, schema: { tags, summary: 'Keep the layout the user chose', body: Type.Object({ theme: stringEnum([...layoutTypes]) }) } },
    async (request) => {
      await kiln.db.updateTable('base_user').set({ theme: request.body.theme }).where('id', '=', sessionOf(request).userId).execute();
      return ok(request, null, { key: 'ok.updated' });
    },
  );

  app.put(
    `${base}/SystemLanguage`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Keep the interface language the user chose (zh, zhtw, en; or zh-CN, zh-TW)',
        body: Type.Object({ language: stringEnum(Object.keys(languageOf)) }),
      },
    },
    async (request) => {
      await kiln.db.updateTable('base_user').set({ language: languageOf[request.body.language] }).where('id', '=', sessionOf(request).userId).execute();
      return ok(request, null, { key: 'ok.updated' });
    },
  );

  app.get(
    `${base}/SystemSettings`,
    { config: readable, schema: { tags, summary: 'The own settings-drawer choices (defaults filled in)' } },
    async (request) => {
      const row = await kiln.db.selectFrom('base_user').select('shell_settings').where('id', '=', sessionOf(request).userId).executeTakeFirst();
      return ok(request, shellSettingsOf(parseSettings(row?.shell_settings ?? '')));
    },
  );

  app.put(
    `${base}/SystemSettings`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Keep the own settings-drawer choices (sidebar theme, theme colour, tags, page cache, language menu, search box, size)',
        body: Type.Object(
          {
            sidebarTheme: stringEnum([...sidebarThemes]),
            themeColor: stringEnum(themeColorNames),
            tagsView: Type.Boolean(),
            tagsIcon: Type.Boolean(),
            useCache: Type.Boolean(),
            showLanguage: Type.Boolean(),
            showSearch: Type.Boolean(),
            size: stringEnum([...componentSizes]),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      const settings = JSON.stringify(shellSettingsOf(request.body));
      await kiln.db.updateTable('base_user').set({ shell_settings: settings }).where('id', '=', sessionOf(request).userId).execute();
      return ok(request, null, { key: 'ok.updated' });
    },
  );

  await ownDirectoryRoutes(app, kiln);
}

/** Stored settings JSON; '' or anything unreadable stands for the defaults. */
function parseSettings(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : {};
  } catch {
    return {};
  }
}
