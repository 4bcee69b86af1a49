// The sign-in page: account, password and, when required, the captcha.
import { Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CaptchaInput } from '../../components/CaptchaInput';
import { LoginLanguageLinks } from './LoginLanguageLinks';
import { useLoginForm, type LoginValues } from './useLoginForm';

export default function LoginPage() {
  const { t } = useTranslation();
  const { needCode, captcha, submitting, checkAccount, submit, lastAccount } = useLoginForm();
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: 'linear-gradient(135deg, #1890ff 0%, #13c2c2 100%)' }}>
      <div style={{ position: 'fixed', top: 16, right: 24 }}>
        <LoginLanguageLinks />
      </div>
      <main style={{ width: 400, padding: 32, background: '#fff', borderRadius: 8, boxShadow: '0 8px 24px rgba(0,0,0,0.15)' }}>
        <h1 style={{ textAlign: 'center', margin: '0 0 4px', fontSize: 24, fontWeight: 600 }}>Kiln</h1>
        <p style={{ textAlign: 'center', color: 'rgba(0,0,0,0.45)', margin: '0 0 24px' }}>{t('login.title')}</p>
        <Form<LoginValues> layout="vertical" onFinish={submit} initialValues={{ account: lastAccount }} requiredMark={false}>
          <Form.Item name="account" rules={[{ required: true, whitespace: true, message: t('login.accountRequired') }]} extra={t('login.subAccountHint')}>
            <Input size="large" prefix={<UserOutlined />} placeholder={t('login.account')} autoComplete="username" onBlur={(e) => void checkAccount(e.target.value)} data-testid="login-account" />
          </Form.Item>
          <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password size="large" prefix={<LockOutlined />} placeholder={t('login.password')} autoComplete="current-password" data-testid="login-password" />
          </Form.Item>
          {needCode && (
            <Form.Item name="code" rules={[{ required: true, whitespace: true, message: t('login.codeRequired') }]}>
              <CaptchaInput imageUrl={captcha.url} onRefresh={captcha.refresh} placeholder={t('login.code')} testId="login-code" />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" size="large" block loading={submitting} data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </Form>
      </main>
    </div>
  );
}
