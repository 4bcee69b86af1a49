// The browser transport as uploads use it: FormData bodies go as they are (the
// browser writes the multipart boundary), the query stays on a POST, progress
// is reported, and an aborted call rejects quietly instead of toasting.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { abortError, createHttpClient, type OutgoingRequest, type Send } from '@app/http/client';
import { createTransport } from '@app/http/transport';
import { feedback } from '@app/http/feedback';
import { i18n } from '@app/i18n';
import { fileApi } from '@core/api/file';
import { fileCallsWith, isAbort } from '@widgets/runtime/upload/fileCalls';

let sent: OutgoingRequest[] = [];
let toasts: string[] = [];

const transportWith = (send: Send) => createTransport(createHttpClient(send));

const answering: Send = async (request) => {
  sent.push(request);
  request.onUploadProgress?.(5, 10);
  return { data: { code: 200, msg: '上传成功', data: { name: '7' } }, status: 200 };
};

beforeEach(async () => {
  await i18n.changeLanguage('zh');
  sent = [];
  toasts = [];
  feedback.setToast((text) => toasts.push(text));
});
afterEach(() => localStorage.clear());

describe('the transport for uploads', () => {
  it('sends a FormData body as it is, keeps the upload query and adds n', async () => {
    const file = new File(['hello'], 'a.txt', { type: 'text/plain' });
    const result = await fileApi(transportWith(answering)).upload('annex', file, 'a.txt', { pathType: 'selfPath', isAccount: 1, folder: 'docs/2026' });
    expect(result.code).toBe(200);
    expect(sent[0].method).toBe('POST');
    expect(sent[0].url).toMatch(/^\/api\/file\/Uploader\/annex\?pathType=selfPath&isAccount=1&folder=docs%2F2026&n=\d+$/);
    expect(sent[0].body).toBeInstanceOf(FormData);
    expect((sent[0].body as FormData).get('file')).toBeInstanceOf(File);
    // The browser writes a multipart body's type itself, with its boundary.
    expect(sent[0].headers['Content-Type']).toBeUndefined();
  });

  it('reports the bytes sent', async () => {
    const seen: [number, number | undefined][] = [];
    const calls = fileCallsWith(transportWith(answering), { onUploadProgress: (loaded, total) => seen.push([loaded, total]) });
    await calls.upload('annex', new Blob(['x']), 'x.txt');
    expect(seen).toEqual([[5, 10]]);
  });

  it('rejects an aborted call with an AbortError and shows nothing', async () => {
    const controller = new AbortController();
    const hanging: Send = (request) =>
      new Promise((_, reject) => {
        sent.push(request);
        request.signal?.addEventListener('abort', () => reject(abortError()));
      });
    const calls = fileCallsWith(transportWith(hanging), { signal: controller.signal });
    const pending = calls.upload('annex', new Blob(['x']), 'x.txt');
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(isAbort(error)).toBe(true);
    expect(toasts).toEqual([]);
  });

  it('still toasts a refusal and answers its envelope', async () => {
    const refusing: Send = async () => ({ data: { code: 400, msg: '不允许上传exe格式的文件', data: null }, status: 200 });
    const result = await fileApi(transportWith(refusing)).upload('annex', new Blob(['x']), 'x.exe');
    expect(result.code).toBe(400);
    expect(toasts).toEqual(['不允许上传exe格式的文件']);
  });
});
