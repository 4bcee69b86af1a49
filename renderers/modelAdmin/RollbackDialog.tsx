// 回滚: an earlier release's design released again as a new version. The dry run
// shows what that does to the tables (they follow the old design), and any loss
// of data must be accepted first.
import { useEffect, useState } from 'react';
import { App as AntApp, Button, Modal, Space, Typography } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import type { ModelDesign } from '@core/model/design';
import { ReleaseChanges } from './ReleaseChanges';
import { useReleaseFlow } from './useReleaseFlow';
import { useModelApi } from './useModelApi';

const successSeconds = 1.5;

export function RollbackDialog({ modelId, version, onClose, onDone }: { modelId: string; version: number; onClose(): void; onDone(): void }) {
  const { t } = useTranslation();
  const api = useModelApi();
  const { message } = AntApp.useApp();
  const flow = useReleaseFlow((input) => api.rollback(modelId, version, input));
  const [design, setDesign] = useState<ModelDesign | null>(null);

  useEffect(() => {
    let live = true;
    void api.version(modelId, version).then((result) => live && result.code === 200 && setDesign(result.data.design));
    return () => {
      live = false;
    };
  }, [api, modelId, version]);

  const rollback = async () => {
    const result = await flow.commit();
    if (!result) return;
    void message.success({ content: result.msg, duration: successSeconds });
    onDone();
    onClose();
  };

  return (
    <Modal
      open
      title={t('webDesign.rollbackTitle', { version })}
      width={800}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      data-testid="rollback-dialog"
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" danger disabled={!flow.ready} loading={flow.busy} onClick={() => void rollback()} data-testid="rollback-submit">
            {t('webDesign.rollback')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph>{t('webDesign.rollbackHint', { version })}</Typography.Paragraph>
      <ReleaseChanges flow={flow} design={design} confirmText={t('webDesign.confirmLosingRollback')} />
    </Modal>
  );
}
