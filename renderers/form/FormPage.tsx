// A form page in a dialog or a drawer (width from the schema): the compiled
// form drawn on its store, checked on blur and on save with the same rules as
// the server, each error shown where its field is; or, in view mode, the
// record drawn read-only by every widget's view, in the same tree and layout.
import { Button, Drawer, Modal, Space, Spin, theme } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import type { FormPageSchema } from '@core/schema/types';
import { FormView } from './view/FormView';
import { useFormController, type FormValues } from './useFormController';
import { validatorFor } from './validators';
import type { SchemaValidator } from './store/FormStore';

export interface FormPageProps {
  schema: FormPageSchema;
  /** A new record, an existing one to change, or one to look at (each read with the schema's get call first). */
  mode: 'create' | 'edit' | 'view';
  /** The record to edit; null for a new one, or for a page's single record (the profile). */
  recordId: string | null;
  /** Values a new record starts with (the selected category, say). */
  initial?: FormValues;
  /** The schema check; the build-time validator of the schema's id by default. */
  validator?: SchemaValidator;
  onClose(): void;
  onSaved(): void;
}

export function FormPage({ schema, mode, recordId, initial = {}, validator, onClose, onSaved }: FormPageProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const controller = useFormController(schema, mode, recordId, initial, validator ?? validatorFor(schema.id), onSaved);
  const viewing = mode === 'view';
  const title = viewing ? t(schema.titles.view ?? 'common.view') : t(mode === 'edit' ? schema.titles.edit : schema.titles.create);
  const submit = () => void controller.save().then((saved) => saved && onClose());

  const body = controller.loading ? <Spin /> : <FormView store={controller.store} labelWidth={schema.labelWidth} viewOnly={viewing} />;
  const footer = viewing ? (
    <Button onClick={onClose} data-testid="form-close">
      {t('common.close')}
    </Button>
  ) : (
    <Space>
      <Button onClick={onClose}>{t('common.cancel')}</Button>
      <Button type="primary" loading={controller.saving} onClick={submit} data-testid="form-save">
        {t('common.ok')}
      </Button>
    </Space>
  );

  if (schema.container === 'drawer') {
    return (
      <Drawer
        open
        title={title}
        size={schema.width}
        onClose={onClose}
        footer={footer}
        destroyOnHidden
        // An opaque body: Chromium layerises a transparent scrolling one again on every keystroke of a long form.
        styles={{ body: { background: token.colorBgContainer } }}
        data-testid={`form-${schema.id}`}
      >
        {body}
      </Drawer>
    );
  }
  return (
    <Modal open title={title} width={schema.width} onCancel={onClose} footer={footer} maskClosable={false} destroyOnHidden data-testid={`form-${schema.id}`}>
      {body}
    </Modal>
  );
}
