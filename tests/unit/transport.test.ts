// The browser's HTTP transport: headers, the n timestamp, toasts and session
// codes (spec 01 §7.1, §8), over a fake sender (the browser tests send for real).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient, queryOf, timeoutFor, type OutgoingRequest, type Send } from '@app/http/client';
import { createTransport } from '@app/http/transport';
import { feedback } from '@app/http/feedback';
import { i18n } from '@app/i18n';

let sent: OutgoingRequest[] = [];
let toasts: string[] = [];
let sessionEnds = 0;

function transportAnswering(status: number, body: unknown) {
  const send: Send = async (request) => {
    sent.push(request);
    return { data: body, status };
  };
  return createTransport(createHttpClient(send));
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
    expect(headers.Authorization).toBe('Bearer abc');
    expect(headers['jnpf-origin']).toBe('pc');
    expect(headers['Accept-Language']).toBe('zh-CN');
    expect(sent[0].url).toMatch(/^\/api\/health\?a=1&n=\d+$/);
    expect(sent[0].timeoutMs).toBe(1_000_000);
    expect(toasts).toEqual([]);
  });

  it('puts a GET or DELETE payload in the query, without empty values, a list repeating its name', () => {
    expect(queryOf({ keyword: 'a b', page: 2, gone: undefined, none: null, ids: ['1', '2'] })).toBe('keyword=a+b&page=2&ids=1&ids=2');
  });

  it('sends a DELETE payload as its query and a POST payload as JSON', async () => {
    const call = transportAnswering(200, { code: 200, msg: '', data: null });
    await call('DELETE', '/api/message/Record', { ids: '1,2' });
    expect([sent[0].method, sent[0].body]).toEqual(['DELETE', undefined]);
    expect(sent[0].url).toMatch(/^\/api\/message\/Record\?ids=1%2C2&n=\d+$/);
    await call('POST', '/api/system/Area', { fullName: '区' });
    expect([sent[1].body, sent[1].headers['Content-Type']]).toEqual(['{"fullName":"区"}', 'application/json']);
    await call('POST', '/api/oauth/Logout');
    expect([sent[2].body, sent[2].headers['Content-Type']]).toEqual([undefined, undefined]);
  });

  it('form-encodes the sign-in body', async () => {
    const call = transportAnswering(200, { code: 200, msg: '', data: null });
    await call('POST', '/api/oauth/Login', { account: 'admin' }, { form: true });
    expect([sent[0].body, sent[0].headers['Content-Type']]).toEqual(['account=admin', 'application/x-www-form-urlencoded']);
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
    const failing = createHttpClient(async () => {
      throw new Error('network down');
    });
    await createTransport(failing)('GET', '/api/health');
    expect(toasts).toEqual(['请求出错，请重试', '请求出错，请重试']);
  });

  it('gives slow calls 100 s and everything else 1000000 ms', () => {
    expect(timeoutFor('/api/system/SynThirdInfo/x')).toBe(100_000);
    expect(timeoutFor('/api/health')).toBe(1_000_000);
  });
});
