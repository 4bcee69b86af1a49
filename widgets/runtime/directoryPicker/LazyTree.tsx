// A directory tree loaded a level at a time (the user tree: organisations, then
// their users), or given whole (role and group trees): a click on a node the
// picker accepts picks it, a click on another opens or closes it. A keyword
// filters a whole tree by name (spec 03 §5: a substring of fullName).
import { useCallback, useEffect, useMemo, useState, type Key, type ReactNode } from 'react';
import { Empty, Spin, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DirectoryNode } from '@core/api/directory';
import { iconOf } from './NodeList';

interface TreeItem {
  key: string;
  title: ReactNode;
  isLeaf: boolean;
  node: DirectoryNode;
  children?: TreeItem[];
}

/** Children by the key of their parent ('' for the top). */
type Loaded = ReadonlyMap<string, DirectoryNode[]>;

/** A node's key is its path of kinds and ids: a user may sit under several organisations. */
const keyIn = (parentKey: string, node: DirectoryNode) => `${parentKey}/${node.type}:${node.id}`;

/** Whole subtrees the server sent with their children are loaded already. */
function withGivenChildren(loaded: Map<string, DirectoryNode[]>, parentKey: string, nodes: readonly DirectoryNode[]): void {
  loaded.set(parentKey, [...nodes]);
  for (const node of nodes) if (node.children) withGivenChildren(loaded, keyIn(parentKey, node), node.children);
}

function build(loaded: Loaded, parentKey: string, keyword: string): TreeItem[] {
  const items: TreeItem[] = [];
  // Directory trees are a few levels deep, so plain recursion stays shallow.
  for (const node of loaded.get(parentKey) ?? []) {
    const key = keyIn(parentKey, node);
    const children = loaded.has(key) ? build(loaded, key, keyword) : undefined;
    if (keyword && !node.fullName.includes(keyword) && !children?.length) continue;
    const title = (
      <span data-testid={`tree-node-${node.id}`} style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
        {iconOf(node.type)}
        {node.fullName}
      </span>
    );
    const leaf = node.isLeaf || (loaded.has(key) && !loaded.get(key)!.length);
    items.push({ key, title, isLeaf: leaf, node, ...(children ? { children } : {}) });
  }
  return items;
}

const allKeys = (items: readonly TreeItem[]): string[] => items.flatMap((item) => [item.key, ...allKeys(item.children ?? [])]);

export interface LazyTreeProps {
  /** A level's nodes (the top for null); null when the call failed. */
  load(parent: DirectoryNode | null): Promise<DirectoryNode[] | null>;
  /** Whether a click picks the node (else it opens or closes). */
  choosable(node: DirectoryNode): boolean;
  onPick(node: DirectoryNode): void;
  /** Filters the loaded tree by name (whole trees). */
  keyword?: string;
  testId: string;
}

export function LazyTree({ load, choosable, onPick, keyword = '', testId }: LazyTreeProps) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>(new Map());
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [loading, setLoading] = useState(true);

  /** Adds a level (and any subtrees it came with) to what is loaded. */
  const add = useCallback((parentKey: string, nodes: readonly DirectoryNode[]) => {
    setLoaded((before) => {
      const next = new Map(before);
      withGivenChildren(next, parentKey, nodes);
      return next;
    });
  }, []);

  useEffect(() => {
    let live = true;
    const start = async () => {
      const top = await load(null);
      if (!live) return;
      if (top) add('', top);
      setLoading(false);
      // The first top node opens by itself, as JNPF's picker shows it.
      const first = top?.[0];
      if (!first || first.isLeaf) return;
      const firstKey = keyIn('', first);
      if (!first.children) {
        const below = await load(first);
        if (!live || !below) return;
        add(firstKey, below);
      }
      setExpanded([firstKey]);
    };
    void start();
    return () => {
      live = false;
    };
  }, [load, add]);

  /** Opening a node loads its level; a failed level stays unloaded, and opening it again asks again. */
  const loadLevel = async (item: TreeItem) => {
    if (loaded.has(item.key)) return;
    const nodes = await load(item.node);
    if (nodes) add(item.key, nodes);
  };

  const treeData = useMemo(() => build(loaded, '', keyword), [loaded, keyword]);
  const shownExpanded = keyword ? allKeys(treeData) : expanded;

  const click = (item: TreeItem) => {
    if (choosable(item.node)) return onPick(item.node);
    if (item.isLeaf) return;
    setExpanded((keys) => (keys.includes(item.key) ? keys.filter((key) => key !== item.key) : [...keys, item.key]));
  };

  return (
    <div style={{ height: '100%', overflow: 'auto' }} data-testid={testId}>
      <Spin spinning={loading}>
        {!loading && treeData.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('widget.userSelect.empty')} />
        ) : (
          <Tree<TreeItem>
            treeData={treeData}
            expandedKeys={shownExpanded}
            onExpand={(keys) => setExpanded(keys)}
            loadData={loadLevel}
            selectedKeys={[]}
            onSelect={(_keys, { node }) => click(node)}
            blockNode
          />
        )}
      </Spin>
    </div>
  );
}
