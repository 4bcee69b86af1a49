// The notice bell (spec 01 §2.6, §4): its badge counts unread messages as the
// socket reports them (≤ 99 shown); a click opens the message drawer, whose code
// loads with the first click.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Badge, Button, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@widgets/runtime/i18n';
import { useRealtimeSocket } from '../RealtimeProvider';
import { unreadNotices } from './unreadNotices';

const MessageDrawer = lazy(() => import('./MessageDrawer'));

/** antd's overflowCount: 100 and more show as 99+. */
export const badgeMax = 99;

export const NoticeBell = observer(function NoticeBell() {
  const socket = useRealtimeSocket();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);

  useEffect(() => socket.subscribe((event) => unreadNotices.apply(event)), [socket]);
  // A new shell starts from what its socket's initMessage says, not from the previous user's count.
  useEffect(() => () => unreadNotices.set(0), []);

  const show = () => {
    setEverOpened(true);
    setOpen(true);
  };

  return (
    <>
      <Tooltip title={t('messages.bell')}>
        <Button type="text" onClick={show} data-testid="notice-bell" aria-label={t('messages.bell')}>
          <Badge count={unreadNotices.count} overflowCount={badgeMax} size="small" data-testid="notice-badge" data-count={unreadNotices.count}>
            <BellOutlined style={{ fontSize: 16 }} />
          </Badge>
        </Button>
      </Tooltip>
      {everOpened && (
        <Suspense fallback={null}>
          <MessageDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
});
