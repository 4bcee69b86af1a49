// The expense-claim model the released-model browser tests start from: a title,
// a kind chosen from two options and an amount, with the list the test gives.
import type { ModelInput } from '@core/api/visualdev';
import { emptyListDesign, type ListDesign } from '@core/model/design';

export function claimModel(options: { category: string; fullName: string; enCode: string; table: string; list: Partial<ListDesign> }): ModelInput {
  return {
    fullName: options.fullName,
    enCode: options.enCode,
    category: options.category,
    webType: 2,
    description: '',
    sortCode: 1,
    design: {
      form: [
        { id: 'nTitle', widget: 'comInput', field: 'title', label: '报销事由', rules: { required: true, maxLength: 100 } },
        {
          id: 'nKind',
          widget: 'select',
          field: 'kind',
          label: '费用类别',
          props: {
            options: {
              kind: 'static',
              options: [
                { label: '差旅', value: 'travel' },
                { label: '办公', value: 'office' },
              ],
            },
          },
        },
        { id: 'nAmount', widget: 'numInput', field: 'amount', label: '报销金额', props: { precision: 2 } },
      ],
      list: { ...emptyListDesign(), columns: [{ field: 'title' }, { field: 'kind' }, { field: 'amount' }], ...options.list },
      tables: { main: { table: options.table, columns: {} }, subTables: {} },
    },
  };
}
