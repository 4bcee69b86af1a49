// What the upload widget tests share: a fake file service behind the real
// browser transport (so the transport's toasts are the ones a user sees), and a
// one-field form drawn in jsdom with the app's providers.
import { fireEvent, render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { abortError, createHttpClient, type HttpResponse, type OutgoingRequest } from '@app/http/client';
import { createTransport } from '@app/http/transport';
import { feedback } from '@app/http/feedback';
import type { ChunkStatus } from '@core/api/file';
import { compileForm, type FormNode } from '@core/form';
import { WidgetProvider } from '@widgets/index';
import { ApiProvider, createApi } from '@widgets/runtime/ApiContext';
import { FormStore } from '@renderers/form/store/FormStore';
import { FormView } from '@renderers/form/view/FormView';

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/** An answer the fake gives instead of its own (a refusal, say), optionally after `until` settles. */
export interface Override {
  code: number;
  msg: string;
  until?: Promise<void>;
}

/** Waits for `gate` unless the request is aborted first, which rejects as the browser's own sending does. */
function untilAborted(gate: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.addEventListener('abort', () => reject(abortError()));
    void gate.then(resolve);
  });
}

export class FakeFiles {
  sent: SentRequest[] = [];
  toasts: string[] = [];
  nextId = 11;
  uploadOverride: Override | null = null;
  /** Held back until opened: shows the pending item meanwhile. */
  uploadGate: Promise<void> | null = null;
  /** Chunk posts wait for this (unless aborted): a chunked upload stays in flight meanwhile. */
  chunkGate: Promise<void> | null = null;
  private held = new Set<number>();

  readonly api = createApi(this.transport());

  constructor() {
    feedback.setToast((text) => this.toasts.push(text));
  }

  private answer(data: unknown, code = 200, msg = ''): HttpResponse {
    return { data: { code, msg, data }, status: 200 };
  }

  private transport() {
    return createTransport(
      createHttpClient(async (request) => {
        // Routed by its path; recorded as the caller wrote the address (a GET's query is its payload, and n rides on every call).
        const path = request.url.slice(0, request.url.indexOf('?'));
        const written = request.method === 'GET' ? path : request.url.replace(/[?&]n=\d+$/, '');
        this.sent.push({ method: request.method, url: written, body: request.body });
        return this.route(request.method, path, request);
      }),
    );
  }

  private uploaded(name: string, size: number) {
    const id = String((this.nextId += 1));
    const image = /\.(png|jpe?g|gif|webp)$/i.test(name);
    const extension = name.split('.').pop() ?? '';
    return {
      name: id,
      fileId: id,
      fileName: name,
      url: image ? `/api/file/Image/${id}?key=k${id}` : `/api/file/Download/annex/${id}`,
      fileSize: size,
      fileExtension: extension,
      fileVersionId: id,
    };
  }

  private chunkStatus(totalChunks: number): ChunkStatus {
    return { uploaded: false, chunkNumbers: [...this.held], merge: this.held.size === totalChunks };
  }

  private async route(method: string, url: string, request: OutgoingRequest): Promise<HttpResponse> {
    if (method === 'POST' && url.startsWith('/api/file/Uploader/')) {
      if (this.uploadGate) await untilAborted(this.uploadGate, request.signal);
      if (this.uploadOverride) {
        await this.uploadOverride.until;
        return this.answer(null, this.uploadOverride.code, this.uploadOverride.msg);
      }
      const file = (request.body as FormData).get('file') as File;
      return this.answer(this.uploaded(file.name, file.size), 200, '上传成功');
    }
    if (method === 'GET' && url === '/api/file/chunk')
      return this.answer(this.chunkStatus(Number(new URL(request.url, 'http://kiln.test').searchParams.get('totalChunks'))));
    if (method === 'POST' && url === '/api/file/chunk') {
      if (this.chunkGate) await untilAborted(this.chunkGate, request.signal);
      const form = request.body as FormData;
      this.held.add(Number(form.get('chunkNumber')));
      return this.answer(this.chunkStatus(Number(form.get('totalChunks'))));
    }
    if (method === 'POST' && url === '/api/file/merge') {
      const body = JSON.parse(request.body as string) as { fileName: string; fileSize: number };
      return this.answer(this.uploaded(body.fileName, body.fileSize), 200, '上传成功');
    }
    if (method === 'GET' && url.startsWith('/api/file/Download/'))
      return this.answer({ name: 'x', url: `/api/file/Download/export/90?ticket=once-${url.split('/').pop()}` });
    if (method === 'POST' && url.startsWith('/api/file/PackDownload/'))
      return this.answer({
        downloadName: 'annex-20260101.zip',
        downloadVo: { name: 'annex-20260101.zip', url: '/api/file/Download/export/91?ticket=pack' },
      });
    return this.answer(null, 404, 'not found');
  }

  /** Requests to the file service other than downloads. */
  uploads(): SentRequest[] {
    return this.sent.filter(
      (request) => request.url.startsWith('/api/file/Uploader') || request.url.startsWith('/api/file/chunk') || request.url === '/api/file/merge',
    );
  }
}

/** One upload field in a form, drawn in jsdom (read-only when `viewOnly`). */
export function drawField(files: FakeFiles, node: FormNode, options: { value?: unknown; viewOnly?: boolean } = {}) {
  const store = new FormStore(compileForm([node]), 'create', null, () => []);
  if (options.value !== undefined) store.setValue(node.field!, options.value);
  const view = render(
    <AntApp>
      <ApiProvider api={files.api}>
        <WidgetProvider>
          <FormView store={store} labelWidth={100} viewOnly={options.viewOnly} />
        </WidgetProvider>
      </ApiProvider>
    </AntApp>,
  );
  return { store, view };
}

/** Files as the input hands them over. */
export function chooseFiles(input: HTMLElement, files: File[]) {
  fireEvent.change(input, { target: { files } });
}
