// /api/permission/Users/Current: what signed-in users do to their own account.
import type { FastifyInstance } from 'fastify';
import type { Kiln } from '../../context';
import { access } from '../../auth/access';
import { ok } from '../../http/reply';
import { changeOwnPassword, type ModifyPasswordBody } from './modifyPassword';

const tags = ['current-user'];
const shortText = (maxLength: number) => ({ type: 'string', maxLength });

export async function currentUserRoutes(app: FastifyInstance, kiln: Kiln): Promise<void> {
  app.post<{ Body: ModifyPasswordBody }>(
    '/api/permission/Users/Current/Actions/ModifyPassword',
    {
      config: { access: access.signedIn({ duringPasswordChange: true }) },
      schema: {
        tags,
        summary: 'Change the own password (old password and captcha checked; policy enforced)',
        body: {
          type: 'object',
          properties: {
            oldPassword: shortText(64),
            password: shortText(64),
            newPassword: shortText(200),
            code: shortText(10),
            timestamp: shortText(64),
          },
        },
      },
    },
    async (request) => {
      await changeOwnPassword(kiln, request, request.body ?? {});
      return ok(request, null, { key: 'ok.passwordChanged' });
    },
  );
}
