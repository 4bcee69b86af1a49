// The document preview (spec 01 §2.10, §8): images in antd's image preview; a
// stored file framed full-screen through a one-use preview link, downloaded
// through a download link; an address framed as it is; nothing to show says
// 文件不存在 and opens nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Envelope, HttpMethod, Transport } from '@core/api/envelope';
import { i18n } from '@app/i18n';
import { useDocumentPreview, type PreviewFile } from '@app/components/preview/DocumentPreview';
import { extensionOf, planPreview } from '@app/components/preview/previewKind';
import { drawWithApi } from './apiHarness';

function Opener({ file }: { file: PreviewFile }) {
  const { previewDocument, previewHolder } = useDocumentPreview();
  return (
    <>
      {previewHolder}
      <button onClick={() => previewDocument(file)}>open</button>
    </>
  );
}

/** Answers like the file service: a one-use link for stored file 41, none for anything else. */
function fileServer() {
  const calls: string[] = [];
  const transport: Transport = async <T,>(method: HttpMethod, url: string, payload?: unknown) => {
    calls.push(`${method} ${url} ${JSON.stringify(payload ?? {})}`);
    const answer = (data: unknown) => ({ code: 200, msg: '', data }) as Envelope<T>;
    if (url === '/api/file/Uploader/Preview')
      return answer((payload as { fileName: string }).fileName === '41' ? '/api/file/Download/export/p41?ticket=1' : '');
    if (url === '/api/file/Download/annex/41') return answer({ name: 'plan.pdf', url: '/api/file/Download/export/d41?ticket=2' });
    return { code: 404, msg: '文件不存在', data: null } as Envelope<T>;
  };
  return { calls, transport };
}

const open = (file: PreviewFile, transport: Transport) => {
  drawWithApi(transport, <Opener file={file} />);
  fireEvent.click(screen.getByText('open'));
};

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('which viewer a file opens in', () => {
  it('reads the extension from fileExtension, else from the name', () => {
    expect(extensionOf({ name: 'a.PNG' })).toBe('png');
    expect(extensionOf({ name: 'scan', fileExtension: '.JPEG' })).toBe('jpeg');
    expect(extensionOf({ name: 'README' })).toBe('');
  });

  it('sends the five image types with a link to the image preview, a stored file to the frame, and nothing to "missing"', () => {
    for (const ext of ['png', 'jpg', 'jpeg', 'bmp', 'gif']) expect(planPreview({ name: `a.${ext}`, url: '/img' }).kind).toBe('image');
    expect(planPreview({ name: 'a.webp', url: '/img', fileId: '9' })).toEqual({ kind: 'storedFrame', fileId: '9' });
    expect(planPreview({ name: 'a.pdf', url: 'https://example.org/a.pdf' })).toEqual({ kind: 'frame', src: 'https://example.org/a.pdf' });
    expect(planPreview({ name: 'a.png', url: ' ' })).toEqual({ kind: 'missing' });
    expect(planPreview({ name: 'a.pdf' })).toEqual({ kind: 'missing' });
  });
});

describe('the document preview', () => {
  it('opens an image in the image preview, and closes with it', async () => {
    const { calls, transport } = fileServer();
    open({ name: 'photo.jpg', url: '/api/file/Image/7?key=k' }, transport);
    const shown = await waitFor(() => {
      const image = document.querySelector('.ant-image-preview img') as HTMLImageElement | null;
      expect(image).toBeTruthy();
      return image!;
    });
    expect(shown.getAttribute('src')).toBe('/api/file/Image/7?key=k');
    expect(calls).toEqual([]);
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(document.querySelector('.ant-image-preview img')).toBeNull());
  });

  it('frames a stored file through a one-use preview link, full-screen, and downloads it through a download link', async () => {
    const { calls, transport } = fileServer();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.getAttribute('href')} ${this.download}`);
    });
    open({ name: 'plan.pdf', fileId: '41', url: '/api/file/Download/annex/41' }, transport);
    const frame = (await screen.findByTestId('document-preview-frame')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/api/file/Download/export/p41?ticket=1');
    expect(screen.getByTestId('document-preview-title').textContent).toBe('文档预览 - plan.pdf');
    expect(calls).toEqual(['GET /api/file/Uploader/Preview {"fileName":"41"}']);
    fireEvent.click(screen.getByTestId('document-preview-download'));
    await waitFor(() => expect(clicked).toEqual(['/api/file/Download/export/d41?ticket=2 plan.pdf']));
    expect(calls.at(-1)).toBe('GET /api/file/Download/annex/41 {}');
    fireEvent.click(screen.getByTestId('document-preview-close'));
    await waitFor(() => expect(screen.queryByTestId('document-preview-frame')).toBeNull());
  });

  it('frames an address as it is', async () => {
    const { calls, transport } = fileServer();
    open({ name: 'guide.html', url: 'https://example.org/guide.html' }, transport);
    expect(((await screen.findByTestId('document-preview-frame')) as HTMLIFrameElement).getAttribute('src')).toBe('https://example.org/guide.html');
    expect(calls).toEqual([]);
  });

  it('says 文件不存在 and opens nothing without an address, or when the server has no link for the file', async () => {
    const { transport } = fileServer();
    open({ name: 'lost.docx' }, transport);
    expect(await screen.findByText('文件不存在')).toBeTruthy();
    expect(screen.queryByTestId('document-preview')).toBeNull();
    cleanup();
    open({ name: 'gone.docx', fileId: '42' }, transport);
    await waitFor(() => expect(screen.getAllByText('文件不存在').length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByTestId('document-preview-frame')).toBeNull());
  });
});
