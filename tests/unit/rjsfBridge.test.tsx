// rjsf widgets inside Kiln: @rjsf/antd's own widgets registered with
// fromRjsfWidget under specs of ours draw in a Kiln form, write the store,
// report leaving the field, stay still while another field is typed in, and
// their compiled schema is what the server checks.
import { Profiler, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { Widgets } from '@rjsf/antd';
import type { WidgetProps } from '@rjsf/utils';
import type { Envelope, Transport } from '@core/api/envelope';
import { compileForm, type FormNode } from '@core/form';
import { widgetCatalog, type WidgetSpec } from '@core/widgets';
import { optionSource, placeholder } from '@core/widgets/properties';
import { optionValue } from '@core/widgets/choices';
import { i18n } from '@app/i18n';
import { validateBody } from '@server/http/bodyValidator';
import { fromRjsfWidget, WidgetProvider } from '@widgets/index';
import { ApiProvider, createApi } from '@widgets/runtime/ApiContext';
import { FormStore } from '@renderers/form/store/FormStore';
import { FormView } from '@renderers/form/view/FormView';

const transport: Transport = async <T,>() => ({ code: 200, msg: '', data: { list: [] } }) as Envelope<T>;
const api = createApi(transport);
const noSchemaIssues = () => [];

/** rjsf's widget, counted each time it draws. */
function counted(Widget: ComponentType<WidgetProps>, counts: { value: number }) {
  return function CountedWidget(props: WidgetProps) {
    return (
      <Profiler id="rjsf" onRender={() => (counts.value += 1)}>
        <Widget {...props} />
      </Profiler>
    );
  };
}

const noteSpec: WidgetSpec = {
  key: 'rjsfNote',
  kind: 'field',
  group: 'advanced',
  label: 'widget.textarea',
  properties: [placeholder, { name: 'rows', label: 'designer.rows', editor: 'number', type: 'integer', default: 2, min: 1, max: 20 }],
  valueSchema: () => ({ type: 'string', maxLength: 20 }),
  columnType: () => ({ kind: 'text' }),
  format: (value) => String(value ?? ''),
};

const choiceSpec: WidgetSpec = {
  key: 'rjsfChoice',
  kind: 'field',
  group: 'advanced',
  label: 'widget.select',
  properties: [optionSource, placeholder],
  valueSchema: optionValue,
  columnType: () => ({ kind: 'string', length: 20 }),
};

const noteRenders = { value: 0 };
fromRjsfWidget(noteSpec, counted(Widgets.TextareaWidget, noteRenders));
fromRjsfWidget(choiceSpec, Widgets.SelectWidget);

const nodes: FormNode[] = [
  { id: 'title', widget: 'comInput', field: 'title', label: '标题' },
  { id: 'note', widget: 'rjsfNote', field: 'note', label: 'menu.remark', props: { rows: 5, placeholder: 'menu.remark' }, rules: { required: true } },
  {
    id: 'kind',
    widget: 'rjsfChoice',
    field: 'kind',
    label: '类别',
    props: { options: { kind: 'static', options: [{ label: 'common.yes', value: 'y' }, { label: 'common.no', value: 'n' }] } },
  },
];

function draw(store: FormStore) {
  return render(
    <AntApp>
      <ApiProvider api={api}>
        <WidgetProvider>
          <FormView store={store} labelWidth={100} />
        </WidgetProvider>
      </ApiProvider>
    </AntApp>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

describe('an rjsf widget registered with fromRjsfWidget', () => {
  it('is in the catalog under the key its spec gives', () => {
    expect(widgetCatalog().map((spec) => spec.key)).toEqual(expect.arrayContaining(['rjsfNote', 'rjsfChoice']));
  });

  it('draws @rjsf/antd\'s textarea with the node\'s properties and writes what is typed into the store', () => {
    const form = compileForm(nodes);
    const store = new FormStore(form, 'create', null, noSchemaIssues);
    draw(store);
    const textarea = within(screen.getByTestId('field-note')).getByRole('textbox') as HTMLTextAreaElement;
    // rows and placeholder come from the node's props, translated.
    expect(textarea.rows).toBe(5);
    expect(textarea.placeholder).toBe('备注');
    fireEvent.change(textarea, { target: { value: '两箱' } });
    expect(store.value('note')).toBe('两箱');
    expect(textarea.value).toBe('两箱');
    // What the store would save, the server takes; too long a text it refuses.
    expect(validateBody(form.schema, store.prepared())).toEqual([]);
    fireEvent.change(textarea, { target: { value: '箱'.repeat(21) } });
    expect(validateBody(form.schema, store.prepared())).toEqual([{ field: 'note', message: { key: 'form.maxLength?max=20' } }]);
  });

  it('checks the field when it is left, as Kiln\'s own widgets do', async () => {
    const store = new FormStore(compileForm(nodes), 'create', null, () => [{ instancePath: '/note', keyword: 'errorMessage', message: 'form.required', params: {} }]);
    draw(store);
    const textarea = within(screen.getByTestId('field-note')).getByRole('textbox');
    await act(async () => {
      fireEvent.focus(textarea);
      fireEvent.blur(textarea);
    });
    expect(screen.getByTestId('error-note').textContent).toBe('不能为空');
    expect(screen.getByTestId('field-note').getAttribute('aria-invalid')).toBe('true');
  });

  it('stays still while another field is typed in', () => {
    const store = new FormStore(compileForm(nodes), 'create', null, noSchemaIssues);
    draw(store);
    const before = noteRenders.value;
    fireEvent.change(screen.getByTestId('field-title'), { target: { value: 'a' } });
    fireEvent.change(screen.getByTestId('field-title'), { target: { value: 'ab' } });
    expect(store.value('title')).toBe('ab');
    expect(noteRenders.value).toBe(before);
    // Its own keystroke draws it (antd's textarea may commit once more inside).
    fireEvent.change(within(screen.getByTestId('field-note')).getByRole('textbox'), { target: { value: 'c' } });
    expect(noteRenders.value).toBeGreaterThan(before);
  });

  it('is disabled when the field is read-only', () => {
    const store = new FormStore(compileForm([{ ...nodes[1], readOnly: true }]), 'create', null, noSchemaIssues);
    draw(store);
    expect(within(screen.getByTestId('field-note')).getByRole('textbox')).toHaveProperty('disabled', true);
  });

  it('gives @rjsf/antd\'s select the option source\'s options with their words, and stores the value picked', async () => {
    const store = new FormStore(compileForm(nodes), 'create', null, noSchemaIssues);
    draw(store);
    await act(async () => {
      fireEvent.mouseDown(within(screen.getByTestId('field-kind')).getByRole('combobox'));
    });
    const option = await screen.findByTitle('否');
    await act(async () => {
      fireEvent.click(option);
    });
    expect(store.value('kind')).toBe('n');
  });

  it('is checked on the server by its spec\'s value schema with the node\'s rules', () => {
    const form = compileForm(nodes);
    expect(validateBody(form.schema, { note: '两箱', kind: 'y' })).toEqual([]);
    expect(validateBody(form.schema, { note: 'x'.repeat(21) })).toEqual([{ field: 'note', message: { key: 'form.maxLength?max=20' } }]);
    const byField = (issues: ReturnType<typeof validateBody>) => [...issues].sort((a, b) => a.field.localeCompare(b.field));
    expect(byField(validateBody(form.schema, { kind: 'z' }))).toEqual([
      { field: 'kind', message: { key: 'form.invalidValue' } },
      { field: 'note', message: { key: 'form.required' } },
    ]);
  });
});
