// Models the online-development tests design, release and fill: a small
// expense claim with a dictionary-free select, a date, a number, and lines
// whose amounts are calculated, and the info around it.
import type { ModelInput } from '@core/api/visualdev';
import type { ModelDesign } from '@core/model/design';
import { emptyListDesign } from '@core/model/design';
import type { FormNode } from '@core/form';
import { modelCategories } from '@server/modules/visualdev/models';
import type { TestServer } from './harness';

export const claimForm = (): FormNode[] => [
  { id: 'nTitle', widget: 'comInput', field: 'title', label: '标题', rules: { required: true, maxLength: 100 } },
  {
    id: 'nKind',
    widget: 'select',
    field: 'kind',
    label: '类别',
    props: {
      options: {
        kind: 'static',
        options: [
          { label: '差旅', value: 'travel' },
          { label: '办公', value: 'office' },
        ],
      },
    },
    rules: { maxLength: 20 },
  },
  { id: 'nDate', widget: 'date', field: 'claimDate', label: '日期' },
  { id: 'nAmount', widget: 'numInput', field: 'amount', label: '金额', props: { precision: 2 } },
  {
    id: 'nLines',
    widget: 'table',
    field: 'lines',
    label: '明细',
    children: [
      { id: 'nItem', widget: 'comInput', field: 'item', label: '项目', rules: { maxLength: 50 } },
      { id: 'nQty', widget: 'numInput', field: 'qty', label: '数量', props: { precision: 0 } },
      { id: 'nPrice', widget: 'numInput', field: 'price', label: '单价', props: { precision: 2 } },
      { id: 'nLineTotal', widget: 'calculate', field: 'lineTotal', label: '小计', props: { expression: 'qty * price', precision: 2 } },
    ],
  },
];

export function claimDesign(table = 'ext_claim'): ModelDesign {
  return {
    form: claimForm(),
    list: {
      ...emptyListDesign(),
      columns: [{ field: 'title' }, { field: 'kind' }, { field: 'claimDate' }, { field: 'amount', sortable: true }, { field: 'creatorUserId' }],
      search: [
        { field: 'kind', searchType: 1 },
        { field: 'claimDate', searchType: 3 },
      ],
      keywordFields: ['title'],
    },
    tables: { main: { table, columns: {} }, subTables: {} },
  };
}

/** The webDesign dictionary's first item: a category every model may take. */
export async function modelCategory(server: TestServer): Promise<string> {
  const [first] = await modelCategories(server.app.kiln.db);
  return first.id;
}

export async function claimInput(server: TestServer, code = 'claim', table = 'ext_claim'): Promise<ModelInput> {
  return {
    fullName: `报销单${code}`,
    enCode: code,
    category: await modelCategory(server),
    webType: 2,
    description: '',
    sortCode: 1,
    design: claimDesign(table),
  };
}
