// The Transport that core/api endpoint functions run over in the browser. It
// toasts every failure (spec 01 §8) and ends the session on 600/601/602, then
// resolves with the envelope so callers can still react to the code.
import type { AxiosInstance } from 'axios';
import { ResultCode, sessionCodes, type Envelope, type Transport } from '@core/api/envelope';
import { i18n } from '../i18n';
import { feedback } from './feedback';

/** Calls whose session codes mean "wrong credentials", not "your session ended". */
const credentialCalls = ['/api/oauth/Login', '/api/oauth/LockScreen'];

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'code' in body && typeof (body as { code: unknown }).code === 'number';
}

export function createTransport(client: AxiosInstance): Transport {
  return async <T>(method: string, url: string, payload?: unknown, options: { form?: boolean } = {}) => {
    const retryText = i18n.t('common.requestError');
    let envelope: Envelope<T>;
    try {
      const isQuery = method === 'GET' || method === 'DELETE';
      const response = await client.request({
        method,
        url,
        params: isQuery ? payload : undefined,
        data: isQuery ? undefined : options.form ? new URLSearchParams(payload as Record<string, string>) : payload,
        headers: options.form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : undefined,
      });
      envelope = isEnvelope(response.data)
        ? (response.data as Envelope<T>)
        : { code: ResultCode.serverError, msg: retryText, data: null as T };
    } catch {
      envelope = { code: ResultCode.serverError, msg: retryText, data: null as T };
    }
    if (envelope.code !== ResultCode.ok) {
      feedback.error(envelope.msg || retryText);
      if (sessionCodes.includes(envelope.code) && !credentialCalls.some((call) => url.startsWith(call))) feedback.sessionEnded();
    }
    return envelope;
  };
}
