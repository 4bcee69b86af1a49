// The first-login password change (spec 01 §4, §5.2): it cannot be dismissed
// until the password is changed; fields are checked on blur with the shared rules.
import { Alert, Modal, type ButtonProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@widgets/runtime/i18n';
import { useStores } from '../../stores';
import { usePasswordChange } from '../../components/password/usePasswordChange';

export const ForcedPasswordDialog = observer(function ForcedPasswordDialog() {
  const { session } = useStores();
  const { t } = useTranslation();
  const open = Boolean(session.userInfo?.mustChangePassword);
  const { saving, submit, renderForm } = usePasswordChange({ active: open, testIdPrefix: 'pwd-' });

  return (
    <Modal
      open={open}
      title={t('pwd.forcedTitle')}
      width={600}
      closable={false}
      maskClosable={false}
      keyboard={false}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText={t('pwd.submit')}
      okButtonProps={{ loading: saving, 'data-testid': 'pwd-submit' } as ButtonProps}
      onOk={() => void submit()}
      forceRender
    >
      <Alert type="warning" showIcon message={t('pwd.forcedIntro')} style={{ marginBottom: 16 }} />
      {renderForm()}
    </Modal>
  );
});
