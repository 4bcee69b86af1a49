// 预览 and 生成JSON over the tree being designed: the real form renderer (as the
// models screen's preview draws a saved model) in the edit and the read-only
// view, or the authoring tree as formatted JSON, read-only.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Empty, Modal, Segmented } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import { checkForm, type FormNode } from '@core/form';
import { FormStore, type SchemaValidator } from '../form/store/FormStore';
import { FormView } from '../form/view/FormView';

/** Nothing is saved from a preview, so the schema check accepts every value (the CSP forbids compiling one here). */
const acceptsEverything: SchemaValidator = () => [];

export function DesignerPreview({ tree, onClose }: { tree: FormNode[]; onClose(): void }) {
  const { t } = useTranslation();
  const [view, setView] = useState<'edit' | 'view'>('edit');
  const checked = useMemo(() => checkForm(tree), [tree]);
  const store = useMemo(() => (checked.form ? new FormStore(checked.form, 'create', null, acceptsEverything) : null), [checked]);
  useEffect(() => () => store?.dispose(), [store]);
  return (
    <Modal open title={t('designer.preview')} width={900} onCancel={onClose} footer={null} destroyOnHidden data-testid="designer-preview">
      <Segmented<'edit' | 'view'>
        style={{ marginBottom: 16 }}
        value={view}
        onChange={setView}
        options={[
          { value: 'edit', label: <span data-testid="designer-preview-edit">{t('webDesign.previewEdit')}</span> },
          { value: 'view', label: <span data-testid="designer-preview-view">{t('webDesign.previewView')}</span> },
        ]}
      />
      {!store && <Alert type="error" showIcon title={t('designer.previewBroken', { count: checked.problems.length })} />}
      {store && tree.length === 0 && <Empty description={t('webDesign.emptyForm')} />}
      {store && tree.length > 0 && <FormView key={view} store={store} viewOnly={view === 'view'} />}
    </Modal>
  );
}

export function DesignerJson({ tree, onClose }: { tree: FormNode[]; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal open title={t('designer.json')} width={800} onCancel={onClose} footer={null} destroyOnHidden>
      <pre className="kiln-designer-json" data-testid="designer-json">
        {JSON.stringify(tree, null, 2)}
      </pre>
    </Modal>
  );
}
