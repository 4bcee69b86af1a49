// The preview dialog of a data interface: its declared parameters start at their
// defaults, 预览 sends the values typed (an empty one left to the server's default),
// the rows come back in a table with a column per field, a refusal shows the server's message.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@app/i18n';
import type { Envelope, HttpMethod, Transport } from '@core/api/envelope';
import PreviewDialog from '@renderers/dataInterface/PreviewDialog';
import { drawWithApi } from './apiHarness';

const parameters = [
  { field: 'parentId', fieldName: '上级地区', dataType: 'varchar', required: 1, defaultValue: '-1' },
  { field: 'level', fieldName: '', dataType: 'int', required: 0, defaultValue: '' },
];

function server(preview: (payload: unknown) => Envelope<unknown>) {
  const sent: unknown[] = [];
  const transport = (async (method: HttpMethod, url: string, payload?: unknown) => {
    if (method === 'GET' && url === '/api/system/DataInterface/GetParam/i1') return { code: 200, msg: '', data: parameters };
    if (method === 'POST' && url === '/api/system/DataInterface/i1/Actions/Preview') {
      sent.push(payload);
      return preview(payload);
    }
    return { code: 404, msg: `unexpected ${method} ${url}`, data: null };
  }) as Transport;
  return { sent, transport };
}

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const open = (transport: Transport) =>
  drawWithApi(transport, <PreviewDialog values={{ id: 'i1', fullName: '下级地区' }} onClose={() => undefined} onChanged={() => undefined} />);

describe('the interface preview', () => {
  it('sends the parameters typed and shows the rows with a column per field', async () => {
    const { sent, transport } = server(() => ({
      code: 200,
      msg: '',
      data: [
        { id: '320100', fullName: '南京市' },
        { id: '320200', fullName: '无锡市', extra: { a: 1 } },
      ],
    }));
    open(transport);
    const parentId = await screen.findByTestId('preview-param-parentId');
    expect((parentId as HTMLInputElement).value).toBe('-1');
    fireEvent.change(parentId, { target: { value: '320000' } });
    fireEvent.click(screen.getByTestId('preview-run'));
    const rows = await screen.findByTestId('preview-rows');
    await within(rows).findByText('南京市');
    expect(within(rows).getByText('{"a":1}')).toBeTruthy();
    expect(
      within(rows)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['id', 'fullName', 'extra']);
    expect(sent).toEqual([{ paramList: [{ field: 'parentId', defaultValue: '320000' }] }]);
    expect(screen.getByText('返回数据（共 2 条）')).toBeTruthy();
  });

  it("shows the server's message when the call is refused", async () => {
    const { transport } = server(() => ({ code: 400, msg: '参数 level 须为整数', data: null }));
    open(transport);
    fireEvent.change(await screen.findByTestId('preview-param-level'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByTestId('preview-run'));
    await waitFor(() => expect(screen.getByTestId('preview-error').textContent).toContain('参数 level 须为整数'));
    expect(screen.queryByTestId('preview-rows')).toBeNull();
  });
});
