// 新建/编辑 a data interface: the form schema drawn by the form engine in its drawer,
// over a transport that turns the wire's JSON-in-string fields into the form's fields
// and back (interfaceWire.ts). A new interface starts in the category chosen in the tree.
import { useMemo } from 'react';
import { useTranslation } from '@widgets/runtime/i18n';
import { ApiProvider, useApi } from '@widgets/runtime/ApiContext';
import type { ActionDialogProps } from '../page/actionDialogs';
import { FormPage } from '../form/FormPage';
import { useFormSchema } from '../page/schemaRegistry';
import { interfaceFormTransport } from './interfaceWire';
import './interfaceForm.css';

export const interfaceFormId = 'systemData.dataInterface.form';

export default function InterfaceFormDialog({ values, onClose, onChanged }: ActionDialogProps) {
  const api = useApi();
  const { t } = useTranslation();
  const schema = useFormSchema(interfaceFormId);
  const adapted = useMemo(() => {
    const staticInvalid = (problem: string) =>
      t('dataInterface.staticInvalid', { problem: problem === 'notArray' ? t('dataInterface.staticNotArray') : problem });
    return { ...api, transport: interfaceFormTransport(api.transport, { staticInvalid }) };
  }, [api, t]);
  const id = typeof values.id === 'string' ? values.id : null;
  const node = values.node as Record<string, unknown> | undefined;
  const initial = id === null && typeof node?.id === 'string' ? { category: node.id } : {};
  if (!schema) return null;
  return (
    <ApiProvider api={adapted}>
      <FormPage schema={schema} mode={id ? 'edit' : 'create'} recordId={id} initial={initial} onClose={onClose} onSaved={onChanged} />
    </ApiProvider>
  );
}
