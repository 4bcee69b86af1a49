// /api/file: the captcha image (other file calls arrive with uploads).
import type { FastifyInstance } from 'fastify';
import type { Kiln } from '../../context';
import { access } from '../../auth/access';
import { captchaKeyPattern } from '../../auth/captcha';

export async function fileRoutes(app: FastifyInstance, kiln: Kiln): Promise<void> {
  app.get<{ Params: { random: string } }>(
    '/api/file/ImageCode/:random',
    {
      config: { access: access.public(), rateLimit: { max: kiln.config.loginRateLimit * 4, timeWindow: '1 minute' } },
      schema: {
        tags: ['file'],
        summary: 'Captcha image (SVG) for the random key the form sends back as timestamp',
        params: { type: 'object', required: ['random'], properties: { random: { type: 'string', pattern: captchaKeyPattern } } },
      },
    },
    async (request, reply) => {
      const config = await kiln.sysConfig.get();
      const image = await kiln.captcha.issue(request.params.random, config.captchaLength);
      return reply.header('cache-control', 'no-store').type('image/svg+xml').send(image);
    },
  );
}
