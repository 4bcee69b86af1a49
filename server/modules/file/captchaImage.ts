// Sends a captcha image for a key (both captcha addresses answer through here).
import type { FastifyReply } from 'fastify';
import type { Kiln } from '../../context';

export async function sendCaptcha(kiln: Kiln, reply: FastifyReply, key: string, length?: number) {
  const config = await kiln.sysConfig.get();
  const image = await kiln.captcha.issue(key, length ?? config.captchaLength);
  return reply.header('cache-control', 'no-store').type('image/svg+xml').send(image);
}
