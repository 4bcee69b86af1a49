// The import wizard (spec 02 §2.6, §4, §5.4, §8) in jsdom: its three steps,
// Next held until a file is uploaded, only the latest file kept, a refused
// upload leaving the list, the size and type checks, the empty-list warning,
// the result with its counts and failed rows and their export, and the list
// page's toolbar action that loads it and refreshes the list after an import.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { Envelope, Transport } from '@core/api/envelope';
import type { ImportResult } from '@core/api/imports';
import type { ListPageSchema } from '@core/schema/types';
import { i18n } from '@app/i18n';
import { addTexts } from '@app/i18n/instance';
import { ApiProvider, createApi } from '@widgets/runtime/ApiContext';
import { PageRenderer } from '@renderers/index';
import { ImportWizard } from '@renderers/import/ImportWizard';
import { importWizardTexts } from '@renderers/import/texts';
import { drawWithApi } from './apiHarness';

addTexts(importWizardTexts);

const base = '/api/permission/Users';
interface Call {
  method: string;
  url: string;
  payload: unknown;
}
let calls: Call[] = [];
let uploadAnswer: (name: string) => Envelope<unknown>;
let importAnswer: ImportResult;

const ok = <T,>(data: T, msg = ''): Envelope<T> => ({ code: 200, msg, data });

const transport: Transport = async <T,>(method: string, url: string, payload?: unknown) => {
  calls.push({ method, url, payload });
  const answer = (): Envelope<unknown> => {
    if (url === `${base}/Uploader`) return uploadAnswer(((payload as FormData).get('file') as File).name);
    if (url === `${base}/ImportPreview`)
      return ok({
        headerRow: [
          { id: 'account', fullName: '账户', jnpfKey: 'comInput', children: [] },
          { id: 'realName', fullName: '姓名', jnpfKey: 'comInput', children: [] },
        ],
        dataRow: [
          { account: 'a1', realName: '甲' },
          { account: 'a2', realName: '乙' },
        ],
      });
    if (url === `${base}/ImportData`) return ok(importAnswer, '导入成功');
    if (url === `${base}/ImportExceptionData` || url === `${base}/TemplateDownload`) return ok({ name: 'x.xlsx', url: '/api/file/Download/export/1?ticket=t' });
    if (url === base) return ok({ list: [{ id: 'u1', account: 'a1' }], pagination: { currentPage: 1, pageSize: 20, total: 1 } });
    return ok(null);
  };
  return answer() as Envelope<T>;
};

const callsTo = (path: string) => calls.filter((call) => call.url === `${base}${path}`);
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const xlsx = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const next = () => screen.getByTestId('import-next');
/** The files the upload list shows (jsdom never ends the leave animation of a removed one). */
const listedFiles = () =>
  [...document.querySelectorAll('.ant-upload-list-item-container:not(.ant-upload-animate-leave) .ant-upload-list-item-name')].map((item) => item.textContent);
const uploaded = (name: string) => ok({ name: `id-${name}`, fileId: `id-${name}`, fileName: name, fileSize: 10 }, '上传成功');

function draw(onClose = vi.fn()) {
  render(
    <AntApp>
      <ApiProvider api={createApi(transport)}>
        <ImportWizard base={base} onClose={onClose} />
      </ApiProvider>
    </AntApp>,
  );
  return onClose;
}

async function toPreview() {
  choose(xlsx('users.xlsx'));
  await waitFor(() => expect(next()).toHaveProperty('disabled', false));
  fireEvent.click(next());
  await screen.findByTestId('import-preview');
}

const clickedLinks: string[] = [];
beforeEach(async () => {
  calls = [];
  clickedLinks.length = 0;
  uploadAnswer = uploaded;
  importAnswer = { resultType: 0, snum: 2, fnum: 0, failResult: [] };
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clickedLinks.push(this.getAttribute('href') ?? '');
  });
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('step 1: upload', () => {
  it('is a 1000px dialog in three steps, with Next held until a file is uploaded', async () => {
    draw();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('批量导入')).toBeTruthy();
    for (const step of ['上传文件', '数据预览', '导入数据']) expect(within(dialog).getAllByText(step).length).toBeGreaterThan(0);
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('1000px');
    expect(screen.getByText('文件后缀名必须是xls或xlsx，文件大小不超过500KB，最多支持导入1000条数据')).toBeTruthy();
    expect(next()).toHaveProperty('disabled', true);

    choose(xlsx('users.xlsx'));
    await waitFor(() => expect(next()).toHaveProperty('disabled', false));
    expect(await screen.findByText('上传成功')).toBeTruthy();
    const sent = callsTo('/Uploader')[0].payload as FormData;
    expect((sent.get('file') as File).name).toBe('users.xlsx');
  });

  it('keeps only the latest file', async () => {
    draw();
    choose(xlsx('first.xlsx'));
    await screen.findByText('first.xlsx');
    choose(xlsx('second.xlsx'));
    await waitFor(() => expect(listedFiles()).toEqual(['second.xlsx']));
    fireEvent.click(next());
    await waitFor(() => expect(callsTo('/ImportPreview')[0]?.payload).toEqual({ fileName: 'id-second.xlsx' }));
  });

  it('drops a file the server refused, and Next stays held', async () => {
    uploadAnswer = () => ({ code: 400, msg: '无法读取该文件', data: null });
    draw();
    choose(xlsx('broken.xlsx'));
    await waitFor(() => expect(callsTo('/Uploader')).toHaveLength(1));
    await waitFor(() => expect(listedFiles()).toEqual([]));
    expect(next()).toHaveProperty('disabled', true);
  });

  it('refuses a file of 500KB or more, and one that is not .xls/.xlsx, without sending it', async () => {
    draw();
    choose(xlsx('big.xlsx', 500 * 1024));
    expect(await screen.findByText('文件大小不能超过500KB')).toBeTruthy();
    choose(new File(['a,b'], 'users.csv', { type: 'text/csv' }));
    expect(await screen.findByText('请上传xls或xlsx格式的文件')).toBeTruthy();
    expect(callsTo('/Uploader')).toHaveLength(0);
    expect(listedFiles()).toEqual([]);
  });

  it('downloads the template by its link, and Cancel closes without a refresh', async () => {
    const onClose = draw();
    fireEvent.click(screen.getByTestId('import-template'));
    await waitFor(() => expect(clickedLinks).toEqual(['/api/file/Download/export/1?ticket=t']));
    fireEvent.click(screen.getByText('取 消'));
    expect(onClose).toHaveBeenCalledWith(false);
  });
});

describe('step 2: preview', () => {
  it('shows the rows to edit, goes back to the upload, and sends the edited rows', async () => {
    draw();
    await toPreview();
    const cells = screen.getAllByTestId('import-cell-realName') as HTMLInputElement[];
    expect(cells.map((cell) => cell.value)).toEqual(['甲', '乙']);
    fireEvent.change(cells[1], { target: { value: '丙' } });

    fireEvent.click(screen.getByTestId('import-prev'));
    expect(await screen.findByText('users.xlsx')).toBeTruthy();
    expect(next()).toHaveProperty('disabled', false);
    fireEvent.click(next());
    await screen.findByTestId('import-preview');
    fireEvent.change((screen.getAllByTestId('import-cell-realName') as HTMLInputElement[])[1], { target: { value: '丙' } });
    fireEvent.click(next());
    await waitFor(() => expect(callsTo('/ImportData')).toHaveLength(1));
    expect(callsTo('/ImportData')[0].payload).toEqual({ list: [{ account: 'a1', realName: '甲' }, { account: 'a2', realName: '丙' }] });
  });

  it('warns of an empty list and stays', async () => {
    draw();
    await toPreview();
    for (const button of screen.getAllByTestId('import-row-delete')) fireEvent.click(button);
    await waitFor(() => expect(screen.queryAllByTestId('import-row-delete')).toHaveLength(0));
    fireEvent.click(next());
    expect(await screen.findByText('导入数据为空')).toBeTruthy();
    expect(callsTo('/ImportData')).toHaveLength(0);
    expect(screen.getByTestId('import-preview')).toBeTruthy();
  });
});

describe('step 3: result', () => {
  it('says how many were imported, and closing asks the caller to refresh', async () => {
    const onClose = draw();
    await toPreview();
    fireEvent.click(next());
    expect(await screen.findByText('批量导入成功')).toBeTruthy();
    expect(screen.getByText('您已成功导入2条数据')).toBeTruthy();
    fireEvent.click(screen.getByTestId('import-close'));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('lists the failed rows with their reasons and counts, and exports them', async () => {
    const failure = { account: 'a2', realName: '乙', errorsInfo: '账户“a2”已存在' };
    importAnswer = { resultType: 1, snum: 1, fnum: 1, failResult: [failure] };
    draw();
    await toPreview();
    fireEvent.click(next());
    const failures = await screen.findByTestId('import-failures');
    expect(within(failures).getByText('错误提醒：导入失败数据展示')).toBeTruthy();
    expect(screen.getByTestId('import-normal-count').textContent).toBe('正常数据条数：1条');
    expect(screen.getByTestId('import-abnormal-count').textContent).toBe('异常数据条数：1条');
    const table = screen.getByTestId('import-failure-table');
    expect(within(table).getAllByText('异常原因').length).toBeGreaterThan(0);
    expect(within(table).getByText('账户“a2”已存在')).toBeTruthy();
    fireEvent.click(screen.getByTestId('import-export-failures'));
    await waitFor(() => expect(callsTo('/ImportExceptionData')).toHaveLength(1));
    expect(callsTo('/ImportExceptionData')[0].payload).toEqual({ list: [failure] });
    await waitFor(() => expect(clickedLinks).toEqual(['/api/file/Download/export/1?ticket=t']));
  });
});

describe('from a page schema', () => {
  const schema: ListPageSchema = {
    id: 'test.users',
    type: 'list',
    title: 'importWizard.title',
    module: 'permission.user',
    api: { list: { method: 'GET', url: base } },
    rowKey: 'id',
    paging: { pageSize: 20, pageSizes: [20] },
    columns: [{ prop: 'account', label: 'importWizard.index' }],
    toolbar: [{ key: 'importUsers', label: 'common.import', permission: 'btn_import', builtin: 'importWizard', importApi: base }],
  };

  it('opens the wizard, loaded on demand, and refreshes the list after an import', async () => {
    drawWithApi(transport, <PageRenderer schema={schema} />);
    fireEvent.click(await screen.findByTestId('action-importUsers'));
    expect(await screen.findByTestId('import-next')).toBeTruthy();
    await toPreview();
    fireEvent.click(next());
    await screen.findByText('批量导入成功');
    const listCalls = calls.filter((call) => call.url === base).length;
    fireEvent.click(screen.getByTestId('import-close'));
    await waitFor(() => expect(calls.filter((call) => call.url === base).length).toBe(listCalls + 1));
    await waitFor(() => expect(screen.queryByTestId('import-next')).toBeNull());
    // The first open compiles the wizard's module in the test run.
  }, 20_000);
});
