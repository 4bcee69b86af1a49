// /api/message (spec 01 §4, §7.4; JNPF's api/system/message.ts): every signed-in
// user's own messages, and notices for whoever holds the system.notice screen
// (administrators pass). Notices answer on the spec's paths and on the 3.4.7
// client's (ARCHITECTURE §8), the same handlers behind both.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from '@sinclair/typebox';
import type { Kiln } from '../../context';
import { access, sessionOf } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { ApiError, forbidden, formRefusal } from '../../http/errors';
import { stringParams, typedRoutes } from '../../http/routeParts';
import { validateBody } from '../../http/bodyValidator';
import { MessageInbox } from './service';
import { NoticeService, type NoticeListQuery, type NoticeWrite } from './notices';
import { inboxQuery, noticeBody, noticeGetQuery, noticeListBody, noticeListOrCreateBody, readAllBody, recordIds } from './schemas';

const tags = ['message'];
const base = '/api/message';
const notices = `${base}/Notice`;
const idParam = stringParams('id');
/** The notice screen's menu entry (JNPF's place: system/notice). */
export const noticeModule = 'system.notice';

/** The list body as the service reads it. */
const listOf = (body: Static<typeof noticeListBody>): NoticeListQuery => body;

export async function messageRoutes(server: FastifyInstance, kiln: Kiln): Promise<void> {
  const app = typedRoutes(server);
  const inbox = new MessageInbox(kiln.db);
  const noticeService = new NoticeService(kiln.db, kiln.files);
  const mine = { access: access.signedIn() };
  const manage = (button?: string) => ({ access: access.module(noticeModule, button) });

  kiln.realtime.contributeToInit(async (caller) => ({ unreadTotalCount: await inbox.unreadCount(caller.userId) }));

  app.get(
    base,
    { config: mine, schema: { tags, summary: "The caller's messages, newest first, paged (keyword, type, isRead)", querystring: inboxQuery } },
    async (request) => ok(request, await inbox.page(sessionOf(request).userId, request.query)),
  );
  app.post(
    `${base}/Actions/ReadAll`,
    { config: mine, schema: { tags, summary: "Marks the caller's matching messages read (keyword, type, isRead as the list filters)", body: readAllBody } },
    async (request) => {
      await inbox.readAll(sessionOf(request).userId, request.body);
      return ok(request, null, { key: 'message.readAll' });
    },
  );
  app.get(
    `${base}/ReadInfo/:id`,
    { config: mine, schema: { tags, summary: "One of the caller's messages; opening it marks it read", params: idParam } },
    async (request) => ok(request, await inbox.readInfo(sessionOf(request).userId, request.params.id)),
  );
  app.delete(
    `${base}/Record`,
    {
      config: mine,
      schema: { tags, summary: "Deletes the caller's messages (ids comma-joined, in the body as JNPF sends or in the query)", querystring: recordIds },
    },
    async (request) => {
      // A DELETE may come without a body, which a declared body schema would refuse: the body is checked here.
      const body: unknown = request.body ?? {};
      const issues = validateBody(recordIds, body);
      if (issues.length) throw formRefusal(issues);
      const ids = (body as Static<typeof recordIds>).ids ?? request.query.ids ?? '';
      const list = [
        ...new Set(
          ids
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ];
      if (list.length === 0 || list.length > 1000) throw formRefusal([{ field: 'ids', message: { key: 'message.noneChosen' } }]);
      await inbox.deleteRecords(sessionOf(request).userId, list);
      return ok(request, null, { key: 'ok.deleted' });
    },
  );
  // Kiln keeps no message send configurations (msgCenter/sendConfig): the notice form only
  // asks for one's name when a notice names it, and no notice can (remindCategory 2 is refused).
  app.get(
    `${base}/SendMessageConfig/:id`,
    { config: manage(), schema: { tags, summary: 'A message send configuration: Kiln keeps none, so every id answers 404', params: idParam } },
    async () => {
      throw new ApiError(404, { key: 'message.sendConfigNotFound' });
    },
  );

  const list = async (request: FastifyRequest, body: NoticeListQuery) => ok(request, await noticeService.page(body));
  const create = async (request: FastifyRequest, body: NoticeWrite) =>
    ok(request, { id: await noticeService.create(body, sessionOf(request)) }, { key: 'ok.created' });
  const update = async (request: FastifyRequest, id: string, body: NoticeWrite) => {
    await noticeService.update(id, body, sessionOf(request));
    return ok(request, null, { key: 'ok.updated' });
  };
  const release = async (request: FastifyRequest, id: string) => {
    const released = await noticeService.release(id, sessionOf(request).userId);
    // After the commit; a push that fails leaves the release done (the receivers see it on their next read).
    if (released.remind) {
      await kiln.realtime
        .toUsers(released.receivers, { method: 'messagePush', unreadNoticeCount: 1, title: released.title })
        .catch((error: unknown) => request.log.warn({ err: error }, 'pushing a released notice failed'));
    }
    return ok(request, { receivers: released.receivers.length }, { key: 'notice.released' });
  };
  const remove = async (request: FastifyRequest, id: string) => {
    await noticeService.remove(id);
    return ok(request, null, { key: 'ok.deleted' });
  };

  // The spec's paths.
  app.post(
    `${notices}/List`,
    { config: manage(), schema: { tags, summary: 'Notices, paged (keyword, enabledMark, type)', body: noticeListBody } },
    async (request) => list(request, listOf(request.body)),
  );
  app.post(
    notices,
    {
      config: manage(),
      schema: { tags, summary: "Creates a notice when the body has a notice's fields (button btn_add), else lists them", body: noticeListOrCreateBody },
    },
    async (request) => {
      const body: unknown = request.body;
      // A body naming any of a notice's own fields is a notice to create (one without a title is then refused), not a list filter.
      const creates =
        typeof body === 'object' && body !== null && Object.keys(body).some((key) => key in noticeBody.properties && !(key in noticeListBody.properties));
      if (creates) {
        const session = sessionOf(request);
        if (!session.isAdministrator && !(await kiln.grants.mayUse(session.userId, noticeModule, 'btn_add'))) throw forbidden();
        const issues = validateBody(noticeBody, body);
        if (issues.length) throw formRefusal(issues);
        return create(request, body as NoticeWrite);
      }
      const issues = validateBody(noticeListBody, body ?? {});
      if (issues.length) throw formRefusal(issues);
      return list(request, body as NoticeListQuery);
    },
  );
  app.get(`${notices}/:id`, { config: manage(), schema: { tags, summary: 'One notice', params: idParam, querystring: noticeGetQuery } }, async (request) =>
    ok(request, await noticeService.get(request.params.id, request.query.as === 'form')),
  );
  app.put(
    `${notices}/:id`,
    { config: manage('btn_edit'), schema: { tags, summary: 'Updates a draft notice', params: idParam, body: noticeBody } },
    async (request) => update(request, request.params.id, request.body),
  );
  app.delete(
    `${notices}/:id`,
    { config: manage('btn_remove'), schema: { tags, summary: 'Deletes a notice and its receivers\u2019 copies', params: idParam } },
    async (request) => remove(request, request.params.id),
  );
  app.put(
    `${notices}/:id/Actions/Release`,
    { config: manage('btn_release'), schema: { tags, summary: 'Releases a draft: one message per receiver, in one transaction', params: idParam } },
    async (request) => release(request, request.params.id),
  );

  // The 3.4.7 client's paths.
  app.post(base, { config: manage('btn_add'), schema: { tags, summary: 'Creates a notice (3.4.7 client path)', body: noticeBody } }, async (request) =>
    create(request, request.body),
  );
  app.get(`${base}/:id`, { config: manage(), schema: { tags, summary: 'One notice (3.4.7 client path)', params: idParam } }, async (request) =>
    ok(request, await noticeService.get(request.params.id)),
  );
  app.put(
    `${base}/:id`,
    { config: manage('btn_edit'), schema: { tags, summary: 'Updates a draft notice (3.4.7 client path)', params: idParam, body: noticeBody } },
    async (request) => update(request, request.params.id, request.body),
  );
  app.delete(
    `${base}/:id`,
    { config: manage('btn_remove'), schema: { tags, summary: 'Deletes a notice (3.4.7 client path)', params: idParam } },
    async (request) => remove(request, request.params.id),
  );
  app.put(
    `${base}/:id/Actions/Release`,
    { config: manage('btn_release'), schema: { tags, summary: 'Releases a draft notice (3.4.7 client path)', params: idParam } },
    async (request) => release(request, request.params.id),
  );
}
