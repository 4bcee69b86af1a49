// The tags bar of visited pages, with refresh / close / close others / close all
// on right-click. Affix tags (home) cannot be closed.
import { Dropdown, Tag } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores';
import type { TagView } from '../../stores/TagsStore';

/** Refresh re-enters the page through /redirect; a path with a colon is encoded. */
export function refreshPath(path: string): string {
  return `/redirect${path.includes(':') ? encodeURIComponent(path) : path}`;
}

export const TagsView = observer(function TagsView() {
  const { tags } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const active = location.pathname;

  const close = (view: TagView) => {
    const next = tags.close(view.path, active);
    if (next) navigate(next);
  };

  const act = (key: string, view: TagView) => {
    if (key === 'refresh') navigate(refreshPath(view.path));
    if (key === 'close') close(view);
    if (key === 'closeOthers') {
      tags.closeOthers(view.path);
      if (view.path !== active) navigate(view.path);
    }
    if (key === 'closeAll') navigate(tags.closeAll());
  };

  return (
    <div style={{ padding: '6px 12px', background: '#fff', borderBottom: '1px solid #f0f0f0', whiteSpace: 'nowrap', overflowX: 'auto' }} data-testid="tags-view">
      {tags.views.map((view) => (
        <Dropdown
          key={view.path}
          trigger={['contextMenu']}
          menu={{
            style: { width: 105 },
            items: [
              { key: 'refresh', label: t('layout.tagRefresh') },
              { key: 'close', label: t('layout.tagClose'), disabled: view.affix },
              { key: 'closeOthers', label: t('layout.tagCloseOthers') },
              { key: 'closeAll', label: t('layout.tagCloseAll') },
            ],
            onClick: ({ key }) => act(key, view),
          }}
        >
          <Tag
            color={view.path === active ? 'processing' : 'default'}
            style={{ cursor: 'pointer', userSelect: 'none' }}
            onClick={() => navigate(view.path)}
            closable={!view.affix}
            closeIcon={<CloseOutlined />}
            onClose={(event) => {
              event.preventDefault();
              close(view);
            }}
            data-testid={`tag-${view.path}`}
          >
            {t(view.title)}
          </Tag>
        </Dropdown>
      ))}
    </div>
  );
});
