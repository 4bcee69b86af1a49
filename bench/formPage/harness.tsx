// The page the form benchmark drives: one form, drawn by the engine and in the
// shape the address names, with a render counter on every text input. Engines:
// Kiln's (compiled tree, per-field store, windowed sub-table); rjsf as Kiln's
// first form page used it (controlled, with a formContext object made anew each
// render); rjsf without that formContext; and a plain useState form.
import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App as AntApp, Input } from 'antd';
import { generateForm } from '@rjsf/antd';
import { getDefaultRegistry } from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import '@app/i18n';
import { compileForm, type FormNode } from '@core/form';
import { widgetCatalog } from '@core/widgets';
import { galleryForm } from '@core/widgets/gallery';
import { defaultBindings, WidgetProvider, type FieldProps } from '@widgets/index';
import { ApiProvider, createApi } from '@widgets/runtime/ApiContext';
import type { Envelope, Transport } from '@core/api/envelope';
import { FormStore } from '@renderers/form/store/FormStore';
import { FormView } from '@renderers/form/view/FormView';
import { benchShape, richColumns, tagOptions, type BenchShapeName, type BenchWindow } from './shape';

const params = new URLSearchParams(location.search);
const engine = params.get('engine') ?? 'kiln';
const shapeName = (params.get('shape') ?? 'fields') as BenchShapeName;
const catalogNodes = galleryForm(widgetCatalog());
const catalogFields = compileForm(catalogNodes).fields.map((field) => field.path);
const shape = benchShape(shapeName, Number(params.get('rows') ?? 1000), catalogFields);
const bench = window as unknown as BenchWindow;
bench.renders = 0;
const counted = () => {
  bench.renders += 1;
};

/** Marks the first paint after the form's commit. */
function Mounted({ started, children }: { started: number; children: ReactNode }) {
  useLayoutEffect(() => {
    requestAnimationFrame(() => setTimeout(() => (bench.mountMs = performance.now() - started)));
  }, [started]);
  return children;
}

const KilnText = defaultBindings().get('comInput')!.edit!;
function CountingKilnText(props: FieldProps) {
  counted();
  return <KilnText {...props} />;
}
const kilnOverrides = { comInput: { edit: CountingKilnText } };
const transport: Transport = async <T,>() => ({ code: 200, msg: '', data: { list: [] } }) as Envelope<T>;
const api = createApi(transport);

function kilnNodes(): FormNode[] {
  switch (shape.kind) {
    case 'fields':
      return shape.fields.map((name) => ({ id: name, widget: 'comInput', field: name, label: name }));
    case 'rows':
      return [{ id: 'rows', widget: 'table', field: 'rows', children: shape.columns.map((name) => ({ id: name, widget: 'comInput', field: name, label: name })) }];
    case 'catalog':
      return catalogNodes;
    case 'richRows':
      return [
        {
          id: 'rows',
          widget: 'table',
          field: 'rows',
          children: [
            ...shape.columns.map((name): FormNode => ({ id: name, widget: 'comInput', field: name, label: name })),
            { id: richColumns.files, widget: 'uploadFz', field: richColumns.files, label: richColumns.files, props: { width: 260 } },
            { id: richColumns.tags, widget: 'select', field: richColumns.tags, label: richColumns.tags, props: { multiple: true, width: 260, options: { kind: 'static', options: tagOptions } } },
          ],
        },
      ];
  }
}

function KilnForm() {
  const store = useMemo(() => new FormStore(compileForm(kilnNodes()), 'edit', 'bench', () => [], shape.values), []);
  return (
    <ApiProvider api={api}>
      <WidgetProvider overrides={kilnOverrides}>
        <FormView store={store} labelWidth={100} />
      </WidgetProvider>
    </ApiProvider>
  );
}

const SchemaForm = generateForm<Record<string, unknown>>();
// The antd theme draws text through core's TextWidget and its own input template.
const RjsfText = getDefaultRegistry().widgets.TextWidget;
function CountingRjsfText(props: WidgetProps) {
  counted();
  return <RjsfText {...props} />;
}
const rjsfWidgets = { TextWidget: CountingRjsfText };
const textProperties = (names: string[]) => Object.fromEntries(names.map((name) => [name, { type: 'string' as const, title: name }]));
const rjsfSchema: RJSFSchema =
  shape.kind === 'fields' || shape.kind === 'catalog'
    ? { type: 'object', properties: textProperties(shape.fields) }
    : { type: 'object', properties: { rows: { type: 'array', items: { type: 'object', properties: textProperties(shape.columns) } } } };

function RjsfForm({ withContext }: { withContext: boolean }) {
  const [values, setValues] = useState(shape.values);
  return (
    <SchemaForm
      schema={rjsfSchema}
      formData={values}
      formContext={withContext ? { formData: values } : undefined}
      validator={validator}
      widgets={rjsfWidgets}
      showErrorList={false}
      liveValidate="onBlur"
      noHtml5Validate
      onChange={(event) => setValues(event.formData ?? {})}
    />
  );
}

function StateText({ id, value, onChange }: { id: string; value: string; onChange(id: string, value: string): void }) {
  counted();
  return <Input id={id} value={value} onChange={(event) => onChange(id, event.target.value)} />;
}

function StateForm() {
  const [values, setValues] = useState(shape.values);
  if (shape.kind === 'fields' || shape.kind === 'catalog') {
    const change = (id: string, value: string) => setValues((previous) => ({ ...previous, [id.slice('state-'.length)]: value }));
    return (
      <div>
        {shape.fields.map((name) => (
          <label key={name} style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
            <span style={{ width: 100 }}>{name}</span>
            <StateText id={`state-${name}`} value={String(values[name] ?? '')} onChange={change} />
          </label>
        ))}
      </div>
    );
  }
  const rows = values.rows as Record<string, string>[];
  // As many text inputs per row as the Kiln table has cells (the rich rows' list and tags count as one each).
  const columns = shape.kind === 'richRows' ? [...shape.columns, richColumns.files, richColumns.tags] : shape.columns;
  const change = (id: string, value: string) => {
    const [, , index, column] = id.split('-');
    setValues((previous) => ({ ...previous, rows: (previous.rows as Record<string, string>[]).map((row, i) => (i === Number(index) ? { ...row, [column]: value } : row)) }));
  };
  return (
    <div>
      {rows.map((row, index) => (
        <div key={index} style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
          {columns.map((column) => (
            <StateText key={column} id={`state-rows-${index}-${column}`} value={String(row[column] ?? '')} onChange={change} />
          ))}
        </div>
      ))}
    </div>
  );
}

const forms: Record<string, () => ReactNode> = {
  kiln: () => <KilnForm />,
  rjsf: () => <RjsfForm withContext />,
  rjsfNoContext: () => <RjsfForm withContext={false} />,
  state: () => <StateForm />,
};

const started = performance.now();
createRoot(document.getElementById('root')!).render(
  <AntApp>
    <Mounted started={started}>{forms[engine]()}</Mounted>
  </AntApp>,
);
