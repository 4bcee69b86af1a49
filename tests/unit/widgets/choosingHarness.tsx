// What the tests of the choosing and range widgets share: a form of nodes drawn
// in jsdom over a fake transport that answers like the server (areas by parent,
// area names by id paths, dictionaries), and the server's check of a body.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { Ajv } from 'ajv';
import type { Envelope, Transport } from '@core/api/envelope';
import { compileForm, type CompiledForm, type FormNode } from '@core/form';
import { addKilnVocabulary, ajvOptions, withPlainText, type SchemaError } from '@core/validation';
import { validateBody } from '@server/http/bodyValidator';
import '@widgets/index';
import { ApiProvider, createApi, type Api } from '@widgets/runtime/ApiContext';
import { FormStore } from '@renderers/form/store/FormStore';
import { FormView } from '@renderers/form/view/FormView';

export interface Call {
  method: string;
  url: string;
  payload: unknown;
}

/** A small slice of the area table: 广东省 › 深圳市 › 南山区/福田区, 北京市 › 市辖区 › 东城区. */
export const areas: Record<string, { id: string; fullName: string; isLeaf: boolean }[]> = {
  '-1': [
    { id: '440000', fullName: '广东省', isLeaf: false },
    { id: '110000', fullName: '北京市', isLeaf: false },
  ],
  '440000': [{ id: '440300', fullName: '深圳市', isLeaf: false }],
  '440300': [
    { id: '440305', fullName: '南山区', isLeaf: true },
    { id: '440304', fullName: '福田区', isLeaf: true },
  ],
  '110000': [{ id: '110100', fullName: '市辖区', isLeaf: false }],
  '110100': [{ id: '110101', fullName: '东城区', isLeaf: false }],
  '110101': [{ id: '110101001', fullName: '东华门街道', isLeaf: true }],
};
const areaNames = new Map(
  Object.values(areas)
    .flat()
    .map((area) => [area.id, area.fullName]),
);

/** Dictionaries the cache loads: their lists can be changed between loads. */
export const dictionaries = {
  list: [
    {
      id: 'd-type',
      enCode: 'businessType',
      fullName: '业务类型',
      isTree: 1,
      dictionaryList: [
        { id: 'sales', enCode: 'sales', fullName: '销售', children: [{ id: 'retail', enCode: 'retail', fullName: '零售' }] },
        { id: 'hr', enCode: 'hr', fullName: '人事' },
      ],
    },
  ] as {
    id: string;
    enCode: string;
    fullName: string;
    isTree: number;
    dictionaryList: { id: string; enCode: string; fullName: string; children?: unknown[] }[];
  }[],
};

/** A transport answering the area and dictionary calls (and what `extra` answers), recording every call. */
export function fakeServer(extra: (url: string, payload: unknown) => unknown = () => undefined) {
  const calls: Call[] = [];
  const transport: Transport = async <T,>(method: string, url: string, payload?: unknown) => {
    calls.push({ method, url, payload });
    const answer = (data: unknown) => ({ code: 200, msg: '', data }) as Envelope<T>;
    const selector = /^\/api\/system\/Area\/([^/]+)\/Selector\/0$/.exec(url);
    if (selector) return answer({ list: (areas[decodeURIComponent(selector[1])] ?? []).map((area) => ({ ...area, hasChildren: !area.isLeaf })) });
    if (url === '/api/system/Area/GetAreaByIds') {
      const { idsList } = payload as { idsList: string[][] };
      return answer(idsList.map((path) => path.map((id) => areaNames.get(id) ?? id)));
    }
    if (url === '/api/system/DictionaryData/All') return answer({ list: structuredClone(dictionaries.list) });
    return answer(extra(url, payload) ?? { list: [] });
  };
  return { calls, api: createApi(transport) };
}

const noSchemaIssues = () => [];

/** The browser's check of a compiled form with the same ajv setup as the server's. */
export function browserValidator(form: CompiledForm) {
  const validate = addKilnVocabulary(new Ajv(ajvOptions)).compile(withPlainText(structuredClone(form.schema)));
  return (values: Record<string, unknown>) => (validate(values) ? [] : ((validate.errors ?? []) as SchemaError[]));
}

/** Draws a form of the nodes; returns its store. */
export function drawForm(
  nodes: FormNode[],
  api: Api,
  options: { values?: Record<string, unknown>; viewOnly?: boolean; around?: (form: ReactNode) => ReactNode; validate?: boolean } = {},
) {
  const form = compileForm(nodes);
  const store = new FormStore(
    form,
    options.values ? 'edit' : 'create',
    options.values ? 'r1' : null,
    options.validate ? browserValidator(form) : noSchemaIssues,
    options.values ?? {},
  );
  const view = <FormView store={store} labelWidth={100} viewOnly={options.viewOnly} />;
  const result = render(
    <AntApp>
      <ApiProvider api={api}>{options.around ? options.around(view) : view}</ApiProvider>
    </AntApp>,
  );
  return { store, form, ...result };
}

/** The server's verdict on a body for a form of the nodes: its issues, empty when accepted. */
export function serverIssues(nodes: FormNode[], body: Record<string, unknown>) {
  return validateBody(compileForm(nodes).schema, body);
}
