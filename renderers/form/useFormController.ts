// A form page's data: load the record when editing, save it, and tell the page.
import { useEffect, useState } from 'react';
import { App as AntApp } from 'antd';
import type { FormPageSchema } from '@core/schema/types';
import { resolveCall } from '@core/schema/placeholders';
import { useApi } from '@widgets/runtime/ApiContext';

export type FormValues = Record<string, unknown>;

const successSeconds = 1.5;

export function useFormController(schema: FormPageSchema, mode: 'create' | 'edit', recordId: string | null, initial: FormValues, onSaved: () => void) {
  const api = useApi();
  const { message } = AntApp.useApp();
  const [values, setValues] = useState<FormValues>(initial);
  const [loading, setLoading] = useState(Boolean(mode === 'edit' && schema.api.get));
  const [saving, setSaving] = useState(false);
  // The form is mounted afresh for each record, so the record loads once, here.
  useEffect(() => {
    if (mode !== 'edit' || !schema.api.get) return;
    let live = true;
    const call = resolveCall(schema.api.get, { id: recordId ?? '' });
    void api.transport<FormValues>(call.method, call.url, call.params).then((result) => {
      if (!live) return;
      if (result.code === 200) setValues(result.data);
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [api, mode, recordId, schema]);

  const save = async (data: FormValues): Promise<boolean> => {
    const target = mode === 'edit' ? schema.api.update : schema.api.create;
    if (!target) return false;
    setSaving(true);
    const call = resolveCall(target, { ...data, id: recordId ?? '' });
    const result = await api.transport(call.method, call.url, { ...call.params, ...data });
    setSaving(false);
    if (result.code !== 200) return false;
    if (schema.afterSave?.includes('resetDictionaries')) api.dictionaries.reset();
    void message.success({ content: result.msg, duration: successSeconds });
    onSaved();
    return true;
  };

  return { values, setValues, loading, saving, save };
}
