// Draws a form of a few nodes in jsdom as the app does (store, view, API and
// widget providers), checked by the server's own body validator, so widget tests
// read like the spec: what a field shows, stores, and what the server refuses.
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { Envelope, Transport } from '@core/api/envelope';
import { compileForm, type FormNode } from '@core/form';
import type { FormValues } from '@core/form';
import { validateBody } from '@server/http/bodyValidator';
import '@app/i18n';
import '@widgets/index';
import { WidgetProvider } from '@widgets/index';
import { ApiProvider, createApi } from '@widgets/runtime/ApiContext';
import { FormStore } from '@renderers/form/store/FormStore';
import { FormView } from '@renderers/form/view/FormView';

const transport: Transport = async <T,>() => ({ code: 200, msg: '', data: { list: [] } }) as Envelope<T>;
export const testApi = createApi(transport);

export interface DrawOptions {
  mode?: 'create' | 'edit';
  recordId?: string | null;
  values?: FormValues;
  viewOnly?: boolean;
}

/** Compiles the nodes, fills a store, and draws the form (or its read-only view). */
export function drawForm(nodes: FormNode[], { mode = 'create', recordId = null, values = {}, viewOnly = false }: DrawOptions = {}) {
  const form = compileForm(nodes);
  // The browser checks with the same messages as the server (its build-time validator is this schema compiled).
  const validator = (input: FormValues) =>
    validateBody(form.schema, input).map((issue) => ({ instancePath: `/${issue.field}`, keyword: 'errorMessage', message: issue.message.key, params: {} }));
  const store = new FormStore(form, mode, recordId, validator, values);
  const view = render(
    <AntApp>
      <ApiProvider api={testApi}>
        <WidgetProvider>
          <FormView store={store} labelWidth={100} viewOnly={viewOnly} />
        </WidgetProvider>
      </ApiProvider>
    </AntApp>,
  );
  return { form, store, view };
}

/** What the server says of a body under the compiled form's schema: `[{field, message}]`, empty when it accepts it. */
export function serverIssues(nodes: FormNode[], body: FormValues) {
  return validateBody(compileForm(nodes).schema, body).map((issue) => ({ field: issue.field, message: issue.message.key }));
}
