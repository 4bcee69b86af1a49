// /api/message/imreply (spec 01 §7.4): the caller's chat conversations, and the
// two things the drawer's context menu does to one (移除, 删除聊天记录). The
// messages themselves travel over the websocket (./socketMethods.ts).
import type { FastifyInstance } from 'fastify';
import type { Kiln } from '../../context';
import { access, sessionOf } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { stringParams, typedRoutes } from '../../http/routeParts';
import { ChatService } from './service';
import { registerChatMethods } from './socketMethods';

const tags = ['im'];
const base = '/api/message/imreply';

export function imRoutes(server: FastifyInstance, kiln: Kiln): void {
  const app = typedRoutes(server);
  const chat = new ChatService(kiln.db);
  const config = { access: access.signedIn() };
  registerChatMethods(kiln.realtime, chat, kiln.files);

  app.get(`${base}`, { config, schema: { tags, summary: "The caller's chat conversations, latest first (id: the other user's id)" } }, async (request) =>
    ok(request, { list: await chat.conversations(sessionOf(request).userId) }),
  );

  app.delete(
    `${base}/deleteChatRecord/:id`,
    {
      config,
      schema: {
        tags,
        summary: "Delete the caller's records of the conversation with user {id}: messages, unread count, latest message and type",
        params: stringParams('id'),
      },
    },
    async (request) => {
      await chat.clearRecords(sessionOf(request).userId, request.params.id);
      return ok(request, null, { key: 'ok.deleted' });
    },
  );

  app.delete(
    `${base}/relocation/:id`,
    {
      config,
      schema: { tags, summary: "Take the conversation with user {id} out of the caller's list (the next message brings it back)", params: stringParams('id') },
    },
    async (request) => {
      await chat.remove(sessionOf(request).userId, request.params.id);
      return ok(request, null, { key: 'ok.removed' });
    },
  );
}
