// A form page in a dialog or drawer (width from the schema): rjsf with the
// registered widgets, validated on blur and on save with the schema's messages.
import { useMemo, useRef } from 'react';
import { Drawer, Modal, Spin, Button, Space } from 'antd';
import { generateForm } from '@rjsf/antd';
import type CoreForm from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { FormPageSchema } from '@core/schema/types';
import { formWidgets } from '@widgets/index';
import { translateErrors, validatorFor } from './validator';
import { prepareUiSchema } from './uiSchema';
import { useFormController, type FormValues } from './useFormController';

const SchemaForm = generateForm<FormValues>();

export interface FormPageProps {
  schema: FormPageSchema;
  /** A new record, or an existing one (read with the schema's get call first). */
  mode: 'create' | 'edit';
  /** The record to edit; null for a new one, or for a page's single record (the profile). */
  recordId: string | null;
  /** Values a new record starts with (the selected category, say). */
  initial?: FormValues;
  onClose(): void;
  onSaved(): void;
}

export function FormPage({ schema, mode, recordId, initial = {}, onClose, onSaved }: FormPageProps) {
  const { t } = useTranslation();
  const formRef = useRef<CoreForm<FormValues>>(null);
  const controller = useFormController(schema, mode, recordId, initial, onSaved);
  const uiSchema = useMemo(() => prepareUiSchema(schema, t, mode === 'edit'), [schema, t, mode]);
  const widgets = useMemo(() => formWidgets(), []);
  const transformErrors = useMemo(() => translateErrors(t), [t]);
  const title = t(mode === 'edit' ? schema.titles.edit : schema.titles.create);

  const submit = () => {
    const form = formRef.current;
    if (!form || !form.validateForm()) return;
    void controller.save(form.state.formData ?? {}).then((saved) => saved && onClose());
  };

  const body = controller.loading ? (
    <Spin />
  ) : (
    <SchemaForm
      ref={formRef}
      schema={schema.schema as RJSFSchema}
      uiSchema={uiSchema}
      formData={controller.values}
      formContext={{ formData: controller.values }}
      validator={validatorFor(schema)}
      widgets={widgets}
      transformErrors={transformErrors}
      showErrorList={false}
      liveValidate="onBlur"
      noHtml5Validate
      onChange={(event: IChangeEvent<FormValues>) => controller.setValues(event.formData ?? {})}
      onSubmit={submit}
    />
  );

  const footer = (
    <Space>
      <Button onClick={onClose}>{t('common.cancel')}</Button>
      <Button type="primary" loading={controller.saving} onClick={submit} data-testid="form-save">
        {t('common.ok')}
      </Button>
    </Space>
  );

  if (schema.container === 'drawer') {
    return (
      <Drawer open title={title} size={schema.width} onClose={onClose} footer={footer} destroyOnHidden data-testid={`form-${schema.id}`}>
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
