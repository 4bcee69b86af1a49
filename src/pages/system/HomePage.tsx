// /home, the pinned first page: who is signed in, where, and what they can open.
import { Card, Col, Descriptions, Row, Statistic, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores';
import { formatDateTime } from '../../format/time';

export default observer(function HomePage() {
  const { session } = useStores();
  const { t } = useTranslation();
  const current = session.current;
  const user = current?.userInfo;
  if (!current || !user) return null;
  const names = (list: { name: string }[]) => list.map((item) => item.name).join('、') || '—';
  return (
    <div data-testid="home-page">
      <Card style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('home.greeting', { name: user.userName })}
        </Typography.Title>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('home.organize')}>{user.organizeName || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('home.positions')}>{names(user.positionIds)}</Descriptions.Item>
          <Descriptions.Item label={t('home.roles')}>{names(user.roleIds)}</Descriptions.Item>
          <Descriptions.Item label={t('home.lastLogin')}>
            {user.prevLogin === 1 ? `${formatDateTime(user.prevLoginTime)} · ${user.prevLoginIPAddressName} · ${user.prevLoginIPAddress}` : t('home.firstLogin')}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Card>
            <Statistic title={t('home.menuCount')} value={session.routes.length} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card>
            <Statistic title={t('home.version')} value={current.sysConfigInfo.sysVersion} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card>
            <Statistic title={t('profile.systems')} value={user.systemIds.length} />
          </Card>
        </Col>
      </Row>
    </div>
  );
});
