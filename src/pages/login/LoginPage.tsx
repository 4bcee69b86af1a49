// The sign-in page: account, password and, when required, the captcha.
import { Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CaptchaInput } from '../../components/CaptchaInput';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useLoginForm, type LoginValues } from './useLoginForm';

export default function LoginPage() {
  const { t } = useTranslation();
  const { needCode, captcha, submitting, checkAccount, submit, lastAccount } = useLoginForm();
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: 'linear-gradient(135deg, #1890ff 0%, #13c2c2 100%)' }}>
      <div style={{ position: 'fixed', top: 16, right: 24 }}>
        <LanguageSwitch light />
      </div>
      <Card style={{ width: 400, boxShadow: '0 8px 24px rgba(0,0,0,0.15)' }}>
        <Typography.Title level={3} style={{ textAlign: 'center', marginBottom: 4 }}>
          Kiln
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {t('login.title')}
        </Typography.Paragraph>
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
      </Card>
    </div>
  );
}
