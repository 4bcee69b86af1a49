// The profile's 我的组织 and 我的岗位 panes: the user's organisations or
// positions, the main one marked; choosing another makes it the main one
// (PUT Users/Current/major), and the signed-in user is read again.
import { useEffect, useState } from 'react';
import { App as AntApp, Alert, Card, Col, Empty, Row, Spin, Tag, Typography } from 'antd';
import { ApartmentOutlined, CheckCircleFilled, IdcardOutlined } from '@ant-design/icons';
import { useTranslation } from '@widgets/runtime/i18n';
import { ResultCode } from '@core/api/envelope';
import type { OwnPlace } from '@core/api/currentUser';
import { useApi } from '@widgets/runtime/ApiContext';
import { useStores } from '../../stores';

const kinds = {
  Organize: { help: 'profile.organizeHelp', mark: 'profile.defaultOrganize', icon: <ApartmentOutlined /> },
  Position: { help: 'profile.positionHelp', mark: 'profile.mainPosition', icon: <IdcardOutlined /> },
} as const;

export function MajorPane({ kind }: { kind: keyof typeof kinds }) {
  const api = useApi();
  const { session } = useStores();
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [places, setPlaces] = useState<OwnPlace[] | null>(null);
  const [switching, setSwitching] = useState('');
  const { help, mark, icon } = kinds[kind];

  // Bumped after a switch, so the list is read again.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    void (kind === 'Organize' ? api.currentUser.organizes() : api.currentUser.positions()).then((answer) => {
      if (live) setPlaces(answer.code === ResultCode.ok ? answer.data : []);
    });
    return () => {
      live = false;
    };
  }, [api, kind, version]);

  const choose = async (place: OwnPlace) => {
    if (place.isDefault || switching) return;
    setSwitching(place.id);
    const answer = await api.currentUser.switchMajor(kind, place.id);
    setSwitching('');
    if (answer.code !== ResultCode.ok) return;
    void message.success({ content: answer.msg, duration: 1.5 });
    setVersion((was) => was + 1);
    await session.loadCurrentUser();
  };

  if (!places) return <Spin />;
  return (
    <div data-testid={`profile-${kind.toLowerCase()}s`}>
      <Alert type="info" showIcon title={t(help)} style={{ marginBottom: 16 }} />
      {places.length === 0 ? (
        <Empty />
      ) : (
        <Row gutter={[24, 16]}>
          {places.map((place) => (
            <Col key={place.id} xs={24} md={12}>
              <Card
                hoverable={!place.isDefault}
                size="small"
                onClick={() => void choose(place)}
                style={{ borderColor: place.isDefault ? 'var(--ant-color-primary)' : undefined }}
                data-testid={`profile-major-${place.id}`}
                data-main={place.isDefault ? 'yes' : 'no'}
              >
                <Spin spinning={switching === place.id} size="small">
                  <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
                    <span style={{ fontSize: 22, color: 'var(--ant-color-primary)' }}>{icon}</span>
                    <div style={{ flex: 1, minWidth: 0 }}>
                      <Typography.Text strong ellipsis={{ tooltip: place.fullName }}>
                        {place.fullName}
                      </Typography.Text>
                      {place.organizeName && (
                        <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
                          {place.organizeName}
                        </Typography.Text>
                      )}
                    </div>
                    {place.isDefault && (
                      <Tag color="processing" icon={<CheckCircleFilled />}>
                        {t(mark)}
                      </Tag>
                    )}
                  </div>
                </Spin>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
