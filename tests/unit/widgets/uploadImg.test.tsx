// Image upload (uploadImg) as spec 03 §3–§5 and §8 state it: {name, fileId, url}
// entries, 当前限制最多可以上传{limit}张图片, 图片大小超过{size}{unit}, 请上传图片,
// a failed upload leaving the list with the server's msg shown, thumbnails with
// a preview read-only and tiny ones in a list, and the body schema.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@app/i18n';
import { compileForm } from '@core/form';
import { languages } from '@core/i18n/text';
import { widgetSpec } from '@core/widgets';
import { validateBody } from '@server/http/bodyValidator';
import { defaultBindings } from '@widgets/index';
import { renderCell } from '@renderers/list/cells';
import { texts as imageTexts } from '@widgets/uploadImg/texts';
import { chooseFiles, drawField, FakeFiles } from './uploadFakeServer';

const node = (props: Record<string, unknown> = {}) => ({ id: 'pics', widget: 'uploadImg', field: 'photos', label: 'widget.uploadImg', props });
const image = (id: string, name = `p${id}.png`) => ({ name, fileId: id, url: `/api/file/Image/${id}?key=k${id}` });
const imageFile = (name: string, size: number, type = 'image/png') => new File([new Uint8Array(size)], name, { type });

let files: FakeFiles;

beforeEach(async () => {
  await i18n.changeLanguage('zh');
  files = new FakeFiles();
});
afterEach(cleanup);

describe('uploading images', () => {
  it('appends {name, fileId, url} and emits the change, shown as a thumbnail', async () => {
    const { store } = drawField(files, node());
    chooseFiles(screen.getByTestId('upload-input-photos'), [imageFile('门头.png', 2048)]);
    await waitFor(() => expect(store.value('photos')).toEqual([image('12', '门头.png')]));
    expect(files.uploads().map((request) => `${request.method} ${request.url}`)).toEqual(['POST /api/file/Uploader/annexpic?pathType=defaultPath&isAccount=0']);
    expect(screen.getByTestId('upload-image-0').querySelector('img')?.getAttribute('src')).toBe('/api/file/Image/12?key=k12');
  });

  it('at the limit says 当前限制最多可以上传{limit}张图片 and sends nothing', async () => {
    drawField(files, node({ limit: 2 }), { value: [image('1'), image('2')] });
    fireEvent.click(screen.getByTestId('upload-button-photos'));
    expect(await screen.findByText('当前限制最多可以上传2张图片')).toBeTruthy();
    chooseFiles(screen.getByTestId('upload-input-photos'), [imageFile('c.png', 10)]);
    expect(files.uploads()).toEqual([]);
  });

  it('refuses an image of the size limit or more: 图片大小超过{size}{unit}', async () => {
    drawField(files, node({ fileSize: 2, sizeUnit: 'MB' }));
    chooseFiles(screen.getByTestId('upload-input-photos'), [imageFile('big.png', 2 * 1_048_576)]);
    expect(await screen.findByText('图片大小超过2MB')).toBeTruthy();
    expect(files.uploads()).toEqual([]);
  });

  it('refuses anything but an image: 请上传图片', async () => {
    drawField(files, node());
    chooseFiles(screen.getByTestId('upload-input-photos'), [imageFile('notes.txt', 10, 'text/plain')]);
    expect(await screen.findByText('请上传图片')).toBeTruthy();
    expect(files.uploads()).toEqual([]);
  });

  it("shows the image while it is sent, and on a refusal removes it and shows the server's msg", async () => {
    let refuse!: () => void;
    files.uploadOverride = { code: 400, msg: '请上传图片', until: new Promise((resolve) => (refuse = resolve)) };
    const { store } = drawField(files, node());
    chooseFiles(screen.getByTestId('upload-input-photos'), [imageFile('fake.png', 10)]);
    expect(await screen.findByTestId('upload-pending')).toBeTruthy();
    await act(async () => refuse());
    await waitFor(() => expect(screen.queryByTestId('upload-pending')).toBeNull());
    expect(files.toasts).toEqual(['请上传图片']);
    expect(store.value('photos') ?? []).toEqual([]);
  });

  it('deletes an image', () => {
    const { store } = drawField(files, node(), { value: [image('1'), image('2')] });
    fireEvent.click(screen.getByTestId('upload-remove-1'));
    expect(store.value('photos')).toEqual([image('1')]);
  });

  it('shows the size limit below when asked and no tip of its own is given', () => {
    drawField(files, node({ showTip: true, fileSize: 5, sizeUnit: 'MB' }));
    expect(screen.getByTestId('upload-tip').textContent).toBe('图片大小不超过5MB');
  });
});

describe('showing images', () => {
  it('read-only, shows thumbnails that open a preview', async () => {
    drawField(files, node(), { value: [image('1'), image('2')], viewOnly: true });
    expect(screen.queryByTestId('upload-button-photos')).toBeNull();
    expect(screen.queryByTestId('upload-remove-0')).toBeNull();
    const thumbnails = screen.getByTestId('upload-view').querySelectorAll('img');
    expect([...thumbnails].map((img) => img.getAttribute('src'))).toEqual(['/api/file/Image/1?key=k1', '/api/file/Image/2?key=k2']);
    fireEvent.click(thumbnails[1]);
    await waitFor(() => expect(document.querySelector('.ant-image-preview')).not.toBeNull());
  });

  it('in a list, shows three tiny thumbnails and how many more', () => {
    const t = ((key: string) => key) as Parameters<typeof renderCell>[2];
    render(
      <>
        {renderCell(
          { kind: 'widget', widget: 'uploadImg' },
          [image('1'), image('2'), image('3'), image('4'), image('5')],
          t,
          files.api.dictionaries,
          defaultBindings(),
        )}
      </>,
    );
    const cell = screen.getByTestId('upload-cell');
    expect(cell.querySelectorAll('img')).toHaveLength(3);
    expect(cell.textContent).toBe('+2');
  });
});

describe('what the server accepts', () => {
  it('takes {name, fileId, url} entries, at most the limit, and rebuilds them from its rows', () => {
    const form = compileForm([node({ limit: 1 })]);
    expect(validateBody(form.schema, { photos: [image('1')] })).toEqual([]);
    expect(validateBody(form.schema, { photos: [image('1'), image('2')] })).toEqual([{ field: 'photos', message: { key: 'uploader.imageLimit?limit=1' } }]);
    expect(validateBody(form.schema, { photos: [{ name: 'a', fileId: 'x1', url: '/a' }] })).toHaveLength(1);
    expect(widgetSpec('uploadImg')?.serverHook).toBe('ownFiles');
  });
});

describe('the words', () => {
  it("exist in zh, zhtw and en, with the spec's Chinese", () => {
    for (const [key, text] of Object.entries(imageTexts)) for (const language of languages) expect(text[language], `${key} ${language}`).toBeTruthy();
    expect(imageTexts['uploader.imageLimit'].zh).toBe('当前限制最多可以上传{{limit}}张图片');
    expect(imageTexts['uploader.imageTooLarge'].zh).toBe('图片大小超过{{size}}{{unit}}');
    expect(imageTexts['uploader.imageRequired'].zh).toBe('请上传图片');
  });
});
