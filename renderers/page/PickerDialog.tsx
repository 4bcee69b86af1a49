// A page schema used to choose a record (the numbering-rule template picker,
// say): the page's rows get a choose action, and choosing closes the dialog.
import { Modal } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import { usePageSchema } from './schemaRegistry';
import { PageRenderer } from './PageRenderer';

interface Props {
  pageId: string;
  width?: number;
  onPick(row: Record<string, unknown>): void;
  onClose(): void;
}

export function PickerDialog({ pageId, width = 1000, onPick, onClose }: Props) {
  const { t } = useTranslation();
  const schema = usePageSchema(pageId);
  if (!schema) return null;
  return (
    <Modal open title={t(schema.title)} width={width} footer={null} onCancel={onClose} destroyOnHidden data-testid={`picker-${pageId}`}>
      <PageRenderer
        schema={schema}
        bare
        onPick={(row) => {
          onPick(row);
          onClose();
        }}
      />
    </Modal>
  );
}
