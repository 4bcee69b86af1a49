// File upload (uploadFz) as spec 03 §3–§5 and §8 state it: entries stored as
// JNPF keeps them, the limit, size and kind refusals with their messages, a
// failed upload leaving the list with the server's msg shown, 全部下载 offered
// only with files, downloads through one-use links, large files through
// the chunked panel, the read-only view, the list cell, and the body schema.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@app/i18n';
import { chunkUpload } from '@core/api/file';
import { compileForm } from '@core/form';
import { languages } from '@core/i18n/text';
import { widgetSpec } from '@core/widgets';
import { validateBody } from '@server/http/bodyValidator';
import { defaultBindings } from '@widgets/index';
import { renderCell } from '@renderers/list/cells';
import { texts as fileTexts } from '@widgets/uploadFz/texts';
import { chooseFiles, drawField, FakeFiles } from './uploadFakeServer';

const node = (props: Record<string, unknown> = {}) => ({ id: 'att', widget: 'uploadFz', field: 'attachments', label: 'widget.uploadFz', props });
const entry = (id: string, name: string, size = 2048) => ({
  name,
  fileId: id,
  url: `/api/file/Download/annex/${id}`,
  fileSize: size,
  fileExtension: name.split('.').pop(),
  fileVersionId: id,
});
const fileOf = (name: string, size: number, type = 'application/pdf') => new File([new Uint8Array(size)], name, { type });

let files: FakeFiles;
let saved: { href: string; download: string }[];

beforeEach(async () => {
  await i18n.changeLanguage('zh');
  files = new FakeFiles();
  saved = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('uploading files', () => {
  it('appends the uploaded file as JNPF stores it and emits the change', async () => {
    const { store } = drawField(files, node({ pathType: 'selfPath', isAccount: 1, folder: 'contracts' }));
    chooseFiles(screen.getByTestId('upload-input-attachments'), [fileOf('合同.pdf', 2048)]);
    await waitFor(() => expect(store.value('attachments')).toEqual([entry('12', '合同.pdf')]));
    expect(files.uploads().map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/file/Uploader/annex?pathType=selfPath&isAccount=1&folder=contracts',
    ]);
    expect(screen.getByTestId('upload-file-0').textContent).toContain('合同.pdf (2 KB)');
  });

  it("shows the file while it is sent, and on a refusal removes it and shows the server's msg", async () => {
    let refuse!: () => void;
    files.uploadOverride = { code: 400, msg: '不允许上传exe格式的文件', until: new Promise((resolve) => (refuse = resolve)) };
    const { store } = drawField(files, node());
    chooseFiles(screen.getByTestId('upload-input-attachments'), [fileOf('setup.pdf', 10)]);
    expect(await screen.findByTestId('upload-pending')).toBeTruthy();
    await act(async () => refuse());
    await waitFor(() => expect(screen.queryByTestId('upload-pending')).toBeNull());
    expect(files.toasts).toEqual(['不允许上传exe格式的文件']);
    expect(store.value('attachments') ?? []).toEqual([]);
  });

  it('removes a pending file when its upload is cancelled', async () => {
    let release!: () => void;
    files.uploadGate = new Promise((resolve) => (release = resolve));
    const { store } = drawField(files, node());
    chooseFiles(screen.getByTestId('upload-input-attachments'), [fileOf('a.pdf', 10)]);
    fireEvent.click((await screen.findByTestId('upload-pending')).querySelector('[aria-label="取消"]')!);
    await waitFor(() => expect(screen.queryByTestId('upload-pending')).toBeNull());
    release();
    expect(store.value('attachments') ?? []).toEqual([]);
    expect(files.toasts).toEqual([]);
  });

  it('at the limit says 当前限制最多可以上传{limit}个文件 and sends nothing', async () => {
    drawField(files, node({ limit: 1 }), { value: [entry('5', 'a.pdf')] });
    fireEvent.click(screen.getByTestId('upload-button-attachments'));
    expect(await screen.findByText('当前限制最多可以上传1个文件')).toBeTruthy();
    chooseFiles(screen.getByTestId('upload-input-attachments'), [fileOf('b.pdf', 10)]);
    expect(files.uploads()).toEqual([]);
  });

  it('counts files still in flight against the limit', async () => {
    files.uploadGate = new Promise(() => undefined);
    drawField(files, node({ limit: 2 }));
    chooseFiles(screen.getByTestId('upload-input-attachments'), [fileOf('a.pdf', 10), fileOf('b.pdf', 10), fileOf('c.pdf', 10)]);
    expect(await screen.findByText('当前限制最多可以上传2个文件')).toBeTruthy();
    expect(files.uploads()).toHaveLength(2);
  });

  it('refuses a file of the size limit or more: 文件大小超过{size}{unit}', async () => {
    drawField(files, node({ fileSize: 1, sizeUnit: 'KB' }));
    chooseFiles(screen.getByTestId('upload-input-attachments'), [fileOf('big.pdf', 1024)]);
    expect(await screen.findByText('文件大小超过1KB')).toBeTruthy();
    expect(files.uploads()).toEqual([]);
  });

  it('refuses a kind the node does not accept', async () => {
    drawField(files, node({ accept: 'image/*,.pdf' }));
    chooseFiles(screen.getByTestId('upload-input-attachments'), [fileOf('notes.txt', 10, 'text/plain')]);
    expect(await screen.findByText('请选择图片、pdf类型的文件')).toBeTruthy();
    chooseFiles(screen.getByTestId('upload-input-attachments'), [fileOf('scan.png', 10, 'image/png')]);
    await waitFor(() => expect(files.uploads()).toHaveLength(1));
  });

  it('deletes a file from the list', () => {
    const { store } = drawField(files, node(), { value: [entry('5', 'a.pdf'), entry('6', 'b.pdf')] });
    fireEvent.click(screen.getByTestId('upload-remove-0'));
    expect(store.value('attachments')).toEqual([entry('6', 'b.pdf')]);
  });

  it('sends a file through the chunked uploader when the node asks, and stores the merged file', async () => {
    const { store } = drawField(files, node({ chunked: true }));
    chooseFiles(screen.getByTestId('upload-input-attachments'), [fileOf('plan#1.pdf', 3000)]);
    expect(await screen.findByTestId('chunk-panel')).toBeTruthy();
    await waitFor(() => expect(store.value('attachments')).toEqual([entry('12', 'plan1.pdf', 3000)]), { timeout: 3000 });
    expect(screen.getByTestId('chunk-status-0').textContent).toBe('上传成功');
    expect(files.uploads().map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/file/chunk',
      'POST /api/file/chunk',
      'POST /api/file/merge',
    ]);
  });

  it('sends a file larger than one chunk through the chunked uploader unasked', async () => {
    const { store } = drawField(files, node({ fileSize: 1, sizeUnit: 'GB' }));
    chooseFiles(screen.getByTestId('upload-input-attachments'), [fileOf('video.pdf', chunkUpload.chunkSize + 1)]);
    await waitFor(() => expect(store.value('attachments')).toEqual([entry('12', 'video.pdf', chunkUpload.chunkSize + 1)]), { timeout: 5000 });
    expect(files.uploads().map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/file/chunk',
      'POST /api/file/chunk',
      'POST /api/file/merge',
    ]);
  });

  it('pauses and resumes a chunked upload from its panel (暂停中, then on to 上传成功)', async () => {
    files.chunkGate = new Promise(() => undefined);
    const { store } = drawField(files, node({ chunked: true }));
    chooseFiles(screen.getByTestId('upload-input-attachments'), [fileOf('plan.pdf', 3000)]);
    await waitFor(() => expect(screen.getByTestId('chunk-status-0').textContent).toBe('0%'));
    fireEvent.click(screen.getByTestId('chunk-pause-0'));
    expect(screen.getByTestId('chunk-status-0').textContent).toBe('暂停中');
    files.chunkGate = null;
    fireEvent.click(screen.getByTestId('chunk-resume-0'));
    await waitFor(() => expect(store.value('attachments')).toEqual([entry('12', 'plan.pdf', 3000)]), { timeout: 3000 });
    expect(screen.getByTestId('chunk-status-0').textContent).toBe('上传成功');
  });

  it('cancels a chunked upload from its panel, which then leaves the panel', async () => {
    files.chunkGate = new Promise(() => undefined);
    const { store } = drawField(files, node({ chunked: true }));
    chooseFiles(screen.getByTestId('upload-input-attachments'), [fileOf('plan.pdf', 3000)]);
    await waitFor(() => expect(screen.getByTestId('chunk-status-0').textContent).toBe('0%'));
    fireEvent.click(screen.getByTestId('chunk-cancel-0'));
    await waitFor(() => expect(screen.queryByTestId('chunk-upload-0')).toBeNull());
    expect(store.value('attachments') ?? []).toEqual([]);
    expect(files.toasts).toEqual([]);
  });
});

describe('downloading files', () => {
  it('offers 全部下载 only once there is a file to download', async () => {
    drawField(files, node());
    expect(screen.queryByTestId('upload-download-all-attachments')).toBeNull();
    chooseFiles(screen.getByTestId('upload-input-attachments'), [fileOf('合同.pdf', 2048)]);
    expect(await screen.findByTestId('upload-download-all-attachments')).toBeTruthy();
  });

  it('downloads a file through a one-use link, and all of them as one zip', async () => {
    drawField(files, node(), { value: [entry('5', 'a.pdf'), entry('6', 'b.pdf')] });
    fireEvent.click(screen.getByTestId('upload-download-1'));
    await waitFor(() => expect(saved).toEqual([{ href: '/api/file/Download/export/90?ticket=once-6', download: 'b.pdf' }]));
    fireEvent.click(screen.getByTestId('upload-download-all-attachments'));
    await waitFor(() => expect(saved[1]).toEqual({ href: '/api/file/Download/export/91?ticket=pack', download: 'annex-20260101.zip' }));
    const pack = files.sent.find((request) => request.url === '/api/file/PackDownload/annex')!;
    expect(JSON.parse(pack.body as string)).toEqual([
      { fileId: '5', fileName: 'a.pdf' },
      { fileId: '6', fileName: 'b.pdf' },
    ]);
  });
});

describe('showing files', () => {
  it('read-only, shows the files as download links', async () => {
    drawField(files, node(), { value: [entry('5', 'a.pdf'), entry('6', 'b.pdf')], viewOnly: true });
    expect(screen.queryByTestId('upload-button-attachments')).toBeNull();
    expect(screen.queryByTestId('upload-remove-0')).toBeNull();
    fireEvent.click(screen.getByText('a.pdf (2 KB)'));
    await waitFor(() => expect(saved).toEqual([{ href: '/api/file/Download/export/90?ticket=once-5', download: 'a.pdf' }]));
    expect(screen.getByTestId('upload-view-download-all')).toBeTruthy();
  });

  it('in a list, shows the first two names and how many more', () => {
    const t = ((key: string) => key) as Parameters<typeof renderCell>[2];
    const value = [entry('1', 'a.pdf'), entry('2', 'b.pdf'), entry('3', 'c.pdf'), entry('4', 'd.pdf')];
    render(<>{renderCell({ kind: 'widget', widget: 'uploadFz' }, value, t, files.api.dictionaries, defaultBindings())}</>);
    expect(screen.getByTestId('upload-cell').textContent).toBe('a.pdf, b.pdf +2');
  });

  it('as text (exports, plain lists), gives the names; its column holds JSON', () => {
    expect(widgetSpec('uploadFz')?.format?.([entry('1', 'a.pdf'), entry('2', 'b.pdf')], {}, { t: (key) => key })).toBe('a.pdf,b.pdf');
    expect(compileForm([node()]).fields[0].columnType).toEqual({ kind: 'json' });
  });
});

describe('what the server accepts', () => {
  it('takes entries as JNPF stores them and drops what it does not know', () => {
    const form = compileForm([node({ limit: 2 })]);
    const body = { attachments: [{ ...entry('5', 'a.pdf'), thumbUrl: '/x' }] };
    expect(validateBody(form.schema, body)).toEqual([]);
    expect(body.attachments[0]).not.toHaveProperty('thumbUrl');
    expect(validateBody(form.schema, { attachments: [] })).toEqual([]);
  });

  it('refuses more files than the limit, with the limit message', () => {
    const form = compileForm([node({ limit: 2 })]);
    expect(validateBody(form.schema, { attachments: [entry('1', 'a'), entry('2', 'b'), entry('3', 'c')] })).toEqual([
      { field: 'attachments', message: { key: 'uploader.fileLimit?limit=2' } },
    ]);
    const unlimited = compileForm([node({ limit: 0 })]);
    expect(validateBody(unlimited.schema, { attachments: Array.from({ length: 201 }, (_, i) => entry(String(i + 1), 'a')) })).toEqual([
      { field: 'attachments', message: { key: 'uploader.fileLimit?limit=200' } },
    ]);
  });

  it('refuses an entry without a file id of the file service, or without a name', () => {
    const form = compileForm([node()]);
    expect(validateBody(form.schema, { attachments: [{ ...entry('5', 'a.pdf'), fileId: '../etc/passwd' }] })).toHaveLength(1);
    expect(validateBody(form.schema, { attachments: [{ fileId: '5', url: '/x' }] })).toHaveLength(1);
    expect(validateBody(form.schema, { attachments: 'a.pdf' })).toHaveLength(1);
  });

  it('refuses an empty list when required', () => {
    const form = compileForm([{ ...node(), rules: { required: true } }]);
    expect(validateBody(form.schema, { attachments: [] })).toEqual([{ field: 'attachments', message: { key: 'form.required' } }]);
  });

  it('asks the server to rebuild the entries from its own file rows', () => {
    expect(widgetSpec('uploadFz')?.serverHook).toBe('ownFiles');
  });
});

describe('the words', () => {
  it("exist in zh, zhtw and en, with the spec's Chinese", () => {
    for (const [key, text] of Object.entries(fileTexts)) for (const language of languages) expect(text[language], `${key} ${language}`).toBeTruthy();
    expect(fileTexts['uploader.fileLimit'].zh).toBe('当前限制最多可以上传{{limit}}个文件');
    expect(fileTexts['uploader.noFiles'].zh).toBe('未发现文件');
    expect(fileTexts['uploader.readError'].zh).toBe('文件{{name}}读取出错，请检查该文件');
    expect(['checking', 'waiting', 'uploading', 'paused', 'error', 'success'].map((state) => fileTexts[`uploader.status.${state}`].zh)).toEqual([
      '文件校验中',
      '等待中',
      '上传中',
      '暂停中',
      '上传失败',
      '上传成功',
    ]);
  });
});
