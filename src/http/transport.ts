// The Transport that core/api endpoint functions run over in the browser. It
// toasts every failure (spec 01 §8) and ends the session on 600/601/602, then
// resolves with the envelope so callers can still react to the code. Uploads
// send FormData as multipart, report their progress and may be aborted.
import axios, { type AxiosInstance } from 'axios';
import { ResultCode, sessionCodes, type Envelope, type Transport, type TransportOptions } from '@core/api/envelope';
import { i18n } from '../i18n';
import { feedback } from './feedback';

/** Calls whose session codes mean "wrong credentials", not "your session ended". */
const credentialCalls = ['/api/oauth/Login', '/api/oauth/LockScreen'];

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'code' in body && typeof (body as { code: unknown }).code === 'number';
}

/** What fetch() rejects with when aborted, so callers test one kind of error whichever client they use. */
const abortError = () => new DOMException('The request was aborted', 'AbortError');

function bodyOf(method: string, payload: unknown, options: TransportOptions): unknown {
  if (method === 'GET' || method === 'DELETE') return undefined;
  // FormData goes as it is: the browser writes the multipart boundary itself.
  if (options.form && !(payload instanceof FormData)) return new URLSearchParams(payload as Record<string, string>);
  return payload;
}

export function createTransport(client: AxiosInstance): Transport {
  return async <T>(method: string, url: string, payload?: unknown, options: TransportOptions = {}) => {
    const retryText = i18n.t('common.requestError');
    let envelope: Envelope<T>;
    try {
      const isQuery = method === 'GET' || method === 'DELETE';
      const { onUploadProgress } = options;
      const response = await client.request({
        method,
        url,
        params: isQuery ? payload : undefined,
        data: bodyOf(method, payload, options),
        headers: options.form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : undefined,
        signal: options.signal,
        onUploadProgress: onUploadProgress ? (event) => onUploadProgress(event.loaded, event.total) : undefined,
      });
      envelope = isEnvelope(response.data)
        ? (response.data as Envelope<T>)
        : { code: ResultCode.serverError, msg: retryText, data: null as T };
    } catch (error) {
      // The caller stopped it: nothing went wrong that the user must hear of.
      if (options.signal?.aborted || axios.isCancel(error)) throw abortError();
      envelope = { code: ResultCode.serverError, msg: retryText, data: null as T };
    }
    if (envelope.code !== ResultCode.ok) {
      feedback.error(envelope.msg || retryText);
      if (sessionCodes.includes(envelope.code) && !credentialCalls.some((call) => url.startsWith(call))) feedback.sessionEnded();
    }
    return envelope;
  };
}
