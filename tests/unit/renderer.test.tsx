// The generic renderer draws a list schema: columns and formatted cells, paging
// and keyword search asked of the API, the form it opens, and buttons hidden
// without their permission. The transport answers like the server would.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Envelope, Transport } from '@core/api/envelope';
import type { ListPageSchema } from '@core/schema/types';
import { i18n } from '@app/i18n';
import type { Permissions } from '@widgets/runtime/permissions';
import { PageRenderer } from '@renderers/index';
import { administrator, drawWithApi } from './apiHarness';

const schema: ListPageSchema = {
  id: 'test.rules',
  type: 'list',
  title: 'route.system.billRule',
  module: 'system.billRule',
  api: { list: { method: 'GET', url: '/api/system/BillRule' } },
  rowKey: 'id',
  keyword: true,
  paging: { pageSize: 20, pageSizes: [20, 50] },
  columns: [
    { prop: 'fullName', label: 'billRule.fullName' },
    { prop: 'enabledMark', label: 'common.status', format: { kind: 'enabled' } },
  ],
  toolbar: [{ key: 'addRule', label: 'common.add', permission: 'btn_add', opens: { form: 'system.billRule.form', mode: 'create' }, initial: { digit: 4 } }],
  rowActions: [
    { key: 'deleteRule', label: 'common.delete', permission: 'btn_remove', confirm: 'common.deleteConfirm', call: { method: 'DELETE', url: '/api/system/BillRule/{id}' } },
    { key: 'stateRule', label: 'common.status', permission: 'btn_edit', more: true, call: { method: 'PUT', url: '/api/system/BillRule/{id}/Actions/State' } },
  ],
};

let calls: { method: string; url: string; payload: Record<string, unknown> }[] = [];

const transport: Transport = async <T,>(method: string, url: string, payload?: unknown) => {
  calls.push({ method, url, payload: (payload ?? {}) as Record<string, unknown> });
  if (url === '/api/system/BillRule') {
    const page = Number((payload as { currentPage?: number }).currentPage ?? 1);
    const list = Array.from({ length: 2 }, (_, i) => ({ id: `r${page}${i}`, fullName: `规则${page}-${i}`, enabledMark: i === 0 ? 1 : 0 }));
    return { code: 200, msg: '', data: { list, pagination: { currentPage: page, pageSize: 20, total: 45 } } } as Envelope<T>;
  }
  return { code: 200, msg: '', data: { list: [] } } as Envelope<T>;
};

function draw(permissions: Permissions) {
  drawWithApi(transport, <PageRenderer schema={schema} />, permissions);
}

beforeEach(async () => {
  calls = [];
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

describe('list page renderer', () => {
  it('draws the columns and formats the cells', async () => {
    draw(administrator);
    await screen.findByText('规则1-0');
    expect(screen.getAllByText('业务名称').length).toBeGreaterThan(0);
    expect(screen.getAllByText('启用').length).toBeGreaterThan(0);
    expect(screen.getAllByText('禁用').length).toBeGreaterThan(0);
    expect(screen.getByText('共 45 条')).toBeTruthy();
  });

  it('asks the server for the next page and for a keyword', async () => {
    draw(administrator);
    await screen.findByText('规则1-0');
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('规则2-0');
    expect(calls.at(-1)?.payload).toMatchObject({ currentPage: 2, pageSize: 20 });
    fireEvent.change(screen.getByTestId('list-keyword'), { target: { value: '销售' } });
    fireEvent.click(screen.getByTestId('list-search'));
    await waitFor(() => expect(calls.at(-1)?.payload).toMatchObject({ keyword: '销售', currentPage: 1 }));
  });

  it('opens the form its toolbar action names', async () => {
    draw(administrator);
    fireEvent.click(await screen.findByTestId('action-addRule'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新建规则')).toBeTruthy();
    // The form's widget bindings load with it: its fields draw once they are in.
    expect(await within(dialog).findByText('流水前缀')).toBeTruthy();
  });

  it('hides buttons the user has no permission for, and shows granted ones', async () => {
    draw({ isAdministrator: false, buttons: new Map([['system.billRule', new Set(['btn_remove'])]]) });
    await screen.findByText('规则1-0');
    expect(screen.queryByTestId('action-addRule')).toBeNull();
    expect(screen.getByTestId('action-deleteRule-r10')).toBeTruthy();
    // The only 更多 action is not granted: no 更多 menu at all.
    expect(screen.queryByTestId('action-more-r10')).toBeNull();
  });

  it('lists a row\'s `more` actions in its 更多 menu and runs the one chosen', async () => {
    draw(administrator);
    await screen.findByText('规则1-0');
    expect(screen.queryByTestId('action-stateRule-r10')).toBeNull();
    fireEvent.click(screen.getByTestId('action-more-r10'));
    fireEvent.click(await screen.findByTestId('action-stateRule-r10'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT' && call.url === '/api/system/BillRule/r10/Actions/State')).toBe(true));
  });
});
