// 新建 / 编辑 a model's basic info: the form schema onlineDev.webDesign.infoForm
// drawn by the form renderer and checked by its build-time validator; the save
// puts the table name into the design (a new model's is empty) and sends the
// Base body, showing each refusal on its field.
import { useEffect, useState } from 'react';
import { App as AntApp, Button, Modal, Space, Spin } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import type { ModelDesign } from '@core/model/design';
import type { FormPageSchema } from '@core/schema/types';
import { compiledForm } from '../form/compiledForms';
import { FormStore } from '../form/store/FormStore';
import { validatorFor } from '../form/validators';
import { FormView } from '../form/view/FormView';
import { useFormSchema } from '../page/schemaRegistry';
import type { ActionDialogProps } from '../page/actionDialogs';
import { formFieldOf, modelInputOf } from './modelInput';
import { modelOf, useModelApi } from './useModelApi';

export const modelInfoFormId = 'onlineDev.webDesign.infoForm';
const successSeconds = 1.5;

export default function ModelInfoDialog(props: ActionDialogProps) {
  const schema = useFormSchema(modelInfoFormId);
  return schema ? <ModelInfoForm schema={schema} {...props} /> : null;
}

function ModelInfoForm({ schema, values, onClose, onChanged }: ActionDialogProps & { schema: FormPageSchema }) {
  const { t } = useTranslation();
  const api = useModelApi();
  const { message } = AntApp.useApp();
  const { id } = modelOf(values);
  const [store] = useState(() => new FormStore(compiledForm(schema), id ? 'edit' : 'create', id, validatorFor(schema.id)));
  const [design, setDesign] = useState<ModelDesign | null>(null);
  const [loading, setLoading] = useState(Boolean(id));
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!id) return;
    let live = true;
    void api.get(id).then((result) => {
      if (!live) return;
      if (result.code === 200) {
        const { design: stored, ...info } = result.data;
        store.load(info);
        setDesign(stored);
      }
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [api, id, store]);

  useEffect(() => () => store.dispose(), [store]);

  const save = async () => {
    const prepared = store.prepared();
    if (!store.validateAll(prepared)) return;
    setSaving(true);
    const input = modelInputOf(prepared, design);
    const result = id ? await api.update(id, input) : await api.create(input);
    setSaving(false);
    if (result.code !== 200) {
      const errors = (result.data as { errors?: { field: string; message: string }[] } | null)?.errors ?? [];
      store.applyIssues(errors.map((issue) => ({ ...issue, field: formFieldOf(issue.field) })));
      return;
    }
    void message.success({ content: result.msg, duration: successSeconds });
    onChanged();
    onClose();
  };

  return (
    <Modal
      open
      title={t(id ? schema.titles.edit : schema.titles.create)}
      width={schema.width}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      data-testid={`form-${schema.id}`}
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} disabled={loading} onClick={() => void save()} data-testid="form-save">
            {t('common.ok')}
          </Button>
        </Space>
      }
    >
      {loading ? <Spin /> : <FormView store={store} labelWidth={schema.labelWidth} />}
    </Modal>
  );
}
