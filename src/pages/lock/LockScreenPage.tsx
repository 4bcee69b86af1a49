// The lock screen: the signed-in user unlocks with their password, or signs out.
import { useState } from 'react';
import { Avatar, Button, Card, Input, Space, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import SparkMD5 from 'spark-md5';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@widgets/runtime/i18n';
import { useStores } from '../../stores';

export default observer(function LockScreenPage() {
  const { session, tags } = useStores();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const user = session.userInfo;

  const unlock = async () => {
    if (!password || !user) return;
    setBusy(true);
    const unlocked = await session.unlock({ account: user.userAccount.trim(), password: SparkMD5.hash(password) });
    setBusy(false);
    setPassword('');
    if (unlocked) navigate('/home', { replace: true });
  };

  const signOut = async () => {
    await session.logout();
    tags.reset();
    navigate('/login', { replace: true });
  };

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#001529' }}>
      <Card style={{ width: 360, textAlign: 'center' }}>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Avatar size={72} src={user?.headIcon || undefined} icon={<UserOutlined />} />
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="lock-user">
            {user?.userName}
          </Typography.Title>
          <Typography.Text type="secondary">
            <LockOutlined /> {t('lock.title')}
          </Typography.Text>
          <Input.Password
            size="large"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            onPressEnter={() => void unlock()}
            placeholder={t('lock.password')}
            autoComplete="current-password"
            data-testid="unlock-password"
          />
          <Button type="primary" block size="large" loading={busy} disabled={!password} onClick={() => void unlock()} data-testid="unlock-submit">
            {t('lock.unlock')}
          </Button>
          <Button type="link" onClick={() => void signOut()} data-testid="lock-logout">
            {t('lock.otherAccount')}
          </Button>
        </Space>
      </Card>
    </div>
  );
});
