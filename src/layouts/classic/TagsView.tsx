// The tags bar of visited pages, with refresh / close / close others / close all
// on right-click (a 105px menu), scroll buttons when the tags overflow, and the
// entries' icons when the settings ask. Affix tags (home) cannot be closed.
// Titles are translated when drawn, so open tags follow a language change.
import { useEffect, useRef, useState } from 'react';
import { Button, Dropdown, Tag } from 'antd';
import { CloseOutlined, HomeOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '@widgets/runtime/i18n';
import { useStores } from '../../stores';
import type { TagView } from '../../stores/TagsStore';
import { menuTitle } from '../../router/titles';
import { menuIcon } from './menuIcons';

export const tagMenuWidth = 105;
const scrollStep = 240;

/** Refresh re-enters the page through /redirect; a path with a colon is encoded. */
export function refreshPath(path: string): string {
  return `/redirect${path.includes(':') ? encodeURIComponent(path) : path}`;
}

export const TagsView = observer(function TagsView() {
  const { tags, session, settings } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  const active = location.pathname;
  const entries = new Map(session.routes.map((entry) => [entry.id, entry]));
  const count = tags.views.length;

  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    element.querySelector<HTMLElement>('[data-active-tag="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    return () => observer.disconnect();
  }, [count, active]);

  const titleOf = (view: TagView) => {
    const entry = view.entryId ? entries.get(view.entryId) : undefined;
    return entry ? menuTitle(entry, t) : t(view.title);
  };
  const iconOf = (view: TagView) => {
    if (!settings.settings.tagsIcon) return undefined;
    const entry = view.entryId ? entries.get(view.entryId) : undefined;
    return entry ? menuIcon(entry.icon) : view.affix ? <HomeOutlined /> : undefined;
  };

  const close = (view: TagView) => {
    const next = tags.close(view.path, active);
    if (next) navigate(next);
  };

  const act = (key: string, view: TagView) => {
    if (key === 'refresh') {
      tags.refresh(view.path);
      navigate(refreshPath(view.path));
    }
    if (key === 'close') close(view);
    if (key === 'closeOthers') {
      tags.closeOthers(view.path);
      if (view.path !== active) navigate(view.path);
    }
    if (key === 'closeAll') navigate(tags.closeAll());
  };

  const scroll = (direction: -1 | 1) => strip.current?.scrollBy({ left: direction * scrollStep, behavior: 'smooth' });

  return (
    <div style={{ display: 'flex', alignItems: 'center', background: '#fff', borderBottom: '1px solid #f0f0f0', height: 34 }} data-testid="tags-view">
      {overflowing && (
        <Button
          type="text"
          size="small"
          icon={<LeftOutlined />}
          onClick={() => scroll(-1)}
          aria-label={t('layout.tagsScrollLeft')}
          data-testid="tags-scroll-left"
        />
      )}
      <div ref={strip} style={{ flex: 1, minWidth: 0, padding: '0 12px', whiteSpace: 'nowrap', overflow: 'hidden' }}>
        {tags.views.map((view) => (
          <Dropdown
            key={view.path}
            trigger={['contextMenu']}
            menu={{
              style: { width: tagMenuWidth, boxSizing: 'border-box' },
              items: [
                { key: 'refresh', label: <span data-testid="tag-menu-refresh">{t('layout.tagRefresh')}</span> },
                { key: 'close', label: <span data-testid="tag-menu-close">{t('layout.tagClose')}</span>, disabled: view.affix },
                { key: 'closeOthers', label: <span data-testid="tag-menu-closeOthers">{t('layout.tagCloseOthers')}</span> },
                { key: 'closeAll', label: <span data-testid="tag-menu-closeAll">{t('layout.tagCloseAll')}</span> },
              ],
              onClick: ({ key }) => act(key, view),
            }}
          >
            <Tag
              color={view.path === active ? settings.colorPrimary : 'default'}
              icon={iconOf(view)}
              style={{ cursor: 'pointer', userSelect: 'none' }}
              onClick={() => navigate(view.path)}
              closable={!view.affix}
              closeIcon={<CloseOutlined />}
              onClose={(event) => {
                event.preventDefault();
                close(view);
              }}
              data-active-tag={view.path === active}
              data-testid={`tag-${view.path}`}
            >
              {titleOf(view)}
            </Tag>
          </Dropdown>
        ))}
      </div>
      {overflowing && (
        <Button
          type="text"
          size="small"
          icon={<RightOutlined />}
          onClick={() => scroll(1)}
          aria-label={t('layout.tagsScrollRight')}
          data-testid="tags-scroll-right"
        />
      )}
    </div>
  );
});
