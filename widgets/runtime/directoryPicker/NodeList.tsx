// The user pickers' lists: a node drawn as JNPF's pickers draw a user (avatar,
// name, organisation path), and a list that loads its next page when scrolled
// within 200px of its bottom, finished when a page comes back short.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Avatar, Empty, Spin } from 'antd';
import { ApartmentOutlined, ClusterOutlined, IdcardOutlined, SafetyCertificateOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DirectoryNode, DirectoryNodeType } from '@core/api/directory';
import { loadMoreDistance, userPickerPageSize } from '@core/api/userPickers';

const typeIcons: Record<DirectoryNodeType, ReactNode> = {
  company: <ApartmentOutlined />,
  department: <ClusterOutlined />,
  position: <IdcardOutlined />,
  role: <SafetyCertificateOutlined />,
  group: <TeamOutlined />,
  user: <UserOutlined />,
  system: <UserOutlined />,
};

export const iconOf = (type: DirectoryNodeType) => typeIcons[type] ?? <UserOutlined />;

/** An avatar: the user's picture when they have one, else the kind's icon. */
export function NodeAvatar({ node, size = 32 }: { node: DirectoryNode; size?: number }) {
  const picture = node.type === 'user' && node.headIcon && /^(\/|https?:|data:image\/)/.test(node.headIcon) ? node.headIcon : undefined;
  return <Avatar size={size} src={picture} icon={picture ? undefined : iconOf(node.type)} style={{ flex: 'none' }} />;
}

/** One node as a row: avatar, name, and the organisation path below it. */
export function NodeRow({ node, selected, onClick, extra, testId }: { node: DirectoryNode; selected?: boolean; onClick?(): void; extra?: ReactNode; testId?: string }) {
  return (
    <div
      className={`kiln-picker-row${selected ? ' kiln-picker-row-selected' : ''}`}
      role={onClick ? 'option' : undefined}
      aria-selected={onClick ? Boolean(selected) : undefined}
      onClick={onClick}
      data-testid={testId}
      style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '6px 8px', borderRadius: 6, cursor: onClick ? 'pointer' : undefined, background: selected ? 'rgba(22,119,255,0.08)' : undefined }}
    >
      <NodeAvatar node={node} />
      <div style={{ flex: 1, minWidth: 0, lineHeight: 1.4 }}>
        <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{node.fullName}</div>
        {node.organize && (
          <div title={node.organize} style={{ fontSize: 12, color: 'rgba(0,0,0,0.45)', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {node.organize}
          </div>
        )}
      </div>
      {extra}
    </div>
  );
}

/** Fetches one page (from 1); null when the call failed. */
export type PageFetcher = (page: number, pageSize: number) => Promise<DirectoryNode[] | null>;

interface Run {
  /** What the pages are of (a tab and keyword); null while no list is shown. */
  key: string | null;
  items: DirectoryNode[];
  /** The last page loaded. */
  page: number;
  loading: boolean;
  finished: boolean;
}

const fresh = (key: string | null): Run => ({ key, items: [], page: 0, loading: key !== null, finished: key === null });

/**
 * Pages of nodes for `fetchPage`, started again whenever `key` changes (a new
 * keyword or tab); nothing is asked for while `key` is null. A failed page
 * ends the loading silently (spec 03 §8); the next scroll asks for it again.
 */
export function usePagedNodes(fetchPage: PageFetcher, key: string | null) {
  const [run, setRun] = useState<Run>(() => fresh(key));
  // Another tab or keyword: the list starts again (set while rendering, so nothing stale is drawn).
  if (run.key !== key) setRun(fresh(key));
  const fetcher = useRef(fetchPage);
  useEffect(() => {
    fetcher.current = fetchPage;
  });
  /** The page on its way, so that quick scroll events ask for it once. */
  const inFlight = useRef('');

  const loadPage = useCallback((forKey: string, page: number) => {
    const ticket = `${forKey}#${page}`;
    inFlight.current = ticket;
    void fetcher.current(page, userPickerPageSize).then((found) => {
      if (inFlight.current === ticket) inFlight.current = '';
      // A newer search or tab replaced this run while it loaded.
      setRun((prior) => {
        if (prior.key !== forKey) return prior;
        if (!found) return { ...prior, loading: false };
        return { key: forKey, items: [...prior.items, ...found], page, loading: false, finished: found.length < userPickerPageSize };
      });
    });
  }, []);

  useEffect(() => {
    if (key !== null) loadPage(key, 1);
  }, [key, loadPage]);

  const more = () => {
    if (run.key === null || run.loading || run.finished || inFlight.current) return;
    setRun({ ...run, loading: true });
    loadPage(run.key, run.page + 1);
  };

  return { items: run.items, loading: run.loading, finished: run.finished, more };
}

/** A scrolling list that asks for more within 200px of its bottom. */
export function PagedList({ nodes, loading, finished, onMore, isSelected, onPick, testId }: {
  nodes: readonly DirectoryNode[];
  loading: boolean;
  finished: boolean;
  onMore(): void;
  isSelected(node: DirectoryNode): boolean;
  onPick(node: DirectoryNode): void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      style={{ height: '100%', overflow: 'auto' }}
      data-testid={testId}
      onScroll={(event) => {
        const box = event.currentTarget;
        if (box.scrollHeight - box.clientHeight - box.scrollTop <= loadMoreDistance && !loading && !finished) onMore();
      }}
    >
      {nodes.map((node) => (
        <NodeRow key={`${node.type}-${node.id}`} node={node} selected={isSelected(node)} onClick={() => onPick(node)} testId={`picker-item-${node.id}`} />
      ))}
      {loading && (
        <div style={{ textAlign: 'center', padding: 8 }}>
          <Spin size="small" />
        </div>
      )}
      {!loading && nodes.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('widget.userSelect.empty')} />}
    </div>
  );
}
