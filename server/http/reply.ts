// Building envelopes, and turning every failure into one.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode, httpStatusOf, type Envelope } from '@core/api/envelope';
import type { MessageRef } from '@core/i18n/text';
import { ApiError } from './errors';
import { say } from './texts';

export function ok<T>(request: FastifyRequest, data: T, message: MessageRef = { key: 'ok.success' }): Envelope<T> {
  return { code: ResultCode.ok, msg: say(message, request.language), data };
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** The first failed rule, in words: ajv-errors' own message when the schema gives one. */
function validationMessage(issue: ValidationIssue, request: FastifyRequest): string {
  // Schema messages are text keys, so the same schema speaks every language.
  if (issue.keyword === 'errorMessage' && issue.message) return say({ key: issue.message }, request.language);
  const missing = issue.params.missingProperty;
  const field = typeof missing === 'string' ? missing : issue.instancePath.split('/').filter(Boolean).join('.') || 'body';
  return say({ key: issue.keyword === 'required' ? 'validation.required' : 'validation.invalid', params: { field } }, request.language);
}

function envelopeOf(error: FastifyError | ApiError, request: FastifyRequest): { status: number; body: Envelope<unknown> } {
  if (error instanceof ApiError) {
    return { status: httpStatusOf(error.code), body: { code: error.code, msg: say(error.message_, request.language), data: error.data } };
  }
  const issues = (error as FastifyError).validation as ValidationIssue[] | undefined;
  if (issues?.length) {
    return { status: 400, body: { code: ResultCode.badRequest, msg: validationMessage(issues[0], request), data: null } };
  }
  const status = (error as FastifyError).statusCode ?? 500;
  if (status === 429) {
    return { status, body: { code: ResultCode.tooManyRequests, msg: say({ key: 'login.tooManyRequests' }, request.language), data: null } };
  }
  if (status >= 400 && status < 500) {
    return { status: 400, body: { code: ResultCode.badRequest, msg: say({ key: 'validation.body' }, request.language), data: null } };
  }
  return { status: 500, body: { code: ResultCode.serverError, msg: say({ key: 'http.serverError' }, request.language), data: null } };
}

export function registerErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = envelopeOf(error, request);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send(body);
  });
}
