// Failures as values: a handler throws ApiError and the error handler turns it
// into the envelope, translated into the request's language.
import type { MessageRef } from '@core/i18n/text';
import type { FieldIssue } from '@core/validation';
import { ResultCode } from '@core/api/envelope';

export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly message_: MessageRef,
    readonly data: unknown = null,
    /** Fields refused, each with its message (answered as data.errors). */
    readonly issues?: FieldIssue[],
  ) {
    super(message_.key);
  }
}

/** A form's refusal: the first issue's words as msg, every field in data.errors. */
export const formRefusal = (issues: FieldIssue[]) => new ApiError(ResultCode.badRequest, issues[0].message, null, issues);

export const badRequest = (key: string, params?: MessageRef['params'], data: unknown = null) =>
  new ApiError(ResultCode.badRequest, { key, params }, data);
export const badInput = (ref: MessageRef) => new ApiError(ResultCode.badRequest, ref);
export const forbidden = (key = 'access.denied') => new ApiError(ResultCode.forbidden, { key });
export const sessionError = (code: number, key: string) => new ApiError(code, { key });
