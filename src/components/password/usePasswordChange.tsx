// Changing one's own password (spec 01 §5.2), shared by the first-login dialog and
// the profile's pane: the policy stated before typing, each field checked on blur
// with the shared rules, the captcha, and the call with hashed passwords.
import { useEffect, useState, type ReactNode } from 'react';
import { App as AntApp, Form, Input } from 'antd';
import SparkMD5 from 'spark-md5';
import { useTranslation } from '@widgets/runtime/i18n';
import { ResultCode } from '@core/api/envelope';
import type { PasswordPolicy } from '@core/api/oauth';
import { passwordChangeError } from '@core/rules';
import { useApi } from '@widgets/runtime/ApiContext';
import { useStores } from '../../stores';
import { useCaptcha } from '../../hooks/useCaptcha';
import { CaptchaInput } from '../CaptchaInput';
import { PolicyHint } from './PolicyHint';

interface Values {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
  code: string;
}

const fields = ['oldPassword', 'newPassword', 'repeatPassword', 'code'] as const;

/** Which field a rule's message belongs under; the rest are the new password's. */
const fieldOfMessage: Record<string, keyof Values> = {
  'password.oldRequired': 'oldPassword',
  'password.repeatRequired': 'repeatPassword',
  'password.mismatch': 'repeatPassword',
  'password.codeRequired': 'code',
};

/**
 * The form and its submit. `active`: the policy is asked for only while the form is shown.
 * `testIdPrefix` tells the dialog's inputs from the pane's ('pwd-old', 'profile-pwd-old').
 */
export function usePasswordChange({ active, testIdPrefix }: { active: boolean; testIdPrefix: string }) {
  const api = useApi();
  const { session } = useStores();
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const [policy, setPolicy] = useState<PasswordPolicy | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!active) return;
    void api.oauth.passwordPolicy().then((answer) => {
      if (answer.code === ResultCode.ok) setPolicy(answer.data);
    });
  }, [active, api]);

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

  const field = (name: keyof Values, label: string) => (
    <Form.Item name={name} label={label} required>
      <Input.Password
        autoComplete="new-password"
        onBlur={() => form.isFieldTouched(name) && validate()}
        data-testid={`${testIdPrefix}${name === 'oldPassword' ? 'old' : name === 'newPassword' ? 'new' : 'repeat'}`}
      />
    </Form.Item>
  );

  /** The policy and the form; `after` goes at the form's end (the pane's button). */
  const renderForm = (after?: ReactNode) => (
    <>
      {policy && <PolicyHint policy={policy} />}
      <Form form={form} layout="vertical">
        {field('oldPassword', t('pwd.old'))}
        {field('newPassword', t('pwd.new'))}
        {field('repeatPassword', t('pwd.repeat'))}
        <Form.Item name="code" label={t('pwd.code')} required>
          <CaptchaInput imageUrl={captcha.url} onRefresh={captcha.refresh} placeholder={t('pwd.code')} testId={`${testIdPrefix}code`} />
        </Form.Item>
        {after}
      </Form>
    </>
  );

  return { saving, submit, renderForm };
}
