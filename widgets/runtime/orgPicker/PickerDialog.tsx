// The directory pickers' dialog (spec 03 §2 Directory picker dialogs): 800px,
// not closed by a click on the backdrop or by Escape; a search box, the tree
// (or tabs of trees) on the left loaded a level at a time, the 已选 pane on the
// right with 清空列表 and a delete per item. It works on a copy of the
// selection: confirm hands the copy back, cancel drops it (spec 03 §4).
import { useCallback, useEffect, useMemo, useState, type Key, type ReactNode } from 'react';
import { Button, Empty, Input, Modal, Spin, Tabs, Tree } from 'antd';
import { ApartmentOutlined, BankOutlined, DeleteOutlined, IdcardOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PickerChoice, PickerNode, PickerSource } from './types';

export interface PickerDialogProps {
  /** Translated. */
  title: string;
  multiple: boolean;
  sources: readonly PickerSource[];
  initial: readonly PickerChoice[];
  onConfirm(selection: PickerChoice[]): void;
  onCancel(): void;
  /** Where a kind's icon comes from, for kinds beyond the directory's. */
  icons?: Record<string, ReactNode>;
}

const kindIcons: Record<string, ReactNode> = {
  company: <BankOutlined />,
  department: <ApartmentOutlined />,
  position: <IdcardOutlined />,
  group: <TeamOutlined />,
  role: <TeamOutlined />,
  user: <UserOutlined />,
};

/** The selection after a click on a node's choice: a single picker replaces, a multiple one adds or, when held, removes (spec 03 §4). */
export function pickChoice(selection: readonly PickerChoice[], choice: PickerChoice, multiple: boolean): PickerChoice[] {
  if (!multiple) return [choice];
  return selection.some((held) => held.key === choice.key) ? selection.filter((held) => held.key !== choice.key) : [...selection, choice];
}

interface TreeItem {
  key: string;
  title: ReactNode;
  isLeaf: boolean;
  node: PickerNode;
  children?: TreeItem[];
}

/** Children already known go into the loaded levels, so opening them asks nothing. */
function withKnownChildren(levels: Map<string, PickerNode[]>, parentKey: string, nodes: readonly PickerNode[]): Map<string, PickerNode[]> {
  levels.set(parentKey, [...nodes]);
  for (const node of nodes) if (node.children) withKnownChildren(levels, node.key, node.children);
  return levels;
}

/** Every loaded node, for filtering by title where a source has no search of its own. */
function loadedNodes(levels: ReadonlyMap<string, PickerNode[]>): PickerNode[] {
  return [...levels.values()].flat();
}

function SourceTree({ source, keyword, icons, chosen, onChoose }: { source: PickerSource; keyword: string; icons: Record<string, ReactNode>; chosen: ReadonlySet<string>; onChoose(node: PickerNode): void }) {
  const { t } = useTranslation();
  const [levels, setLevels] = useState<ReadonlyMap<string, PickerNode[]>>(new Map());
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [loading, setLoading] = useState(true);
  /** The server's answer to the last search, with the keyword it answers. */
  const [answer, setAnswer] = useState<{ keyword: string; nodes: PickerNode[] } | null>(null);

  const load = useCallback(
    // A failed load ends quietly with nothing (spec 03 §8).
    (parent: PickerNode | null) => source.load(parent).catch(() => [] as PickerNode[]),
    [source],
  );

  useEffect(() => {
    let live = true;
    void load(null).then((nodes) => {
      if (!live) return;
      setLevels(withKnownChildren(new Map(), '', nodes));
      // Levels handed over whole (a custom list's groups) show open.
      setExpanded(nodes.filter((node) => node.children?.length).map((node) => node.key));
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [load]);

  useEffect(() => {
    if (!keyword || !source.search) return;
    let live = true;
    void source
      .search(keyword)
      .catch(() => [] as PickerNode[])
      .then((nodes) => {
        if (live) setAnswer({ keyword, nodes });
      });
    return () => {
      live = false;
    };
  }, [keyword, source]);

  // With a keyword: the server's matches, or the loaded tree filtered by title where the source has no search.
  const searching = keyword !== '' && source.search !== undefined && answer?.keyword !== keyword;
  const found = useMemo(() => {
    if (!keyword) return null;
    if (source.search) return answer?.keyword === keyword ? answer.nodes : [];
    const wanted = keyword.toLowerCase();
    return loadedNodes(levels).filter((node) => node.title.toLowerCase().includes(wanted));
  }, [keyword, source, answer, levels]);

  const titleOf = useCallback(
    (node: PickerNode) => (
      <span data-testid={`picker-node-${node.key}`} style={{ color: node.choice && chosen.has(node.choice.key) ? '#1677ff' : undefined }}>
        {node.kind && icons[node.kind] ? <span style={{ marginInlineEnd: 6 }}>{icons[node.kind]}</span> : null}
        {node.title}
        {node.hint && node.hint !== node.title ? <span style={{ marginInlineStart: 8, color: 'rgba(0,0,0,0.45)' }}>{node.hint}</span> : null}
      </span>
    ),
    [chosen, icons],
  );

  const treeData = useMemo(() => {
    const build = (parentKey: string): TreeItem[] =>
      (levels.get(parentKey) ?? []).map((node) => ({ key: node.key, title: titleOf(node), isLeaf: node.isLeaf, node, ...(levels.has(node.key) ? { children: build(node.key) } : {}) }));
    // A directory is a few levels deep; the recursion follows what was opened.
    return found ? found.map((node) => ({ key: node.key, title: titleOf(node), isLeaf: true, node })) : build('');
  }, [levels, found, titleOf]);

  const open = (node: PickerNode) => load(node).then((nodes) => setLevels((before) => withKnownChildren(new Map(before), node.key, nodes)));

  const click = (node: PickerNode) => {
    if (node.disabled) return;
    if (node.choice) {
      onChoose(node);
      return;
    }
    // A node that cannot be chosen opens or closes on a click.
    if (node.isLeaf || found) return;
    // The tree asks for an opened node's children itself (loadData).
    setExpanded((keys) => (keys.includes(node.key) ? keys.filter((key) => key !== node.key) : [...keys, node.key]));
  };

  return (
    <Spin spinning={loading || searching}>
      {treeData.length === 0 && !loading && !searching ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('widget.orgPicker.empty')} />
      ) : (
        <Tree<TreeItem>
          treeData={treeData}
          expandedKeys={found ? [] : expanded}
          onExpand={(keys) => setExpanded(keys)}
          loadData={(item) => (levels.has(item.node.key) ? Promise.resolve() : open(item.node))}
          selectedKeys={[]}
          onSelect={(_keys, { node }) => click(node.node)}
        />
      )}
    </Spin>
  );
}

const paneStyle = { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', border: '1px solid rgba(5,5,5,0.06)', borderRadius: 6 } as const;
const headStyle = { padding: '8px 12px', borderBottom: '1px solid rgba(5,5,5,0.06)' } as const;

export function PickerDialog({ title, multiple, sources, initial, onConfirm, onCancel, icons }: PickerDialogProps) {
  const { t } = useTranslation();
  const [selection, setSelection] = useState<PickerChoice[]>(() => [...initial]);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [active, setActive] = useState(sources[0]?.key ?? '');
  const chosen = useMemo(() => new Set(selection.map((choice) => choice.key)), [selection]);
  const allIcons = useMemo(() => ({ ...kindIcons, ...icons }), [icons]);

  const choose = (node: PickerNode) => setSelection((before) => pickChoice(before, node.choice!, multiple));
  const search = (value: string) => setKeyword(value.trim());
  const tree = (source: PickerSource) => <SourceTree source={source} keyword={source.key === active ? keyword : ''} icons={allIcons} chosen={chosen} onChoose={choose} />;

  return (
    <Modal
      open
      title={title}
      width={800}
      centered
      mask={{ closable: false }}
      keyboard={false}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onOk={() => onConfirm(selection)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <div style={{ display: 'flex', gap: 16, height: 400 }}>
        <section style={paneStyle}>
          <div style={headStyle}>
            <Input.Search
              allowClear
              placeholder={t('widget.orgPicker.keyword')}
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                // Emptying the box goes back to the tree (spec 03 §4).
                if (!event.target.value) setKeyword('');
              }}
              onSearch={search}
              data-testid="picker-search"
            />
          </div>
          <div style={{ flex: 1, overflow: 'auto', padding: 8 }} data-testid="picker-tree">
            {sources.length > 1 ? (
              <Tabs
                size="small"
                activeKey={active}
                onChange={(key) => {
                  setActive(key);
                  setTyped('');
                  setKeyword('');
                }}
                items={sources.map((source) => ({ key: source.key, label: t(source.label ?? source.key), children: tree(source) }))}
              />
            ) : (
              sources[0] && tree(sources[0])
            )}
          </div>
        </section>
        <section style={paneStyle}>
          <header style={{ ...headStyle, display: 'flex', justifyContent: 'space-between' }}>
            <span>{t('widget.orgPicker.selected')}</span>
            <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => setSelection([])} data-testid="picker-clear">
              {t('widget.orgPicker.clearList')}
            </Button>
          </header>
          <div style={{ flex: 1, overflow: 'auto', padding: 8 }} data-testid="picker-selected">
            {selection.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('widget.orgPicker.empty')} />
            ) : (
              selection.map((choice) => (
                <div key={choice.key} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '4px 0' }} data-testid={`picker-chosen-${choice.key}`}>
                  <span title={choice.label}>{choice.label}</span>
                  <Button
                    type="text"
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={t('widget.orgPicker.remove')}
                    onClick={() => setSelection((before) => before.filter((held) => held.key !== choice.key))}
                  />
                </div>
              ))
            )}
          </div>
        </section>
      </div>
    </Modal>
  );
}
