// The profile's 个人签名 pane: the user's signature images, the default one
// marked (approvals stamp it); add one drawn online or from a PNG or JPEG
// image, make another the default, delete one.
import { useEffect, useRef, useState } from 'react';
import { App as AntApp, Button, Card, Col, Dropdown, Empty, Popconfirm, Row, Space, Spin, Tag } from 'antd';
import { CheckCircleFilled, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '@widgets/runtime/i18n';
import { ResultCode } from '@core/api/envelope';
import type { SignImage } from '@core/api/currentUser';
import { useApi } from '@widgets/runtime/ApiContext';
import { useStores } from '../../stores';
import { SignPad } from './SignPad';

/** The server keeps a data: URL of at most about 200 KB (base64 of it under its 280,000 characters). */
const maxSignBytes = 200 * 1024;
const signTypes = ['image/png', 'image/jpeg'];

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });

export function SignImagesPane() {
  const api = useApi();
  const { session } = useStores();
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [signs, setSigns] = useState<SignImage[] | null>(null);
  const [drawing, setDrawing] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // Bumped after every change, so the list is read again.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    void api.currentUser.signImages().then((answer) => {
      if (live) setSigns(answer.code === ResultCode.ok ? answer.data : []);
    });
    return () => {
      live = false;
    };
  }, [api, version]);

  /** Every change is followed by the list and the user again: the default signature is part of the signed-in user. */
  const after = async (answer: { code: number; msg: string }) => {
    if (answer.code !== ResultCode.ok) return false;
    void message.success({ content: answer.msg, duration: 1.5 });
    setVersion((was) => was + 1);
    await session.loadCurrentUser();
    return true;
  };

  const add = async (dataUrl: string) => {
    if (await after(await api.currentUser.addSignImage(dataUrl, false))) setDrawing(false);
  };

  const upload = async (file: File) => {
    if (!signTypes.includes(file.type)) return void message.error(t('profile.signImageRequired'));
    if (file.size > maxSignBytes) return void message.error(t('profile.signTooLarge'));
    await add(await readAsDataUrl(file));
  };

  if (!signs) return <Spin />;
  return (
    <div data-testid="profile-signs">
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'draw', label: <span data-testid="profile-sign-draw">{t('profile.signDraw')}</span> },
            { key: 'upload', label: <span data-testid="profile-sign-upload">{t('profile.signUpload')}</span> },
          ],
          onClick: ({ key }) => (key === 'draw' ? setDrawing(true) : input.current?.click()),
        }}
      >
        <Button type="primary" icon={<PlusOutlined />} data-testid="profile-sign-add">
          {t('profile.signAdd')}
        </Button>
      </Dropdown>
      <input
        ref={input}
        type="file"
        hidden
        accept="image/png,image/jpeg"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
        data-testid="profile-sign-input"
      />
      {signs.length === 0 ? (
        <Empty description={t('profile.signEmpty')} style={{ marginTop: 24 }} />
      ) : (
        <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
          {signs.map((sign) => (
            <Col key={sign.id} xs={24} sm={12} lg={8} xl={6}>
              <Card
                size="small"
                style={{ borderColor: sign.isDefault ? 'var(--ant-color-primary)' : undefined }}
                cover={<img src={sign.signImg} alt="" style={{ height: 120, objectFit: 'contain', padding: 8, background: '#fafafa' }} />}
                data-testid="profile-sign"
                data-default={sign.isDefault ? 'yes' : 'no'}
              >
                {sign.isDefault ? (
                  <Tag color="processing" icon={<CheckCircleFilled />}>
                    {t('profile.signDefault')}
                  </Tag>
                ) : (
                  <Space>
                    <Popconfirm
                      title={t('profile.signDeleteConfirm')}
                      onConfirm={async () => void (await after(await api.currentUser.removeSignImage(sign.id)))}
                    >
                      <Button size="small" data-testid="profile-sign-delete">
                        {t('profile.signDelete')}
                      </Button>
                    </Popconfirm>
                    <Button
                      size="small"
                      type="primary"
                      onClick={async () => void (await after(await api.currentUser.makeSignImageDefault(sign.id)))}
                      data-testid="profile-sign-default"
                    >
                      {t('profile.signMakeDefault')}
                    </Button>
                  </Space>
                )}
              </Card>
            </Col>
          ))}
        </Row>
      )}
      {drawing && <SignPad onDone={add} onCancel={() => setDrawing(false)} />}
    </div>
  );
}
