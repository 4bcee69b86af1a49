// 查看: what one release was — its name, main table, list kind and every field
// with the column it was kept in.
import { useEffect, useState } from 'react';
import { Descriptions, Modal, Spin } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import type { ModelDetail } from '@core/api/visualdev';
import { designFields } from './designFields';
import { FieldList } from './FieldList';
import { useModelApi } from './useModelApi';

export function VersionSummary({ modelId, version, onClose }: { modelId: string; version: number; onClose(): void }) {
  const { t } = useTranslation();
  const api = useModelApi();
  const [model, setModel] = useState<ModelDetail | null>(null);

  useEffect(() => {
    let live = true;
    void api.version(modelId, version).then((result) => {
      if (live && result.code === 200) setModel(result.data);
    });
    return () => {
      live = false;
    };
  }, [api, modelId, version]);

  const fields = model ? designFields(model.design) : [];
  const subTables = model ? Object.values(model.design.tables.subTables).map((map) => map.table) : [];
  return (
    <Modal open title={t('webDesign.summaryTitle', { version })} width={800} footer={null} onCancel={onClose} destroyOnHidden data-testid="version-summary">
      {!model ? (
        <Spin />
      ) : (
        <>
          <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('webDesign.fullName')}>{model.fullName}</Descriptions.Item>
            <Descriptions.Item label={t('webDesign.tableName')}>{model.design.tables.main.table}</Descriptions.Item>
            <Descriptions.Item label={t('webDesign.listType')}>{t(`webDesign.listType.${model.design.list.type}`)}</Descriptions.Item>
            <Descriptions.Item label={t('webDesign.subTables')}>{subTables.join('、') || '—'}</Descriptions.Item>
          </Descriptions>
          <FieldList fields={fields} testId="version-fields" />
        </>
      )}
    </Modal>
  );
}
