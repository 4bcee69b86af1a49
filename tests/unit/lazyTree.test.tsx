// A tree table whose children load when a row opens (organisations, areas):
// opening a row asks for its children once, a row found to have none loses its
// expander, and a reload keeps the open rows open with their children asked again.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Envelope, Transport } from '@core/api/envelope';
import type { ListPageSchema } from '@core/schema/types';
import { i18n } from '@app/i18n';
import { PageRenderer } from '@renderers/index';
import { drawWithApi } from './apiHarness';

const schema: ListPageSchema = {
  id: 'test.areas',
  type: 'list',
  title: 'route.system.area',
  api: { list: { method: 'GET', url: '/api/areas' } },
  lazyChildren: { method: 'GET', url: '/api/areas/{id}/children' },
  rowKey: 'id',
  treeRows: true,
  keyword: false,
  paging: false,
  columns: [{ prop: 'fullName', label: 'area.fullName' }],
  toolbar: [{ key: 'refreshAreas', label: 'list.refresh', builtin: 'refresh' }],
};

let calls: string[] = [];
const children: Record<string, { id: string; fullName: string; hasChildren: boolean }[]> = {
  north: [{ id: 'city', fullName: '北城', hasChildren: false }],
  south: [],
};

const transport: Transport = async <T,>(_method: string, url: string) => {
  calls.push(url);
  const list = url === '/api/areas' ? [{ id: 'north', fullName: '北区', hasChildren: true }, { id: 'south', fullName: '南区', hasChildren: true }] : children[url.split('/')[3]];
  return { code: 200, msg: '', data: { list } } as Envelope<T>;
};

const expander = (name: string) => screen.getByText(name).closest('tr')!.querySelector<HTMLElement>('.ant-table-row-expand-icon');

beforeEach(async () => {
  calls = [];
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

describe('a lazy tree table', () => {
  it('loads a row\'s children when it opens, and again after a reload, keeping it open', async () => {
    drawWithApi(transport, <PageRenderer schema={schema} />);
    await screen.findByText('北区');
    fireEvent.click(expander('北区')!);
    await screen.findByText('北城');
    expect(calls.filter((url) => url === '/api/areas/north/children')).toHaveLength(1);

    fireEvent.click(expander('南区')!);
    await waitFor(() => expect(calls).toContain('/api/areas/south/children'));
    // 南区 has no children: no expander is left to open it again.
    await waitFor(() => expect(expander('南区')?.classList.contains('ant-table-row-expand-icon-spaced') ?? true).toBe(true));

    fireEvent.click(screen.getByTestId('action-refreshAreas'));
    await waitFor(() => expect(calls.filter((url) => url === '/api/areas/north/children')).toHaveLength(2));
    await screen.findByText('北城');
  });
});
