// A form page's data: a store for the record (read first when editing), the
// save that checks everything the server will check, and the server's refusal
// shown field by field.
import { useEffect, useState } from 'react';
import { App as AntApp } from 'antd';
import type { FormPageSchema } from '@core/schema/types';
import type { FieldError } from '@core/api/envelope';
import { resolveCall } from '@core/schema/placeholders';
import { useApi } from '@widgets/runtime/ApiContext';
import { FormStore, type SchemaValidator } from './store/FormStore';
import { compiledForm } from './compiledForms';

export type FormValues = Record<string, unknown>;

const successSeconds = 1.5;

/** A record's values as its get call answers them: as they are, or inside `{id, data}` with data JSON text. */
function recordValues(schema: FormPageSchema, answer: FormValues): FormValues {
  if (schema.api.record !== 'data') return answer;
  const data = answer.data;
  return typeof data === 'string' ? (JSON.parse(data) as FormValues) : ((data as FormValues | undefined) ?? {});
}

export function useFormController(
  schema: FormPageSchema,
  mode: 'create' | 'edit' | 'view',
  recordId: string | null,
  initial: FormValues,
  validator: SchemaValidator,
  onSaved: () => void,
) {
  const api = useApi();
  const { message } = AntApp.useApp();
  // The form is mounted afresh for each record, so its store is made once, here.
  const existing = mode !== 'create';
  const [store] = useState(() => new FormStore(compiledForm(schema), existing ? 'edit' : 'create', recordId, validator, initial));
  const [loading, setLoading] = useState(Boolean(existing && schema.api.get));
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!existing || !schema.api.get) return;
    let live = true;
    const call = resolveCall(schema.api.get, { id: recordId ?? '' });
    void api.transport<FormValues>(call.method, call.url, call.params).then((result) => {
      if (!live) return;
      if (result.code === 200 && result.data) store.load({ ...initial, ...recordValues(schema, result.data) });
      setLoading(false);
    });
    return () => {
      live = false;
    };
    // The record loads once per mounted form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, store]);

  useEffect(() => () => store.dispose(), [store]);

  const save = async (): Promise<boolean> => {
    if (mode === 'view') return false;
    const target = mode === 'edit' ? schema.api.update : schema.api.create;
    const values = store.prepared();
    if (!target || !store.validateAll(values)) return false;
    setSaving(true);
    const call = resolveCall(target, { ...values, id: recordId ?? '' });
    const body = schema.api.record === 'data' ? { ...call.params, data: values } : { ...call.params, ...values };
    const result = await api.transport<{ errors?: FieldError[] } | null>(call.method, call.url, body);
    setSaving(false);
    if (result.code !== 200) {
      // The server names every field it refused; show each where the field is.
      if (result.data?.errors?.length) store.applyIssues(result.data.errors);
      return false;
    }
    if (schema.afterSave?.includes('resetDictionaries')) api.dictionaries.reset();
    void message.success({ content: result.msg, duration: successSeconds });
    onSaved();
    return true;
  };

  return { store, loading, saving, save };
}
