// 全部已读 as the drawer and the message page both offer it: asked first, then the server's word shown.
import { App as AntApp, type ButtonProps } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';

/** Confirms, then runs `readAll` (it answers the server's message, or null when the call failed). */
export function useReadAllConfirm(readAll: () => Promise<string | null>): () => void {
  const { t } = useTranslation();
  const { modal, message } = AntApp.useApp();
  return () =>
    modal.confirm({
      title: t('common.tip'),
      content: t('messages.readAllConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'message-read-all-confirm' } as ButtonProps,
      onOk: async () => {
        const msg = await readAll();
        if (msg) void message.success(msg);
      },
    });
}
