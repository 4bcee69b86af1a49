// /home, the pinned first page: who is signed in, where, and what they can open.
// Its title is drawn from the theme's tokens rather than antd's Typography, which
// brings its editor.
import { Col, Descriptions, Row, Statistic, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@widgets/runtime/i18n';
import { Panel } from '@widgets/runtime/Panel';
import { useStores } from '../../stores';
import { formatDateTime } from '../../format/time';

export default observer(function HomePage() {
  const { session } = useStores();
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const current = session.current;
  const user = current?.userInfo;
  if (!current || !user) return null;
  const names = (list: { name: string }[]) => list.map((item) => item.name).join('、') || '—';
  return (
    <div data-testid="home-page">
      <Panel style={{ marginBottom: 16 }}>
        <h3 style={{ marginTop: 0, marginBottom: '0.5em', color: token.colorTextHeading, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, fontWeight: token.fontWeightStrong }}>
          {t('home.greeting', { name: user.userName })}
        </h3>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('home.organize')}>{user.organizeName || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('home.positions')}>{names(user.positionIds)}</Descriptions.Item>
          <Descriptions.Item label={t('home.roles')}>{names(user.roleIds)}</Descriptions.Item>
          <Descriptions.Item label={t('home.lastLogin')}>
            {user.prevLogin === 1 ? `${formatDateTime(user.prevLoginTime)} · ${user.prevLoginIPAddressName} · ${user.prevLoginIPAddress}` : t('home.firstLogin')}
          </Descriptions.Item>
        </Descriptions>
      </Panel>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Panel>
            <Statistic title={t('home.menuCount')} value={session.routes.length} />
          </Panel>
        </Col>
        <Col xs={24} md={8}>
          <Panel>
            <Statistic title={t('home.version')} value={current.sysConfigInfo.sysVersion} />
          </Panel>
        </Col>
        <Col xs={24} md={8}>
          <Panel>
            <Statistic title={t('profile.systems')} value={user.systemIds.length} />
          </Panel>
        </Col>
      </Row>
    </div>
  );
});
