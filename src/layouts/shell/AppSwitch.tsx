// The application switch (spec 01 §2.6, §2.10): shown only when the user has
// more than one system; a drawer lists them with a keyword filter, the current
// one marked; choosing another saves it and reloads the page (§4).
import { lazy, Suspense, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@widgets/runtime/i18n';
import { useStores } from '../../stores';

// Loaded when first opened: the list, its filter and antd's List (with pagination and select) stay out of the header.
const AppSwitchDrawer = lazy(() => import('./AppSwitchDrawer').then((module) => ({ default: module.AppSwitchDrawer })));

export const AppSwitch = observer(function AppSwitch() {
  const { session } = useStores();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const systems = session.userInfo?.systemIds ?? [];
  if (systems.length <= 1) return null;

  return (
    <>
      <Tooltip title={t('layout.appSwitch')}>
        <Button
          type="text"
          icon={<AppstoreOutlined />}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
          data-testid="app-switch"
        />
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <AppSwitchDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
});
