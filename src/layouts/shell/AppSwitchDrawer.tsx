// The application switch's drawer: the user's systems with a keyword filter, the
// current one marked; choosing another saves it and reloads the page (spec 01 §4).
// Loaded when first opened, with antd's List and its pagination, so the header does not carry them.
import { useState } from 'react';
import { App as AntApp, Drawer, Input, List, Tag } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@widgets/runtime/i18n';
import { useApi } from '@widgets/runtime/ApiContext';
import { useStores } from '../../stores';
import { drawerWidth } from './sizes';

export const AppSwitchDrawer = observer(function AppSwitchDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { session } = useStores();
  const api = useApi();
  const { message } = AntApp.useApp();
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [switching, setSwitching] = useState('');
  const systems = session.userInfo?.systemIds ?? [];
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
    <Drawer open={open} onClose={onClose} width={drawerWidth} title={t('layout.appSwitch')} destroyOnHidden>
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
  );
});
