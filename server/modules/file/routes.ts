// /api/file: the captcha image of the password dialog and downloads by link.
import type { FastifyInstance } from 'fastify';
import type { Kiln } from '../../context';
import { access } from '../../http/routeAccess';
import { ApiError } from '../../http/errors';
import { captchaKeyPattern } from '../../auth/captcha';
import { sendCaptcha } from './captchaImage';

const tags = ['file'];

/** `attachment` with the name in UTF-8 (RFC 6266), and an ASCII fallback. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function fileRoutes(app: FastifyInstance, kiln: Kiln): Promise<void> {
  app.get<{ Params: { random: string } }>(
    '/api/file/ImageCode/:random',
    {
      config: { access: access.public(), rateLimit: { max: kiln.config.loginRateLimit * 4, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Captcha image (SVG) for the random key the form sends back as timestamp',
        params: { type: 'object', required: ['random'], properties: { random: { type: 'string', pattern: captchaKeyPattern } } },
      },
    },
    async (request, reply) => sendCaptcha(kiln, reply, request.params.random),
  );

  app.get<{ Params: { id: string }; Querystring: { ticket: string } }>(
    '/api/file/Download/export/:id',
    {
      // The link carries its own credential (a one-use ticket), because the browser opens it without a token.
      config: { access: access.public() },
      schema: {
        tags,
        summary: 'Download an exported file by the link an export answered (single use, a few minutes)',
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9]{1,40}$' } } },
        querystring: { type: 'object', required: ['ticket'], properties: { ticket: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' } } },
      },
    },
    async (request, reply) => {
      const file = await kiln.downloads.take(request.params.id, request.query.ticket);
      if (!file) throw new ApiError(404, { key: 'download.expired' });
      return reply.header('content-disposition', contentDisposition(file.name)).type(file.contentType).send(file.content);
    },
  );
}
