// /profile: the signed-in user's own information, read-only for now.
import { Avatar, Card, Descriptions } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores';
import { formatDateTime } from '../../format/time';

export default observer(function ProfilePage() {
  const { session } = useStores();
  const { t } = useTranslation();
  const user = session.userInfo;
  if (!user) return null;
  return (
    <Card data-testid="profile-page">
      <Descriptions title={<Avatar size={56} src={user.headIcon || undefined} icon={<UserOutlined />} />} column={1} bordered size="middle">
        <Descriptions.Item label={t('profile.account')}>{user.userAccount}</Descriptions.Item>
        <Descriptions.Item label={t('profile.name')}>{user.userName}</Descriptions.Item>
        <Descriptions.Item label={t('profile.organize')}>{user.organizeName || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('profile.positions')}>{user.positionIds.map((p) => p.name).join('、') || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('profile.roles')}>{user.roleIds.map((r) => r.name).join('、') || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('profile.systems')}>{user.systemIds.map((s) => s.name).join('、')}</Descriptions.Item>
        <Descriptions.Item label={t('profile.passwordChanged')}>
          {user.changePasswordDate ? formatDateTime(user.changePasswordDate) : t('profile.never')}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
});
