// A source's tree, loaded a level at a time (or given whole: role and group
// trees, a custom list's groups): a click on a node that offers a choice picks
// it, a click on another opens or closes it. A keyword filters the loaded tree
// by name (spec 03 §5: a substring of fullName), keeping the way down to each
// match. A level that failed to load stays unloaded; opening it asks again.
import { useCallback, useEffect, useEffectEvent, useMemo, useState, type Key, type ReactNode } from 'react';
import { Empty, Spin, Tree } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import { iconOf } from './NodeList';
import type { PickerNode, PickerSource } from './types';

interface TreeItem {
  key: string;
  title: ReactNode;
  isLeaf: boolean;
  node: PickerNode;
  children?: TreeItem[];
}

/** Children by the path of their parent ('' for the top). */
type Loaded = ReadonlyMap<string, PickerNode[]>;

/** A node's place is its path of keys: the same entry may hang under several parents (a user in two departments). */
const pathIn = (parentPath: string, node: PickerNode) => `${parentPath}/${node.key}`;

/** Adds a level, and the subtrees the server sent with it, to what is loaded. */
function withGiven(loaded: Map<string, PickerNode[]>, parentPath: string, nodes: readonly PickerNode[]): Map<string, PickerNode[]> {
  loaded.set(parentPath, [...nodes]);
  for (const node of nodes) if (node.children) withGiven(loaded, pathIn(parentPath, node), node.children);
  return loaded;
}

/** Every node that holds others (what a filtered tree shows open). */
const openPaths = (items: readonly TreeItem[]): string[] => items.flatMap((item) => (item.children?.length ? [item.key, ...openPaths(item.children)] : []));

interface SourceTreeProps {
  source: PickerSource;
  keyword: string;
  chosen: ReadonlySet<string>;
  onChoose(node: PickerNode): void;
  /** Told how many top nodes the source has once they arrive (the dialog moves off a tab with none). */
  onTopLoaded?(count: number): void;
}

export function SourceTree({ source, keyword, chosen, onChoose, onTopLoaded }: SourceTreeProps) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>(new Map());
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [loading, setLoading] = useState(true);

  const load = useCallback((parent: PickerNode | null) => (source.load ? source.load(parent).catch(() => null) : Promise.resolve([])), [source]);
  const reportTop = useEffectEvent((count: number) => onTopLoaded?.(count));
  const add = useCallback((parentPath: string, nodes: readonly PickerNode[]) => setLoaded((before) => withGiven(new Map(before), parentPath, nodes)), []);

  useEffect(() => {
    let live = true;
    const start = async () => {
      const top = await load(null);
      if (!live) return;
      const levels = new Map<string, PickerNode[]>();
      let open: string[] = [];
      if (top) {
        withGiven(levels, '', top);
        const first = top[0];
        if (source.openFirst && first && !first.isLeaf) {
          // The first top node opens by itself, as JNPF's user pickers show it.
          const firstPath = pathIn('', first);
          if (!levels.has(firstPath)) {
            const below = await load(first);
            if (!live) return;
            if (below) withGiven(levels, firstPath, below);
          }
          if (levels.has(firstPath)) open = [firstPath];
        } else if (!source.openFirst) {
          // Levels handed over whole (a custom list's groups) show open.
          open = top.filter((node) => node.children?.length).map((node) => pathIn('', node));
        }
      }
      setLoaded(levels);
      setExpanded(open);
      setLoading(false);
      if (top) reportTop(top.length);
    };
    void start();
    return () => {
      live = false;
    };
  }, [load, source.openFirst]);

  const treeData = useMemo(() => {
    const wanted = keyword.toLowerCase();
    const build = (parentPath: string): TreeItem[] => {
      const items: TreeItem[] = [];
      // A directory is a few levels deep; the recursion follows what was opened.
      for (const node of loaded.get(parentPath) ?? []) {
        const path = pathIn(parentPath, node);
        const children = loaded.has(path) ? build(path) : undefined;
        if (wanted && !node.title.toLowerCase().includes(wanted) && !children?.length) continue;
        const title = (
          <span data-testid={`picker-node-${node.key}`} style={{ color: node.choice && chosen.has(node.choice.key) ? '#1677ff' : undefined }}>
            <span style={{ marginInlineEnd: 6 }}>{iconOf(node.kind)}</span>
            {node.title}
            {node.hint && node.hint !== node.title ? <span style={{ marginInlineStart: 8, color: 'rgba(0,0,0,0.45)' }}>{node.hint}</span> : null}
          </span>
        );
        const isLeaf = node.isLeaf || (loaded.has(path) && loaded.get(path)!.length === 0);
        items.push({ key: path, title, isLeaf, node, ...(children ? { children } : {}) });
      }
      return items;
    };
    return build('');
  }, [loaded, keyword, chosen]);

  const loadLevel = async (item: TreeItem) => {
    if (loaded.has(item.key)) return;
    const nodes = await load(item.node);
    if (nodes) add(item.key, nodes);
  };

  const click = (item: TreeItem) => {
    if (item.node.disabled) return;
    if (item.node.choice) return onChoose(item.node);
    // A node that cannot be chosen opens or closes on a click (the tree asks for its children itself).
    if (item.isLeaf || keyword) return;
    setExpanded((keys) => (keys.includes(item.key) ? keys.filter((key) => key !== item.key) : [...keys, item.key]));
  };

  return (
    <div style={{ height: '100%', overflow: 'auto' }}>
      <Spin spinning={loading}>
        {!loading && treeData.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('widget.orgPicker.empty')} />
        ) : (
          <Tree<TreeItem>
            treeData={treeData}
            expandedKeys={keyword ? openPaths(treeData) : expanded}
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
