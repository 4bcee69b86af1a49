// The Transport that core/api endpoint functions run over in the browser. It
// toasts every failure (spec 01 §8) and ends the session on 600/601/602, then
// resolves with the envelope so callers can still react to the code. Uploads
// send FormData as multipart, report their progress and may be aborted.
import { ResultCode, sessionCodes, type Envelope, type Transport, type TransportOptions } from '@core/api/envelope';
import { i18n } from '../i18n/instance';
import { feedback } from './feedback';
import { abortError, type HttpClient, type HttpRequest } from './client';

/** Calls whose session codes mean "wrong credentials", not "your session ended". */
const credentialCalls = ['/api/oauth/Login', '/api/oauth/LockScreen'];

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'code' in body && typeof (body as { code: unknown }).code === 'number';
}

/** The payload as a query (GET, DELETE) or as a body: FormData as it is (the browser writes the multipart boundary), a form encoded, else JSON. */
function placed(method: string, payload: unknown, options: TransportOptions): Pick<HttpRequest, 'params' | 'body' | 'contentType'> {
  if (method === 'GET' || method === 'DELETE') return { params: payload as HttpRequest['params'] };
  if (payload === undefined) return {};
  if (payload instanceof FormData) return { body: payload };
  if (options.form) return { body: new URLSearchParams(payload as Record<string, string>).toString(), contentType: 'application/x-www-form-urlencoded' };
  return { body: JSON.stringify(payload), contentType: 'application/json' };
}

export function createTransport(client: HttpClient): Transport {
  return async <T>(method: string, url: string, payload?: unknown, options: TransportOptions = {}) => {
    const retryText = i18n.t('common.requestError');
    let envelope: Envelope<T>;
    try {
      const response = await client({ method, url, ...placed(method, payload, options), signal: options.signal, onUploadProgress: options.onUploadProgress });
      envelope = isEnvelope(response.data) ? (response.data as Envelope<T>) : { code: ResultCode.serverError, msg: retryText, data: null as T };
    } catch (error) {
      // The caller stopped it: nothing went wrong that the user must hear of.
      if (options.signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) throw abortError();
      envelope = { code: ResultCode.serverError, msg: retryText, data: null as T };
    }
    if (envelope.code !== ResultCode.ok) {
      feedback.error(envelope.msg || retryText);
      if (sessionCodes.includes(envelope.code) && !credentialCalls.some((call) => url.startsWith(call))) feedback.sessionEnded();
    }
    return envelope;
  };
}
