// The browser's HTTP transport: headers, the n timestamp, toasts and session
// codes (spec 01 §7.1, §8), over a fake axios adapter.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createHttpClient, timeoutFor } from '@app/http/client';
import { createTransport } from '@app/http/transport';
import { feedback } from '@app/http/feedback';
import { i18n } from '@app/i18n';

let sent: InternalAxiosRequestConfig[] = [];
let toasts: string[] = [];
let sessionEnds = 0;

function transportAnswering(status: number, body: unknown) {
  const client = createHttpClient();
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    return { data: body, status, statusText: '', headers: {}, config };
  };
  client.defaults.adapter = adapter;
  return createTransport(client);
}

beforeEach(async () => {
  await i18n.changeLanguage('zh');
  sent = [];
  toasts = [];
  sessionEnds = 0;
  feedback.setToast((text) => toasts.push(text));
  feedback.setSessionEnd(() => (sessionEnds += 1));
  localStorage.setItem('kiln_token', 'Bearer abc');
});
afterEach(() => localStorage.clear());

describe('HTTP transport', () => {
  it('sends the token unchanged, the pc origin, the language and the n timestamp', async () => {
    const call = transportAnswering(200, { code: 200, msg: 'ok', data: 1 });
    const result = await call('GET', '/api/health', { a: '1' });
    expect(result.data).toBe(1);
    const headers = sent[0].headers;
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('jnpf-origin')).toBe('pc');
    expect(headers.get('Accept-Language')).toBe('zh-CN');
    expect(sent[0].params).toMatchObject({ a: '1', n: expect.any(Number) });
    expect(toasts).toEqual([]);
  });

  it('form-encodes the sign-in body', async () => {
    const call = transportAnswering(200, { code: 200, msg: '', data: null });
    await call('POST', '/api/oauth/Login', { account: 'admin' }, { form: true });
    expect(String(sent[0].data)).toBe('account=admin');
  });

  it('toasts the server message of a failure and hands the envelope back', async () => {
    const call = transportAnswering(400, { code: 400, msg: '账号或密码错误', data: null });
    const result = await call('POST', '/api/oauth/Login', {}, { form: true });
    expect(result.code).toBe(400);
    expect(toasts).toEqual(['账号或密码错误']);
    expect(sessionEnds).toBe(0);
  });

  it.each([600, 601, 602])('ends the session on code %i', async (code) => {
    const call = transportAnswering(401, { code, msg: 'gone', data: null });
    await call('GET', '/api/oauth/CurrentUser');
    expect(sessionEnds).toBe(1);
  });

  it('does not end the session for a wrong unlock password', async () => {
    const call = transportAnswering(401, { code: 602, msg: 'x', data: null });
    await call('POST', '/api/oauth/LockScreen', {});
    expect(sessionEnds).toBe(0);
  });

  it('shows the retry text when the answer is not an envelope or the network fails', async () => {
    const call = transportAnswering(502, '<html>bad gateway</html>');
    const result = await call('GET', '/api/health');
    expect(result.code).toBe(500);
    expect(toasts).toEqual(['请求出错，请重试']);
    const failing = createHttpClient();
    failing.defaults.adapter = async () => {
      throw new Error('network down');
    };
    await createTransport(failing)('GET', '/api/health');
    expect(toasts).toEqual(['请求出错，请重试', '请求出错，请重试']);
  });

  it('gives slow calls 100 s and everything else 1000000 ms', () => {
    expect(timeoutFor('/api/system/SynThirdInfo/x')).toBe(100_000);
    expect(timeoutFor('/api/health')).toBe(1_000_000);
  });
});
