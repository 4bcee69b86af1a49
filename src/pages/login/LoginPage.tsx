// The sign-in page: account, password and, when required, the captcha.
import { lazy, Suspense, type FormEvent } from 'react';
// The two inputs the page draws, not antd's Input with TextArea, Search and OTP attached.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from '@widgets/runtime/i18n';
import { LoginLanguageLinks } from './LoginLanguageLinks';
import { LoginField } from './LoginField';
import { SubmitButton } from './SubmitButton';
import { useLoginForm } from './useLoginForm';

// Most visitors never see the captcha: it loads when the server asks for it.
const CaptchaInput = lazy(() => import('../../components/CaptchaInput').then((module) => ({ default: module.CaptchaInput })));

export default function LoginPage() {
  const { t } = useTranslation();
  const { values, errors, change, needCode, captcha, submitting, checkAccount, submit } = useLoginForm();
  const errorOf = (name: keyof typeof errors) => (errors[name] ? t(errors[name]) : undefined);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: 'linear-gradient(135deg, #1890ff 0%, #13c2c2 100%)' }}>
      <div style={{ position: 'fixed', top: 16, right: 24 }}>
        <LoginLanguageLinks />
      </div>
      <main style={{ width: 400, padding: 32, background: '#fff', borderRadius: 8, boxShadow: '0 8px 24px rgba(0,0,0,0.15)' }}>
        <h1 style={{ textAlign: 'center', margin: '0 0 4px', fontSize: 24, fontWeight: 600 }}>Kiln</h1>
        <p style={{ textAlign: 'center', color: 'rgba(0,0,0,0.45)', margin: '0 0 24px' }}>{t('login.title')}</p>
        <form onSubmit={onSubmit} noValidate>
          <LoginField error={errorOf('account')} hint={t('login.subAccountHint')}>
            <Input
              size="large"
              prefix={<UserOutlined />}
              placeholder={t('login.account')}
              autoComplete="username"
              value={values.account}
              onChange={(event) => change('account', event.target.value)}
              onBlur={(event) => void checkAccount(event.target.value)}
              status={errors.account ? 'error' : undefined}
              data-testid="login-account"
            />
          </LoginField>
          <LoginField error={errorOf('password')}>
            <Password
              size="large"
              prefix={<LockOutlined />}
              placeholder={t('login.password')}
              autoComplete="current-password"
              value={values.password}
              onChange={(event) => change('password', event.target.value)}
              status={errors.password ? 'error' : undefined}
              data-testid="login-password"
            />
          </LoginField>
          {needCode && (
            <LoginField error={errorOf('code')}>
              <Suspense fallback={<Input size="large" disabled />}>
                <CaptchaInput imageUrl={captcha.url} onRefresh={captcha.refresh} placeholder={t('login.code')} testId="login-code" value={values.code} onChange={(code) => change('code', code)} />
              </Suspense>
            </LoginField>
          )}
          <SubmitButton loading={submitting} loadingLabel={t('common.loading')} testId="login-submit">
            {t('login.submit')}
          </SubmitButton>
        </form>
      </main>
    </div>
  );
}
