// 发布: where the model goes on the menu (required until it is on it; its entries
// are renamed as the model is at every release), what the release changes in the
// tables — a dry run, first — and the release itself, once any loss of data is
// accepted.
import { useEffect, useState } from 'react';
import { App as AntApp, Button, Divider, Form, Modal, Space } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import type { ModelDetail } from '@core/api/visualdev';
import type { ActionDialogProps } from '../page/actionDialogs';
import { ParentMenuSelect } from './ParentMenuSelect';
import { ReleaseChanges } from './ReleaseChanges';
import { useReleaseFlow } from './useReleaseFlow';
import { modelOf, useModelApi } from './useModelApi';

const successSeconds = 1.5;

export default function ReleaseDialog({ values, onClose, onChanged }: ActionDialogProps) {
  const { t } = useTranslation();
  const api = useModelApi();
  const { message } = AntApp.useApp();
  const { id, name } = modelOf(values);
  const [parents, setParents] = useState<string[]>([]);
  const [model, setModel] = useState<ModelDetail | null>(null);
  const [parentMissing, setParentMissing] = useState(false);
  const flow = useReleaseFlow((input) => api.release(id ?? '', { ...input, pcModuleParentId: parents }));

  useEffect(() => {
    if (!id) return;
    let live = true;
    void api.get(id).then((result) => {
      if (live && result.code === 200) setModel(result.data);
    });
    return () => {
      live = false;
    };
  }, [api, id]);

  const onMenu = model?.menuIds.length ?? 0;

  const release = async () => {
    if (!parents.length && !onMenu) return setParentMissing(true);
    const result = await flow.commit();
    if (!result) return;
    void message.success({ content: result.msg, duration: successSeconds });
    onChanged();
    onClose();
  };

  return (
    <Modal
      open
      title={t('webDesign.releaseTitle', { name })}
      width={800}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      data-testid="release-dialog"
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" disabled={!flow.ready} loading={flow.busy} onClick={() => void release()} data-testid="release-submit">
            {t('webDesign.release')}
          </Button>
        </Space>
      }
    >
      <Form layout="vertical">
        <Form.Item
          label={t('webDesign.parentMenu')}
          required={!onMenu}
          validateStatus={parentMissing ? 'error' : undefined}
          help={parentMissing ? t('webDesign.parentRequired') : undefined}
          extra={onMenu ? t('webDesign.parentKept', { count: onMenu }) : undefined}
        >
          <ParentMenuSelect
            value={parents}
            invalid={parentMissing}
            onChange={(next) => {
              setParents(next);
              setParentMissing(false);
            }}
          />
        </Form.Item>
      </Form>
      <Divider titlePlacement="start">{t('webDesign.difference')}</Divider>
      <ReleaseChanges flow={flow} design={model?.design ?? null} confirmText={t('webDesign.confirmLosing')} />
    </Modal>
  );
}
