// The data-interface form's adapter: the wire's JSON-in-string fields (dataConfigJson,
// fieldJson, parameterJson) become the form's fields and back, a static interface's rows
// are checked before they travel, and the server's refusals land on the form's fields.
import { describe, expect, it } from 'vitest';
import type { Envelope, HttpMethod, Transport } from '@core/api/envelope';
import { compileForm } from '@core/form';
import { prepareValues } from '@core/form';
import { loadPageSchemas } from '@server/schemas';
import '@server/widgets';
import { formFieldOf, interfaceFormTransport, staticDataProblem, toFormValues, toWire } from '@renderers/dataInterface/interfaceWire';
import { cellText, keyedRows, previewColumns } from '@renderers/dataInterface/previewRows';

const httpWire = {
  id: 'i1',
  fullName: '天气',
  enCode: 'weather',
  category: 'c1',
  type: 3,
  action: 3,
  hasPage: 1,
  sortCode: 2,
  enabledMark: 1,
  description: '',
  dataCountJson: '{"sqlData":{"sql":"SELECT count(*) FROM t"}}',
  dataConfigJson: JSON.stringify({
    sqlData: { sql: '' },
    staticData: '',
    apiData: {
      url: 'https://example.com/items',
      method: 2,
      header: [{ field: 'X-Key', value: '@token' }],
      query: [{ field: 'city', value: '{city}' }],
      body: '{"a":1}',
      rowsPath: 'data.list',
    },
  }),
  parameterJson: JSON.stringify([{ field: 'city', fieldName: '城市', dataType: 'varchar', required: 1, defaultValue: 'sh' }]),
  fieldJson: JSON.stringify([{ field: 'name', defaultValue: '名称' }]),
};

/** A transport that records what it was asked and answers what the test says. */
function recorder(answer: (method: HttpMethod, url: string, payload: unknown) => Envelope<unknown>) {
  const calls: { method: HttpMethod; url: string; payload: unknown }[] = [];
  const transport = (async (method: HttpMethod, url: string, payload?: unknown) => {
    calls.push({ method, url, payload });
    return answer(method, url, payload);
  }) as Transport;
  return { calls, transport };
}

const texts = { staticInvalid: (problem: string) => `invalid: ${problem}` };

describe('the data-interface form adapter', () => {
  it("opens the JSON-in-string fields into the form's fields and keeps what the form does not edit", () => {
    const values = toFormValues(httpWire);
    expect(values).toMatchObject({
      id: 'i1',
      type: 3,
      apiMethod: 2,
      apiUrl: 'https://example.com/items',
      apiHeader: [{ field: 'X-Key', value: '@token' }],
      apiQuery: [{ field: 'city', value: '{city}' }],
      apiBody: '{"a":1}',
      rowsPath: 'data.list',
      parameters: [{ field: 'city', fieldName: '城市', dataType: 'varchar', required: 1, defaultValue: 'sh' }],
      fields: [{ field: 'name', defaultValue: '名称' }],
      dataCountJson: httpWire.dataCountJson,
    });
    expect(values).not.toHaveProperty('dataConfigJson');
  });

  it('reads a record with broken or missing JSON as empty parts rather than failing', () => {
    const values = toFormValues({ id: 'x', type: 1, dataConfigJson: '{oops', fieldJson: 'null', parameterJson: undefined });
    expect(values).toMatchObject({ sql: '', staticData: '', apiUrl: '', apiMethod: 1, parameters: [], fields: [] });
    const rowsAsJson = toFormValues({ type: 2, dataConfigJson: JSON.stringify({ staticData: [{ id: 1 }] }) });
    expect(JSON.parse(rowsAsJson.staticData as string)).toEqual([{ id: 1 }]);
  });

  it("writes back exactly what JNPF's client sends, strings inside strings", () => {
    const wire = toWire(toFormValues(httpWire));
    expect(JSON.parse(wire.dataConfigJson as string)).toEqual(JSON.parse(httpWire.dataConfigJson));
    expect(JSON.parse(wire.parameterJson as string)).toEqual(JSON.parse(httpWire.parameterJson));
    expect(JSON.parse(wire.fieldJson as string)).toEqual(JSON.parse(httpWire.fieldJson));
    expect(wire).toMatchObject({ type: 3, action: 3, hasPage: 1, enabledMark: 1, dataCountJson: httpWire.dataCountJson });
    for (const formOnly of ['sql', 'staticData', 'apiUrl', 'apiHeader', 'parameters', 'fields']) expect(wire).not.toHaveProperty(formOnly);
  });

  it('empties the parts another type would use, drops nameless rows and types the parameters', () => {
    const wire = toWire({
      type: 1,
      sql: 'SELECT * FROM base_area WHERE parent_id = {parentId}',
      apiUrl: 'https://left.over',
      staticData: '[1]',
      hasPage: 1,
      parameters: [
        { field: ' parentId ', fieldName: '上级', dataType: 'int', required: true, defaultValue: 0 },
        { field: '', fieldName: 'empty row' },
        { field: 'q', dataType: 'nonsense' },
      ],
      fields: [{ field: 'id', defaultValue: '编号' }, { defaultValue: 'no field' }],
    });
    expect(JSON.parse(wire.dataConfigJson as string)).toEqual({
      sqlData: { sql: 'SELECT * FROM base_area WHERE parent_id = {parentId}' },
      staticData: '',
      apiData: { url: '', method: 1, header: [], query: [], body: '', rowsPath: '' },
    });
    expect(JSON.parse(wire.parameterJson as string)).toEqual([
      { field: 'parentId', fieldName: '上级', dataType: 'int', required: 1, defaultValue: '0' },
      { field: 'q', fieldName: '', dataType: 'varchar', required: 0, defaultValue: '' },
    ]);
    expect(JSON.parse(wire.fieldJson as string)).toEqual([{ field: 'id', defaultValue: '编号' }]);
    expect(wire.action).toBe(3);
    expect(toWire({ type: 2, staticData: '[]', hasPage: 1 }).hasPage).toBe(0);
    expect(toWire({ type: 2, staticData: '[]', dataCountJson: null })).not.toHaveProperty('dataCountJson');
  });

  it('sends no body on a GET source', () => {
    const config = JSON.parse(toWire({ type: 3, apiMethod: 1, apiUrl: 'https://a.b', apiBody: 'left over' }).dataConfigJson as string);
    expect(config.apiData.body).toBe('');
  });

  it('survives the form itself: values the form prepares (hidden fields dropped) still make a whole wire record', () => {
    const schema = loadPageSchemas().form('systemData.dataInterface.form');
    const form = compileForm(schema.form);
    const prepared = prepareValues(form, {
      ...form.defaults,
      ...toFormValues({ ...httpWire, type: 2, dataConfigJson: JSON.stringify({ staticData: '[{"id":1}]' }) }),
    });
    expect(prepared).not.toHaveProperty('apiUrl');
    expect(prepared).not.toHaveProperty('sql');
    const config = JSON.parse(toWire(prepared).dataConfigJson as string);
    expect(config.staticData).toBe('[{"id":1}]');
    expect(config.apiData.url).toBe('');
  });

  it('accepts only a JSON array as static rows', () => {
    expect(staticDataProblem('[{"id":"1","children":[]}]')).toBeUndefined();
    expect(staticDataProblem('{"id":1}')).toBe('notArray');
    expect(staticDataProblem('[{"id":')).toMatch(/JSON|Unexpected|end/i);
    expect(staticDataProblem(undefined)).toBeDefined();
  });

  it("names the form's field for a refused wire field", () => {
    expect(formFieldOf('dataConfigJson', 1)).toBe('sql');
    expect(formFieldOf('dataConfigJson', 2)).toBe('staticData');
    expect(formFieldOf('dataConfigJson', 3)).toBe('apiUrl');
    expect(formFieldOf('parameterJson/0/field', 1)).toBe('parameters');
    expect(formFieldOf('fieldJson', 1)).toBe('fields');
    expect(formFieldOf('enCode', 1)).toBe('enCode');
  });
});

describe("the form's transport", () => {
  it("reshapes the form's read and save, and leaves every other call alone", async () => {
    const { calls, transport } = recorder((method, url) => {
      if (method === 'GET' && url === '/api/system/DataInterface/i1') return { code: 200, msg: '', data: httpWire };
      return { code: 200, msg: 'ok', data: { list: [] } };
    });
    const adapted = interfaceFormTransport(transport, texts);
    const read = await adapted<Record<string, unknown>>('GET', '/api/system/DataInterface/i1');
    expect(read.data).toMatchObject({ apiUrl: 'https://example.com/items', fields: [{ field: 'name', defaultValue: '名称' }] });

    await adapted('PUT', '/api/system/DataInterface/i1', read.data);
    expect(typeof (calls[1].payload as Record<string, unknown>).dataConfigJson).toBe('string');

    await adapted('POST', '/api/system/DataInterface', { type: 1, sql: 'SELECT 1' });
    expect(JSON.parse((calls[2].payload as { dataConfigJson: string }).dataConfigJson).sqlData.sql).toBe('SELECT 1');

    const listQuery = { currentPage: 1 };
    const list = await adapted('GET', '/api/system/DictionaryData/DataInterfaceType/Data/Selector', listQuery);
    expect(list.data).toEqual({ list: [] });
    await adapted('POST', '/api/system/DataInterface/i1/Actions/Preview', { paramList: [] });
    expect(calls[4].payload).toEqual({ paramList: [] });
  });

  it('refuses static rows that are not a JSON array without calling the server, naming the field', async () => {
    const { calls, transport } = recorder(() => ({ code: 200, msg: '', data: null }));
    const answer = await interfaceFormTransport(transport, texts)<{ errors: { field: string; message: string }[] }>('POST', '/api/system/DataInterface', {
      type: 2,
      staticData: '{"not":"rows"}',
    });
    expect(calls).toHaveLength(0);
    expect(answer.code).toBe(400);
    expect(answer.data.errors).toEqual([{ field: 'staticData', message: 'invalid: notArray' }]);
  });

  it("puts the server's refusal of dataConfigJson on the type's own field", async () => {
    const { transport } = recorder(() => ({ code: 400, msg: 'SQL只能查询', data: { errors: [{ field: 'dataConfigJson', message: 'SQL只能查询' }] } }));
    const answer = await interfaceFormTransport(transport, texts)<{ errors: { field: string }[] }>('POST', '/api/system/DataInterface', {
      type: 1,
      sql: 'DELETE FROM x',
    });
    expect(answer.msg).toBe('SQL只能查询');
    expect(answer.data.errors[0].field).toBe('sql');
  });
});

describe('the preview table', () => {
  const tree = [
    { id: '1', fullName: '华东', children: [{ id: '11', fullName: '上海', code: 'sh', children: [] }] },
    { id: '2', fullName: '华北', extra: { a: 1 } },
  ];

  it('has a column per field the rows carry, over the whole tree, children not one of them', () => {
    expect(previewColumns(tree)).toEqual(['id', 'fullName', 'code', 'extra']);
    expect(previewColumns([])).toEqual([]);
  });

  it('keys rows by their place and keeps the tree, leaves without an empty children list', () => {
    const rows = keyedRows(tree);
    expect(rows.map((row) => row.__key)).toEqual(['0', '1']);
    expect(rows[0].children?.[0]).toEqual({ id: '11', fullName: '上海', code: 'sh', __key: '0-0' });
    expect(rows[1]).not.toHaveProperty('children');
  });

  it('writes values out as text', () => {
    expect([cellText(null), cellText(3), cellText(false), cellText({ a: 1 }), cellText('x')]).toEqual(['', '3', 'false', '{"a":1}', 'x']);
  });
});
