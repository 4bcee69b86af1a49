// The first-login password change (spec 01 §4, §5.2): it cannot be dismissed
// until the password is changed; fields are checked on blur with the shared rules.
import { useEffect, useState } from 'react';
import { Alert, App as AntApp, Form, Input, Modal, type ButtonProps } from 'antd';
import { observer } from 'mobx-react-lite';
import SparkMD5 from 'spark-md5';
import { useTranslation } from 'react-i18next';
import { passwordChangeError } from '@core/rules';
import type { PasswordPolicy } from '@core/api/oauth';
import { useApi } from '@widgets/runtime/ApiContext';
import { useStores } from '../../stores';
import { useCaptcha } from '../../hooks/useCaptcha';
import { CaptchaInput } from '../../components/CaptchaInput';
import { PolicyHint } from './PolicyHint';

interface Values {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
  code: string;
}

const fieldOfMessage: Record<string, keyof Values> = {
  'password.oldRequired': 'oldPassword',
  'password.repeatRequired': 'repeatPassword',
  'password.mismatch': 'repeatPassword',
  'password.codeRequired': 'code',
};

export const ForcedPasswordDialog = observer(function ForcedPasswordDialog() {
  const api = useApi();
  const { session } = useStores();
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { message } = AntApp.useApp();
  const captcha = useCaptcha();
  const [policy, setPolicy] = useState<PasswordPolicy | null>(null);
  const [saving, setSaving] = useState(false);
  const open = Boolean(session.userInfo?.mustChangePassword);

  useEffect(() => {
    if (!open) return;
    void api.oauth.passwordPolicy().then((result) => {
      if (result.code === 200) setPolicy(result.data);
    });
  }, [open, api]);

  const validate = (): boolean => {
    if (!policy) return false;
    const typed = form.getFieldsValue();
    const values = { oldPassword: typed.oldPassword ?? '', newPassword: typed.newPassword ?? '', repeatPassword: typed.repeatPassword ?? '', code: typed.code ?? '' };
    const problem = passwordChangeError(policy, values);
    form.setFields((['oldPassword', 'newPassword', 'repeatPassword', 'code'] as const).map((name) => ({ name, errors: [] })));
    if (!problem) return true;
    form.setFields([{ name: fieldOfMessage[problem.key] ?? 'newPassword', errors: [t(problem.key, problem.params)] }]);
    return false;
  };

  const submit = async () => {
    if (!validate()) return;
    const values = form.getFieldsValue();
    setSaving(true);
    const result = await api.oauth.modifyPassword({
      oldPassword: SparkMD5.hash(values.oldPassword),
      password: SparkMD5.hash(values.newPassword),
      newPassword: values.newPassword,
      code: values.code,
      timestamp: captcha.key,
    });
    setSaving(false);
    captcha.refresh();
    if (result.code !== 200) return;
    void message.success({ content: result.msg, duration: 1.5 });
    form.resetFields();
    await session.loadCurrentUser();
  };

  const field = (name: keyof Values, label: string, testId: string) => (
    <Form.Item name={name} label={label} required>
      <Input.Password autoComplete="new-password" onBlur={() => form.isFieldTouched(name) && validate()} data-testid={testId} />
    </Form.Item>
  );

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
      {policy && <PolicyHint policy={policy} />}
      <Form form={form} layout="vertical">
        {field('oldPassword', t('pwd.old'), 'pwd-old')}
        {field('newPassword', t('pwd.new'), 'pwd-new')}
        {field('repeatPassword', t('pwd.repeat'), 'pwd-repeat')}
        <Form.Item name="code" label={t('pwd.code')} required>
          <CaptchaInput imageUrl={captcha.url} onRefresh={captcha.refresh} placeholder={t('pwd.code')} testId="pwd-code" />
        </Form.Item>
      </Form>
    </Modal>
  );
});
