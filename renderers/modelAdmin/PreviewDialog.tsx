// 预览: the model's form as staff will meet it, drawn by the form renderer — in
// the edit view (fields to fill, conditions and calculations live) and in the
// read-only view of the same values. Nothing is saved, so the store checks with
// a validator that accepts every value (the build-time validators exist only for
// the page schemas, and the CSP forbids compiling one here).
import { useEffect, useState } from 'react';
import { Alert, Button, Empty, Modal, Segmented, Space, Spin, Typography } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import { compileForm, FormCompileError } from '@core/form';
import type { ActionDialogProps } from '../page/actionDialogs';
import { FormStore, type SchemaValidator } from '../form/store/FormStore';
import { FormView } from '../form/view/FormView';
import { modelOf, useModelApi } from './useModelApi';

const acceptsEverything: SchemaValidator = () => [];

type Loaded = { store: FormStore } | { problem: string } | null;

export default function PreviewDialog({ values, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const api = useModelApi();
  const { id, name } = modelOf(values);
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [view, setView] = useState<'edit' | 'view'>('edit');

  useEffect(() => {
    if (!id) return;
    let live = true;
    let made: FormStore | null = null;
    void api.get(id).then((result) => {
      if (!live || result.code !== 200) return;
      try {
        made = new FormStore(compileForm(result.data.design.form), 'create', null, acceptsEverything);
        setLoaded({ store: made });
      } catch (error) {
        if (!(error instanceof FormCompileError)) throw error;
        setLoaded({ problem: error.message });
      }
    });
    return () => {
      live = false;
      made?.dispose();
    };
  }, [api, id]);

  const body = () => {
    if (!loaded) return <Spin />;
    if ('problem' in loaded) return <Alert type="error" showIcon title={t('webDesign.previewBroken', { problem: loaded.problem })} />;
    if (loaded.store.compiled.nodes.length === 0) return <Empty description={t('webDesign.emptyForm')} />;
    return <FormView store={loaded.store} viewOnly={view === 'view'} />;
  };

  return (
    <Modal
      open
      title={t('webDesign.previewTitle', { name })}
      width={900}
      onCancel={onClose}
      destroyOnHidden
      data-testid="preview-dialog"
      footer={
        <Button onClick={onClose} data-testid="preview-close">
          {t('common.close')}
        </Button>
      }
    >
      <Space style={{ marginBottom: 16, justifyContent: 'space-between', width: '100%' }}>
        <Segmented<'edit' | 'view'>
          value={view}
          onChange={setView}
          options={[
            { value: 'edit', label: <span data-testid="preview-edit">{t('webDesign.previewEdit')}</span> },
            { value: 'view', label: <span data-testid="preview-view">{t('webDesign.previewView')}</span> },
          ]}
        />
        <Typography.Text type="secondary">{t('webDesign.previewHint')}</Typography.Text>
      </Space>
      {body()}
    </Modal>
  );
}
