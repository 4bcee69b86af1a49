// The profile's 修改密码 pane: the same rules, policy hint, captcha and call as
// the first-login dialog (spec 01 §5.2), as a form in the page. The session
// stays; the server ends the account's other sessions.
import { useEffect, useState } from 'react';
import { App as AntApp, Button, Form, Input } from 'antd';
import SparkMD5 from 'spark-md5';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ResultCode } from '@core/api/envelope';
import { passwordChangeError } from '@core/rules';
import type { PasswordPolicy } from '@core/api/oauth';
import { useApi } from '@widgets/runtime/ApiContext';
import { useStores } from '../../stores';
import { useCaptcha } from '../../hooks/useCaptcha';
import { CaptchaInput } from '../../components/CaptchaInput';
import { PolicyHint } from '../../layouts/classic/PolicyHint';

interface Values {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
  code: string;
}

const fields = ['oldPassword', 'newPassword', 'repeatPassword', 'code'] as const;
const fieldOfMessage: Record<string, keyof Values> = {
  'password.oldRequired': 'oldPassword',
  'password.repeatRequired': 'repeatPassword',
  'password.mismatch': 'repeatPassword',
  'password.codeRequired': 'code',
};

export const PasswordPane = observer(function PasswordPane() {
  const api = useApi();
  const { session } = useStores();
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const [policy, setPolicy] = useState<PasswordPolicy | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void api.oauth.passwordPolicy().then((answer) => {
      if (answer.code === ResultCode.ok) setPolicy(answer.data);
    });
  }, [api]);

  const validate = (): boolean => {
    if (!policy) return false;
    const typed = form.getFieldsValue();
    const values = {
      oldPassword: typed.oldPassword ?? '',
      newPassword: typed.newPassword ?? '',
      repeatPassword: typed.repeatPassword ?? '',
      code: typed.code ?? '',
    };
    const problem = passwordChangeError(policy, values);
    form.setFields(fields.map((name) => ({ name, errors: [] })));
    if (!problem) return true;
    form.setFields([{ name: fieldOfMessage[problem.key] ?? 'newPassword', errors: [t(problem.key, problem.params)] }]);
    return false;
  };

  const submit = async () => {
    if (!validate()) return;
    const values = form.getFieldsValue();
    setSaving(true);
    const answer = await api.oauth.modifyPassword({
      oldPassword: SparkMD5.hash(values.oldPassword),
      password: SparkMD5.hash(values.newPassword),
      newPassword: values.newPassword,
      code: values.code,
      timestamp: captcha.key,
    });
    setSaving(false);
    captcha.refresh();
    if (answer.code !== ResultCode.ok) return;
    void message.success({ content: answer.msg, duration: 1.5 });
    form.resetFields();
    await session.loadCurrentUser();
  };

  const field = (name: keyof Values, label: string, testId: string) => (
    <Form.Item name={name} label={label} required>
      <Input.Password autoComplete="new-password" onBlur={() => form.isFieldTouched(name) && validate()} data-testid={testId} />
    </Form.Item>
  );

  return (
    <div style={{ maxWidth: 600 }} data-testid="profile-password">
      {policy && <PolicyHint policy={policy} />}
      <Form form={form} layout="vertical">
        {field('oldPassword', t('pwd.old'), 'profile-pwd-old')}
        {field('newPassword', t('pwd.new'), 'profile-pwd-new')}
        {field('repeatPassword', t('pwd.repeat'), 'profile-pwd-repeat')}
        <Form.Item name="code" label={t('pwd.code')} required>
          <CaptchaInput imageUrl={captcha.url} onRefresh={captcha.refresh} placeholder={t('pwd.code')} testId="profile-pwd-code" />
        </Form.Item>
        <Button type="primary" loading={saving} onClick={() => void submit()} data-testid="profile-pwd-submit">
          {t('pwd.submit')}
        </Button>
      </Form>
    </div>
  );
});
