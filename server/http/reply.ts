// Building the success envelope.
import type { FastifyRequest } from 'fastify';
import { ResultCode, type Envelope } from '@core/api/envelope';
import type { MessageRef } from '@core/i18n/text';
import { say } from './texts';

export function ok<T>(request: FastifyRequest, data: T, message: MessageRef = { key: 'ok.success' }): Envelope<T> {
  return { code: ResultCode.ok, msg: say(message, request.language), data };
}
