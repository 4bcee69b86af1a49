// A menu entry of type 3: a released model's list and form, drawn by the
// generic renderer from the page schemas the server works out for the entry
// and its user. Fetched each time the page opens, so a new release shows
// without reloading the application; the same answer keeps its schema objects,
// so its compiled form is reused.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Result, Spin } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import type { FormNode } from '@core/form';
import type { ModelPagesAnswer } from '@core/model/pages';
import { useApi } from '@widgets/runtime/ApiContext';
import { ModelRecordProvider, type ModelRecordOpener } from '@widgets/runtime/ModelRecordContext';
import { FormPage } from '../form/FormPage';
import { PageRenderer } from '../page/PageRenderer';
import { FormLookupContext, useFormLookup, type FormLookup } from '../page/formLookup';
import type { SchemaValidator } from '../form/store/FormStore';
import { modelValidator } from './validatorRuntime';

interface LoadedModel {
  pages: ModelPagesAnswer;
  validator: SchemaValidator;
}

/** The last answer for each model and entry, by its text: an unchanged answer keeps its objects. */
const lastAnswers = new Map<string, { text: string; loaded: LoadedModel }>();

const hiddenFieldsOf = (nodes: readonly FormNode[]): string[] =>
  nodes.flatMap((node) => [...(node.visible === false && node.field ? [node.field] : []), ...hiddenFieldsOf(node.children ?? [])]);

async function loadModel(transport: ReturnType<typeof useApi>['transport'], modelId: string, menuId: string): Promise<LoadedModel | null> {
  const result = await transport<ModelPagesAnswer>('GET', `/api/visualdev/OnlineDev/${encodeURIComponent(modelId)}/Pages`, menuId ? { menuId } : {});
  if (result.code !== 200) return null;
  const key = `${modelId}|${menuId}`;
  const text = JSON.stringify(result.data);
  const known = lastAnswers.get(key);
  if (known?.text === text) return known.loaded;
  const validator = await modelValidator(result.data.validator, new Set(hiddenFieldsOf(result.data.form.form)));
  const loaded = { pages: result.data, validator };
  lastAnswers.set(key, { text, loaded });
  return loaded;
}

/** Opens a record of any released model the user may read, in its form's read-only view (a related form's link). */
function useRecordOpener(): { opener: ModelRecordOpener; overlay: ReactNode } {
  const api = useApi();
  const [overlay, setOverlay] = useState<ReactNode>(null);
  const opener = useMemo<ModelRecordOpener>(
    () => ({
      openRecord: (modelId, recordId) =>
        void loadModel(api.transport, modelId, '').then((loaded) => {
          if (!loaded) return;
          const close = () => setOverlay(null);
          setOverlay(<FormPage schema={loaded.pages.form} validator={loaded.validator} mode="view" recordId={recordId} onClose={close} onSaved={close} />);
        }),
    }),
    [api],
  );
  return { opener, overlay };
}

export function ModelPage({ modelId, menuId }: { modelId: string; menuId: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const outer = useFormLookup();
  const records = useRecordOpener();
  const [state, setState] = useState<LoadedModel | 'failed' | null>(null);

  useEffect(() => {
    let live = true;
    void loadModel(api.transport, modelId, menuId).then(
      (loaded) => live && setState(loaded ?? 'failed'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [api, modelId, menuId]);

  const lookup = useMemo<FormLookup>(() => {
    if (!state || state === 'failed') return outer;
    const { form } = state.pages;
    return (id) => (id === form.id ? { schema: form, validator: state.validator } : outer(id));
  }, [state, outer]);

  if (state === null) return <Spin />;
  if (state === 'failed') return <Result status="warning" title={t('model.unavailable')} />;
  return (
    <FormLookupContext.Provider value={lookup}>
      <ModelRecordProvider opener={records.opener}>
        <PageRenderer key={state.pages.list.id} schema={state.pages.list} />
        {records.overlay}
      </ModelRecordProvider>
    </FormLookupContext.Provider>
  );
}
