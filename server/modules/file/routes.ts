// /api/file: the captcha image of the password dialog, uploads (whole or in
// chunks), and reading stored files through links. Abandoned chunks,
// unfinished writes and uploads no record took are swept at start and then
// every hour.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Kiln } from '../../context';
import { access } from '../../http/routeAccess';
import { typedRoutes } from '../../http/routeParts';
import { captchaKeyPattern } from '../../auth/captcha';
import { sendCaptcha } from './captchaImage';
import { ChunkStore } from './chunks';
import { ChunkUploads } from './chunkUploads';
import { UploadQuota } from './uploadQuota';
import { uploadRoutes } from './uploadRoutes';
import { linkRoutes } from './linkRoutes';

const tags = ['file'];
const hourMillis = 60 * 60_000;
const sweepEveryMillis = hourMillis;

function sweepAbandoned(app: FastifyInstance, kiln: Kiln, chunks: ChunkStore): void {
  const maxAge = kiln.config.chunkMaxAgeMillis;
  const sweep = async () => {
    try {
      await chunks.sweep(maxAge);
      await kiln.files.sweepUnfinished(maxAge);
      // Read at each sweep, so a change to the system configuration counts from the next one.
      await kiln.files.sweepUnattached((await kiln.sysConfig.get()).unattachedFileHours * hourMillis);
    } catch (error) {
      app.log.warn({ err: error }, 'sweeping abandoned uploads failed');
    }
  };
  const timer = setInterval(() => void sweep(), Math.min(maxAge, sweepEveryMillis));
  // The timer never keeps the process alive, and stops with the app.
  timer.unref();
  app.addHook('onReady', sweep);
  app.addHook('onClose', async () => clearInterval(timer));
}

export async function fileRoutes(server: FastifyInstance, kiln: Kiln): Promise<void> {
  const app = typedRoutes(server);
  app.get(
    '/api/file/ImageCode/:random',
    {
      config: { access: access.public(), rateLimit: { max: kiln.config.loginRateLimit * 4, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Captcha image (SVG) for the random key the form sends back as timestamp',
        params: Type.Object({ random: Type.String({ pattern: captchaKeyPattern }) }),
      },
    },
    async (request, reply) => sendCaptcha(kiln, reply, request.params.random),
  );

  const chunks = new ChunkStore(path.join(kiln.config.dataDir, 'chunks'));
  const quota = new UploadQuota(kiln.db, kiln.sysConfig, kiln.files, chunks);
  uploadRoutes(app, kiln, new ChunkUploads(chunks, kiln.files, quota), quota);
  linkRoutes(app, kiln);
  sweepAbandoned(app, kiln, chunks);
}
