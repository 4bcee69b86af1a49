// The user menu's about dialog (system name, version, copyright from the system
// configuration) and the official-statement dialog (spec 01 §2.10).
import { Modal, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@widgets/runtime/i18n';
import { useStores } from '../../stores';

/** The version shown when the configuration names none (spec 01 §3). */
const defaultVersion = '3.5.0';

export const AboutDialog = observer(function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { session } = useStores();
  const { t } = useTranslation();
  const config = session.current?.sysConfigInfo;
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={400} title={t('layout.aboutTitle')} destroyOnHidden>
      <div style={{ display: 'flex', alignItems: 'center', gap: 24, padding: '16px 8px' }} data-testid="about-dialog">
        <img src={config?.logoIcon || '/favicon.svg'} alt="" style={{ width: 72, height: 72, borderRadius: 10 }} />
        <div style={{ lineHeight: '28px' }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {config?.sysName || t('common.siteTitle')}
          </Typography.Title>
          <div>{t('layout.aboutVersion', { version: config?.sysVersion || defaultVersion })}</div>
          {config?.copyright && <div>{config.copyright}</div>}
        </div>
      </div>
    </Modal>
  );
});

export function StatementDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={400} title={t('layout.statementTitle')} destroyOnHidden>
      <Typography.Paragraph style={{ padding: '8px 0' }} data-testid="statement-dialog">
        {t('layout.statementBody')}
      </Typography.Paragraph>
    </Modal>
  );
}
