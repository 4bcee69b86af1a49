// Every failure becomes an envelope: a refusal thrown by a handler, a schema that
// does not hold, a framework refusal (size, media type, URL), a database
// constraint, or an unexpected error. Nothing answers in Fastify's own shape.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode, httpStatusOf, type Envelope, type FieldError } from '@core/api/envelope';
import { languageFromHeader, type Language, type MessageRef } from '@core/i18n/text';
import { fieldIssues, type FieldIssue, type SchemaError } from '@core/validation';
import { ApiError } from './errors';
import { uniqueViolationMessage } from './constraints';
import { say } from './texts';

interface Failure {
  code: number;
  message: MessageRef;
  data?: unknown;
  /** Every field a schema refused. */
  issues?: FieldIssue[];
}

/** Framework and plugin error codes, by what they mean for the caller. */
const frameworkCodes: Record<string, Failure> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: ResultCode.payloadTooLarge, message: { key: 'http.payloadTooLarge' } },
  FST_REQ_FILE_TOO_LARGE: { code: ResultCode.payloadTooLarge, message: { key: 'http.payloadTooLarge' } },
  FST_FILES_LIMIT: { code: ResultCode.payloadTooLarge, message: { key: 'http.payloadTooLarge' } },
  FST_PARTS_LIMIT: { code: ResultCode.payloadTooLarge, message: { key: 'http.payloadTooLarge' } },
  FST_FIELDS_LIMIT: { code: ResultCode.payloadTooLarge, message: { key: 'http.payloadTooLarge' } },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: ResultCode.unsupportedMediaType, message: { key: 'http.unsupportedMediaType' } },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: ResultCode.unsupportedMediaType, message: { key: 'http.unsupportedMediaType' } },
  FST_ERR_MAX_PARAM_LENGTH: { code: ResultCode.uriTooLong, message: { key: 'http.uriTooLong' } },
  FST_ERR_BAD_URL: { code: ResultCode.badRequest, message: { key: 'http.badUrl' } },
};

// busboy reports a body cut short with a plain Error.
const truncatedUpload = /unexpected end of (multipart data|form)|part terminated early/i;

function failureOf(error: FastifyError | ApiError | Error): Failure {
  if (error instanceof ApiError) return { code: error.code, message: error.message_, data: error.data, issues: error.issues };
  const fastifyError = error as FastifyError;
  if (fastifyError.validation?.length) return schemaFailure(fastifyError.validation as SchemaError[]);
  const known = fastifyError.code ? frameworkCodes[fastifyError.code] : undefined;
  if (known) return known;
  if (fastifyError.statusCode === 429) return { code: ResultCode.tooManyRequests, message: { key: 'http.tooManyRequests' } };
  const duplicate = uniqueViolationMessage(error);
  if (duplicate) return { code: ResultCode.badRequest, message: duplicate };
  if (truncatedUpload.test(error.message)) return { code: ResultCode.badRequest, message: { key: 'upload.incomplete' } };
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) return { code: ResultCode.badRequest, message: { key: 'validation.body' } };
  return { code: ResultCode.serverError, message: { key: 'http.serverError' } };
}

/** A schema refusal: the first message as `msg`, every field's in `data.errors` (ARCHITECTURE §3). */
function schemaFailure(errors: SchemaError[]): Failure {
  const issues = fieldIssues(errors);
  return { code: ResultCode.badRequest, message: issues[0]?.message ?? { key: 'validation.body' }, issues };
}

function envelopeOf(failure: Failure, language: Language): Envelope<unknown> {
  const msg = say(failure.message, language);
  if (!failure.issues) return { code: failure.code, msg, data: failure.data ?? null };
  const errors: FieldError[] = failure.issues.map((issue) => ({ field: issue.field, message: say(issue.message, language) }));
  return { code: failure.code, msg, data: { errors } };
}

function answer(error: Error, request: FastifyRequest, reply: FastifyReply, language: Language) {
  let failure = failureOf(error);
  const tooMany = request.routeOptions?.config?.tooManyRequests;
  if (failure.code === ResultCode.tooManyRequests && tooMany) failure = { ...failure, message: { key: tooMany } };
  if (failure.code === ResultCode.serverError) request.log.error({ err: error }, 'request failed');
  return reply.status(httpStatusOf(failure.code)).header('cache-control', 'no-store').send(envelopeOf(failure, language));
}

export function registerFailureEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: Error, request, reply) => answer(error, request, reply, request.language));
}

/**
 * Fastify's `frameworkErrors` option: refusals made while routing (a bad URL, an
 * over-long parameter), before any hook has run, so the language is read here.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return answer(error, request, reply, languageFromHeader(request.headers['accept-language']));
}
