// The application switch (spec 01 §2.6, §2.10): shown only when the user has
// more than one system; a drawer lists them with a keyword filter, the current
// one marked; choosing another saves it and reloads the page (§4).
import { useState } from 'react';
import { App as AntApp, Button, Drawer, Input, List, Tag, Tooltip } from 'antd';
import { AppstoreOutlined, SearchOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useApi } from '@widgets/runtime/ApiContext';
import { useStores } from '../../stores';

export const drawerWidth = 280;

export const AppSwitch = observer(function AppSwitch() {
  const { session } = useStores();
  const api = useApi();
  const { message } = AntApp.useApp();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [switching, setSwitching] = useState('');
  const systems = session.userInfo?.systemIds ?? [];
  if (systems.length <= 1) return null;
  const shown = systems.filter((system) => system.name.toLowerCase().includes(keyword.trim().toLowerCase()));

  const choose = async (id: string) => {
    setSwitching(id);
    const result = await api.currentUser.switchMajor('System', id);
    if (result.code !== 200) {
      setSwitching('');
      return;
    }
    void message.success({ content: result.msg, duration: 1 });
    window.location.reload();
  };

  return (
    <>
      <Tooltip title={t('layout.appSwitch')}>
        <Button type="text" icon={<AppstoreOutlined />} onClick={() => setOpen(true)} data-testid="app-switch" />
      </Tooltip>
      <Drawer open={open} onClose={() => setOpen(false)} width={drawerWidth} title={t('layout.appSwitch')} destroyOnHidden>
        <Input
          prefix={<SearchOutlined />}
          placeholder={t('layout.appSearch')}
          allowClear
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          data-testid="app-switch-search"
        />
        <List
          dataSource={shown}
          rowKey="id"
          renderItem={(system) => (
            <List.Item
              style={{ cursor: system.currentSystem ? 'default' : 'pointer' }}
              onClick={() => !system.currentSystem && !switching && void choose(system.id)}
              data-testid={`app-switch-${system.id}`}
              extra={system.currentSystem ? <Tag color="processing">{t('layout.appCurrent')}</Tag> : switching === system.id ? <Tag>…</Tag> : null}
            >
              {system.name}
            </List.Item>
          )}
        />
      </Drawer>
    </>
  );
});
