// The numbering-rule template picker (spec 02 §2.5): business categories on the
// left, that category's enabled rules on the right, choosing one closes it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Envelope, Transport } from '@core/api/envelope';
import { i18n } from '@app/i18n';
import { PickerDialog } from '@renderers/index';
import { drawWithApi } from './apiHarness';

const calls: { url: string; payload: Record<string, unknown> }[] = [];
const transport: Transport = async <T,>(_method: string, url: string, payload?: unknown) => {
  calls.push({ url, payload: (payload ?? {}) as Record<string, unknown> });
  if (url.includes('businessType')) return { code: 200, msg: '', data: { list: [{ id: 'sales', fullName: '销售' }, { id: 'hr', fullName: '人事' }] } } as Envelope<T>;
  const list = [{ id: 'r1', fullName: '销售订单', enCode: 'salesOrder', startNumber: '1' }];
  return { code: 200, msg: '', data: { list, pagination: { currentPage: 1, pageSize: 20, total: 1 } } } as Envelope<T>;
};

beforeEach(async () => {
  calls.length = 0;
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

describe('numbering-rule template picker', () => {
  it('lists the first category\'s rules, titled 模板, and hands back the chosen rule', async () => {
    const onPick = vi.fn();
    const onClose = vi.fn();
    drawWithApi(transport, <PickerDialog pageId="system.billRule.picker" onPick={onPick} onClose={onClose} />);
    expect(await screen.findByText('模板')).toBeTruthy();
    await screen.findByText('salesOrder');
    const listCall = calls.find((c) => c.url === '/api/system/BillRule/Selector');
    expect(listCall?.payload).toMatchObject({ categoryId: 'sales', currentPage: 1, pageSize: 20, sort: 'desc' });
    expect(screen.getAllByText('业务名称').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('action-pickRule-r1'));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ enCode: 'salesOrder' })));
    expect(onClose).toHaveBeenCalled();
  });
});
