// An editable list (编辑表格) drawn from a model's pages, over a transport that
// answers like the server: 编辑 reads the record into the row's edit widgets; a
// save the form's check refuses shows the message in the cell and sends nothing;
// a valid one is sent by the form's update and the row closes; what the server
// refuses without naming a field shows on the row, which may then save again;
// 新增 opens a row at the top that the form's create saves.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Envelope, Transport } from '@core/api/envelope';
import { compileForm, type FormNode } from '@core/form';
import { emptyListDesign, type ModelDesign } from '@core/model/design';
import { modelPages } from '@core/model/pages';
import { i18n } from '@app/i18n';
import { validatorScript } from '@server/modules/visualdev/runtime/validatorScript';
import { PageRenderer } from '@renderers/index';
import { FormLookupContext, type FormLookup } from '@renderers/page/formLookup';
import type { SchemaValidator } from '@renderers/form/store/FormStore';
import { modelValidator } from '@renderers/model/validatorRuntime';
import { drawWithApi } from './apiHarness';

const form: FormNode[] = [
  { id: 'nTitle', widget: 'comInput', field: 'title', label: '报销事由', rules: { required: true, maxLength: 100 } },
  { id: 'nAmount', widget: 'numInput', field: 'amount', label: '报销金额', props: { precision: 2 } },
];
const design: ModelDesign = {
  form,
  list: { ...emptyListDesign(), type: 4, columns: [{ field: 'title' }, { field: 'amount' }] },
  tables: { main: { table: 'ext_claim', columns: {} }, subTables: {} },
};
const pages = modelPages(
  { id: 'm1', fullName: '报销', version: 1, design, form: compileForm(form) },
  { menuId: 'e1', module: 'claims', seesColumn: () => true, seesField: () => true },
);
const model = '/api/visualdev/OnlineDev/m1';

interface Call {
  method: string;
  url: string;
  payload: Record<string, unknown>;
}
let calls: Call[] = [];
/** What the next update answers: the server's refusal of a duplicate, or its success. */
let updateAnswer: Envelope<unknown>;
const writes = () => calls.filter((call) => call.method !== 'GET' && !call.url.endsWith('/List'));

const transport: Transport = async <T,>(method: string, url: string, payload?: unknown) => {
  calls.push({ method, url, payload: (payload ?? {}) as Record<string, unknown> });
  const answer = (data: unknown, code = 200, msg = '') => ({ code, msg, data }) as Envelope<T>;
  if (url === `${model}/List`) return answer({ list: [{ id: 'r1', title: '打印纸', amount: 96 }], pagination: { currentPage: 1, pageSize: 20, total: 1 } });
  if (method === 'GET' && url === `${model}/r1`) return answer({ id: 'r1', data: JSON.stringify({ title: '打印纸', amount: 96 }) });
  if (method === 'PUT') return updateAnswer as Envelope<T>;
  if (method === 'POST' && url === model) return answer(null, 200, '新建成功');
  return answer({ list: [] });
};

let validator: SchemaValidator;
beforeAll(async () => {
  // The form's own check, as the browser loads it from the server.
  validator = await modelValidator(`data:text/javascript;base64,${Buffer.from(validatorScript(compileForm(form))).toString('base64')}`, new Set());
});
beforeEach(async () => {
  calls = [];
  updateAnswer = { code: 200, msg: '更新成功', data: null };
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

function draw() {
  const lookup: FormLookup = (id) => {
    if (id !== pages.form.id) throw new Error(`no form ${id}`);
    return { schema: pages.form, validator };
  };
  drawWithApi(
    transport,
    <FormLookupContext.Provider value={lookup}>
      <PageRenderer schema={pages.list} />
    </FormLookupContext.Provider>,
  );
}

const titleInput = () => within(screen.getByTestId('inline-title')).getByRole('textbox') as HTMLInputElement;

describe('an editable list', { timeout: 30_000 }, () => {
  it('refuses an emptied required cell on the row without sending it, then saves the row by the form update', async () => {
    draw();
    fireEvent.click(await screen.findByTestId('action-edit-r1'));
    await waitFor(() => expect(titleInput().value).toBe('打印纸'));
    const save = screen.getByTestId('inline-save-r1');
    await waitFor(() => expect(save.className).not.toContain('loading'));
    fireEvent.change(titleInput(), { target: { value: '' } });
    fireEvent.click(save);
    expect((await screen.findByTestId('inline-error-title')).textContent).toBe('不能为空');
    expect(writes()).toEqual([]);

    fireEvent.change(titleInput(), { target: { value: 'A4 打印纸' } });
    fireEvent.click(screen.getByTestId('inline-save-r1'));
    await waitFor(() => expect(screen.queryByTestId('inline-title')).toBeNull());
    expect(writes()).toMatchObject([{ method: 'PUT', url: `${model}/r1`, payload: { menuId: 'e1', data: { title: 'A4 打印纸', amount: 96 } } }]);
  });

  it('shows on the row what the server refuses without naming a field, and saves again', async () => {
    updateAnswer = { code: 400, msg: '数据已存在', data: null };
    draw();
    fireEvent.click(await screen.findByTestId('action-edit-r1'));
    await waitFor(() => expect(titleInput().value).toBe('打印纸'));
    fireEvent.click(screen.getByTestId('inline-save-r1'));
    expect((await screen.findByTestId('inline-row-error')).textContent).toBe('数据已存在');
    updateAnswer = { code: 200, msg: '更新成功', data: null };
    await waitFor(() => expect(screen.getByTestId('inline-save-r1').className).not.toContain('loading'));
    fireEvent.click(screen.getByTestId('inline-save-r1'));
    await waitFor(() => expect(screen.queryByTestId('inline-save-r1')).toBeNull());
    expect(writes().map((call) => call.method)).toEqual(['PUT', 'PUT']);
  });

  it('adds a row at the top that the form create saves', async () => {
    draw();
    await screen.findByText('打印纸');
    fireEvent.click(screen.getByTestId('action-add'));
    const added = await screen.findByTestId('inline-save-__new:1');
    expect(screen.getAllByRole('row')[1].contains(added)).toBe(true);
    fireEvent.change(titleInput(), { target: { value: '订书机' } });
    fireEvent.click(added);
    await waitFor(() => expect(screen.queryByTestId('inline-save-__new:1')).toBeNull());
    expect(writes()).toMatchObject([{ method: 'POST', url: model, payload: { menuId: 'e1', data: { title: '订书机' } } }]);
  });
});
