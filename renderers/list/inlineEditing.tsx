// An editable list (JNPF's 编辑表格): a row's 编辑 turns its editable cells into
// the fields' own edit widgets, over a form store of the record (the same
// compiled form, calculations and check the form drawer uses); 保存 sends the
// record through the form's update call, a new row (新增) through its create
// call, and what the check or the server refuses shows on the row.
import { useCallback, useMemo, useRef, useState } from 'react';
import { App as AntApp, Button, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@widgets/runtime/i18n';
import type { FieldError } from '@core/api/envelope';
import type { FormValues } from '@core/form';
import type { Action, FormPageSchema, ListPart } from '@core/schema/types';
import { resolveCall } from '@core/schema/placeholders';
import { useApi } from '@widgets/runtime/ApiContext';
import { useWidgetBinding } from '@widgets/runtime/WidgetContext';
import { widgetsOfNodes } from '@widgets/registryLoader';
import { useMessageText } from '@widgets/runtime/messages';
import type { FormStore } from '../form/store/FormStore';
import { controlInputs } from '../form/view/controlInputs';
import { useFormLookup } from '../page/formLookup';
import type { Row } from './useListController';

const successSeconds = 1;
/** The key of a row not saved yet: never a record's id. */
export const newRowPrefix = '__new:';

interface RowEdit {
  store: FormStore;
  isNew: boolean;
  saving: boolean;
  /** The server's refusal when it names no field. */
  message: string | null;
}

/** A record's values as the form's get call answers them: inside `{id, data}` with data JSON text, or as they are. */
function recordValues(schema: FormPageSchema, answer: FormValues): FormValues {
  if (schema.api.record !== 'data') return answer;
  const data = answer.data;
  return typeof data === 'string' ? (JSON.parse(data) as FormValues) : ((data as FormValues | undefined) ?? {});
}

export function useInlineEditing(part: ListPart, rowKey: string, reload: () => void) {
  const api = useApi();
  const { message } = AntApp.useApp();
  const lookup = useFormLookup();
  const [edits, setEdits] = useState<ReadonlyMap<string, RowEdit>>(new Map());
  const counter = useRef(0);
  const editable = part.editable;
  const opened = useMemo(() => (editable ? lookup(editable.form) : null), [editable, lookup]);
  const fields = useMemo(() => new Set(editable?.fields ?? []), [editable]);
  // The widgets a row's cells may draw: their bindings load with the list.
  const widgets = useMemo(() => (opened ? widgetsOfNodes(opened.schema.form) : []), [opened]);

  const put = useCallback((key: string, change: Partial<RowEdit> | null) => {
    setEdits((current) => {
      const next = new Map(current);
      const edit = current.get(key);
      if (change === null) {
        edit?.store.dispose();
        next.delete(key);
      } else if (edit) next.set(key, { ...edit, ...change });
      return next;
    });
  }, []);

  // The form's compiler, store and checks load with the first row edited, not with the list.
  const storeFor = useCallback(
    async (mode: 'create' | 'edit', recordId: string | null) => {
      if (!opened) return null;
      const [{ FormStore }, { validatorFor }, { compiledForm }] = await Promise.all([
        import('../form/store/FormStore'),
        import('../form/validators'),
        import('../form/compiledForms'),
      ]);
      return new FormStore(compiledForm(opened.schema), mode, recordId, opened.validator ?? validatorFor(opened.schema.id));
    },
    [opened],
  );

  /** Starts editing a listed record: its whole record is read, as the form would, so a save sends every field. */
  const start = useCallback(
    async (row: Row) => {
      const id = String(row[rowKey]);
      const store = await storeFor('edit', id);
      const get = opened?.schema.api.get;
      if (!store || !get || !opened) return;
      setEdits((current) => new Map(current).set(id, { store, isNew: false, saving: true, message: null }));
      const call = resolveCall(get, { id });
      void api
        .transport<FormValues>(call.method, call.url, call.params)
        .then((result) => {
          if (result.code === 200 && result.data) store.load(recordValues(opened.schema, result.data));
          put(id, result.code === 200 ? { saving: false } : { saving: false, message: result.msg });
        })
        .catch((error: unknown) => put(id, { saving: false, message: error instanceof Error ? error.message : String(error) }));
    },
    [api, opened, put, rowKey, storeFor],
  );

  const add = useCallback(async () => {
    const store = await storeFor('create', null);
    if (!store) return;
    counter.current += 1;
    const key = `${newRowPrefix}${counter.current}`;
    setEdits((current) => new Map([[key, { store, isNew: true, saving: false, message: null }], ...current]));
  }, [storeFor]);

  const save = useCallback(
    async (key: string) => {
      const edit = edits.get(key);
      const target = edit?.isNew ? opened?.schema.api.create : opened?.schema.api.update;
      if (!edit || !target || !opened) return;
      // What fails on the way (the check's script, the connection) shows on the row, which is then free to save again.
      const refused = (error: unknown) => put(key, { saving: false, message: error instanceof Error ? error.message : String(error) });
      let values: FormValues;
      try {
        values = edit.store.prepared();
        if (!edit.store.validateAll(values)) return put(key, { message: null });
      } catch (error) {
        return refused(error);
      }
      put(key, { saving: true, message: null });
      const call = resolveCall(target, { ...values, id: edit.isNew ? '' : key });
      const body = opened.schema.api.record === 'data' ? { ...call.params, data: values } : { ...call.params, ...values };
      const result = await api.transport<{ errors?: FieldError[] } | null>(call.method, call.url, body).catch((error: unknown) => {
        refused(error);
        return null;
      });
      if (!result) return;
      if (result.code !== 200) {
        if (result.data?.errors?.length) edit.store.applyIssues(result.data.errors);
        return put(key, { saving: false, message: result.data?.errors?.length ? null : result.msg });
      }
      void message.success({ content: result.msg, duration: successSeconds });
      put(key, null);
      reload();
    },
    [api, edits, message, opened, put, reload],
  );

  /** Whether the action opens the list's own form: an editable list edits in place instead. */
  const handles = (action: Action) => Boolean(editable && opened && action.opens?.form === editable.form && action.opens.mode !== 'view');

  /** The action that opens the form, in place: a new row for `create`, the row for `edit`. */
  const open = (action: Action, values: Record<string, unknown>) => void (action.opens?.mode === 'create' ? add() : start(values as Row));

  /** New rows first, as JNPF's 编辑表格 adds them at the top. */
  const newRows: Row[] = [...edits].filter(([, edit]) => edit.isNew).map(([key]) => ({ [rowKey]: key }));

  return { edits, fields, widgets, newRows, handles, open, save, cancel: (key: string) => put(key, null) };
}

export type InlineEditing = ReturnType<typeof useInlineEditing>;

/** One editable cell of a row being edited: the field's edit widget on the row's store, its error under it. */
export const InlineCell = observer(function InlineCell({ store, path }: { store: FormStore; path: string }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const field = store.compiled.fields.find((candidate) => candidate.path === path);
  const binding = useWidgetBinding(field?.widget ?? '');
  const onChange = useCallback((value: unknown) => store.setValue(path, value), [store, path]);
  const onBlur = useCallback(() => store.validateField(path), [store, path]);
  const Edit = binding?.edit;
  if (!field || !Edit) return null;
  const error = store.error(path);
  return (
    <div className="kiln-cell" data-testid={`inline-${path}`}>
      <Edit
        id={`inline-${store.recordId ?? 'new'}-${path}`}
        name={path}
        {...controlInputs(field, t)}
        value={store.value(path)}
        onChange={onChange}
        onBlur={onBlur}
        disabled={store.isReadOnly(field)}
        invalid={Boolean(error)}
        form={store}
        compact
      />
      {error && (
        <div className="kiln-field-error" role="alert" data-testid={`inline-error-${path}`}>
          {text(error)}
        </div>
      )}
    </div>
  );
});

/** 保存 and 取消 of a row being edited, with what was refused outside its drawn cells (a field not in the list, the server's words). */
export const InlineRowActions = observer(function InlineRowActions({
  editing,
  rowKey,
  shown,
}: {
  editing: InlineEditing;
  rowKey: string;
  shown: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const edit = editing.edits.get(rowKey);
  if (!edit) return null;
  const fieldsOf = new Map(edit.store.compiled.fields.map((field) => [field.path, field]));
  const elsewhere = [...edit.store.errors].filter(([path]) => !shown.has(path));
  const problems = [...elsewhere.map(([path, error]) => `${t(fieldsOf.get(path)?.label ?? path)}：${text(error)}`), ...(edit.message ? [edit.message] : [])];
  return (
    <div>
      <Space size={0}>
        <Button type="link" size="small" loading={edit.saving} onClick={() => void editing.save(rowKey)} data-testid={`inline-save-${rowKey}`}>
          {t('list.save')}
        </Button>
        <Button type="link" size="small" onClick={() => editing.cancel(rowKey)} data-testid={`inline-cancel-${rowKey}`}>
          {t('common.cancel')}
        </Button>
      </Space>
      {problems.map((problem) => (
        <div key={problem} className="kiln-field-error" role="alert" data-testid="inline-row-error">
          {problem}
        </div>
      ))}
    </div>
  );
});
