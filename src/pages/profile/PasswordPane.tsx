// The profile's 修改密码 pane: the same rules, policy hint, captcha and call as
// the first-login dialog (spec 01 §5.2), as a form in the page. The session
// stays; the server ends the account's other sessions.
import { Button } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import { usePasswordChange } from '../../components/password/usePasswordChange';

export function PasswordPane() {
  const { t } = useTranslation();
  const { saving, submit, renderForm } = usePasswordChange({ active: true, testIdPrefix: 'profile-pwd-' });
  return (
    <div style={{ maxWidth: 600 }} data-testid="profile-password">
      {renderForm(
        <Button type="primary" loading={saving} onClick={() => void submit()} data-testid="profile-pwd-submit">
          {t('pwd.submit')}
        </Button>,
      )}
    </div>
  );
}
