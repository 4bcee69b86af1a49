// The pickers' rows and lists: a kind's icon, a row drawn as JNPF's pickers
// draw an entry (avatar, name, its organisation path below), and a list that
// loads its next page when scrolled within 200px of its bottom, finished when a
// page comes back short (spec 03 §4, §9).
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Avatar, Empty, Spin } from 'antd';
import { ApartmentOutlined, ClusterOutlined, FolderOutlined, GlobalOutlined, IdcardOutlined, SafetyCertificateOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from '@widgets/runtime/i18n';
import { loadMoreDistance } from '@core/api/userPickers';
import type { PickerNode, PickerSource } from './types';

const kindIcons: Record<string, ReactNode> = {
  company: <ApartmentOutlined />,
  department: <ClusterOutlined />,
  position: <IdcardOutlined />,
  role: <SafetyCertificateOutlined />,
  group: <TeamOutlined />,
  user: <UserOutlined />,
  system: <UserOutlined />,
  // Holders that are never chosen: the global roles' root, a group type.
  global: <GlobalOutlined />,
  groupType: <FolderOutlined />,
};

export const iconOf = (kind: string | undefined) => (kind ? kindIcons[kind] : undefined) ?? <UserOutlined />;

/** Only pictures the browser may show as they are: the house's own paths, web and data images. */
const showable = (picture: string | undefined) => (picture && /^(\/|https?:|data:image\/)/.test(picture) ? picture : undefined);

/** An avatar: the user's picture when they have one, else the kind's icon. */
export function KindAvatar({ kind, picture }: { kind?: string; picture?: string }) {
  const src = showable(picture);
  return <Avatar size={32} src={src} icon={src ? undefined : iconOf(kind)} style={{ flex: 'none' }} />;
}

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** What a row shows of a node or a choice. */
export interface Entry {
  kind?: string;
  picture?: string;
  title: string;
  hint?: string;
}

/** One entry as a row: avatar, name, and its place below it. */
export function EntryRow({ entry: { kind, picture, title, hint }, selected, onClick, extra, testId }: {
  entry: Entry;
  selected?: boolean;
  onClick?(): void;
  extra?: ReactNode;
  testId?: string;
}) {
  return (
    <div
      role={onClick ? 'option' : undefined}
      aria-selected={onClick ? Boolean(selected) : undefined}
      onClick={onClick}
      data-testid={testId}
      style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '6px 8px', borderRadius: 6, cursor: onClick ? 'pointer' : undefined, background: selected ? 'rgba(22,119,255,0.08)' : undefined }}
    >
      {/* An entry of no known kind (an organisation path) shows by name alone. */}
      {(kind || picture) && <KindAvatar kind={kind} picture={picture} />}
      <div style={{ flex: 1, minWidth: 0, lineHeight: 1.4 }}>
        <div title={title} style={ellipsis}>
          {title}
        </div>
        {hint && (
          <div title={hint} style={{ ...ellipsis, fontSize: 12, color: 'rgba(0,0,0,0.45)' }}>
            {hint}
          </div>
        )}
      </div>
      {extra}
    </div>
  );
}

interface Run {
  /** What the pages are of (a tab and keyword). */
  key: string;
  items: PickerNode[];
  /** The last page loaded. */
  page: number;
  loading: boolean;
  finished: boolean;
}

const fresh = (key: string): Run => ({ key, items: [], page: 0, loading: true, finished: false });

/**
 * The source's list for a keyword, a page at a time, started again whenever
 * `key` changes (another keyword or tab). A failed page ends the loading
 * silently (spec 03 §8); the next scroll asks for it again.
 */
function usePages(source: PickerSource, keyword: string) {
  const key = `${source.key}|${keyword}`;
  const [run, setRun] = useState<Run>(() => fresh(key));
  // Another tab or keyword: the list starts again (set while rendering, so nothing stale is drawn).
  if (run.key !== key) setRun(fresh(key));
  const current = useRef({ source, keyword });
  useEffect(() => {
    current.current = { source, keyword };
  });
  /** The page on its way, so that quick scroll events ask for it once. */
  const inFlight = useRef('');

  const loadPage = useCallback((forKey: string, page: number) => {
    const ticket = `${forKey}#${page}`;
    inFlight.current = ticket;
    const { source: from, keyword: words } = current.current;
    const ask = from.find ? from.find(words, page).catch(() => null) : Promise.resolve([]);
    void ask.then((found) => {
      if (inFlight.current === ticket) inFlight.current = '';
      setRun((prior) => {
        // A newer search or tab replaced this run while it loaded, or this page came already.
        if (prior.key !== forKey || page !== prior.page + 1) return prior.key === forKey ? { ...prior, loading: false } : prior;
        if (!found) return { ...prior, loading: false };
        const finished = from.pageSize === undefined || found.length < from.pageSize;
        return { key: forKey, items: [...prior.items, ...found], page, loading: false, finished };
      });
    });
  }, []);

  useEffect(() => loadPage(key, 1), [key, loadPage]);

  const more = () => {
    if (run.loading || run.finished || inFlight.current) return;
    setRun({ ...run, loading: true });
    loadPage(run.key, run.page + 1);
  };
  return { ...run, more };
}

/** A source's flat list for a keyword: rows that choose, loading more within 200px of the bottom. */
export function FoundList({ source, keyword, chosen, onChoose }: { source: PickerSource; keyword: string; chosen: ReadonlySet<string>; onChoose(node: PickerNode): void }) {
  const { t } = useTranslation();
  const pages = usePages(source, keyword);
  return (
    <div
      style={{ height: '100%', overflow: 'auto' }}
      data-testid="picker-list"
      onScroll={(event) => {
        const box = event.currentTarget;
        if (box.scrollHeight - box.clientHeight - box.scrollTop <= loadMoreDistance) pages.more();
      }}
    >
      {pages.items.map((node) => (
        <EntryRow
          key={node.key}
          entry={node}
          selected={Boolean(node.choice && chosen.has(node.choice.key))}
          onClick={() => !node.disabled && node.choice && onChoose(node)}
          testId={`picker-node-${node.key}`}
        />
      ))}
      {pages.loading && (
        <div style={{ textAlign: 'center', padding: 8 }}>
          <Spin size="small" />
        </div>
      )}
      {!pages.loading && pages.items.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('widget.orgPicker.empty')} />}
    </div>
  );
}
