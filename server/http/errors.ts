// Failures as values: a handler throws ApiError and the error handler turns it
// into the envelope, translated into the request's language.
import type { MessageRef } from '@core/i18n/text';
import { ResultCode } from '@core/api/envelope';

export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly message_: MessageRef,
    readonly data: unknown = null,
  ) {
    super(message_.key);
  }
}

export const badRequest = (key: string, params?: MessageRef['params'], data: unknown = null) =>
  new ApiError(ResultCode.badRequest, { key, params }, data);
export const badInput = (ref: MessageRef) => new ApiError(ResultCode.badRequest, ref);
export const forbidden = (key = 'access.denied') => new ApiError(ResultCode.forbidden, { key });
export const sessionError = (code: number, key: string) => new ApiError(code, { key });
