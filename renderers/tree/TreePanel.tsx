// The left pane of a tree page: a filterable tree whose menu offers refresh,
// expand all, collapse all and the schema's own actions.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Dropdown, Input, Spin, Tree } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import { useTranslation } from '@widgets/runtime/i18n';
import type { Action, TreePart } from '@core/schema/types';
import { resolveCall } from '@core/schema/placeholders';
import { flattenTree, mapTree } from '@core/tree';
import { useApi } from '@widgets/runtime/ApiContext';
import { useButtonGuard } from '@widgets/runtime/permissions';

export type TreeNode = Record<string, unknown>;

interface DataNode {
  key: string;
  title: string;
  node: TreeNode;
  children?: DataNode[];
}

interface Props {
  part: TreePart;
  module?: string;
  reloadSignal: number;
  onSelect(node: TreeNode | null): void;
  onAction(action: Action): void;
  /** The node to select first (by its value or its code). */
  startAt?: string;
}

/** The tree as antd draws it; with a filter, the matching nodes and the branches that lead to them. */
function toData(nodes: TreeNode[], part: TreePart, filter: string): DataNode[] {
  return mapTree<TreeNode, DataNode>(
    nodes,
    (node, children) => {
      const title = String(node[part.labelField] ?? '');
      if (filter && !title.includes(filter) && children.length === 0) return null;
      return { key: String(node[part.valueField]), title, node, ...(children.length ? { children } : {}) };
    },
    (node) => node[part.childrenField] as TreeNode[] | undefined,
  );
}

const keysOf = (nodes: DataNode[]): string[] => flattenTree(nodes).map((node) => node.key);

export function TreePanel({ part, module, reloadSignal, onSelect, onAction, startAt }: Props) {
  const api = useApi();
  const { t } = useTranslation();
  const can = useButtonGuard(module);
  const [nodes, setNodes] = useState<TreeNode[]>([]);
  const [loading, setLoading] = useState(true);
  const [filter, setFilter] = useState('');
  // null: every node open, as the tree starts.
  const [expandedKeys, setExpanded] = useState<string[] | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const selectedRef = useRef<string | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    const call = resolveCall(part.api, {});
    const result = await api.transport<{ list: TreeNode[] } | TreeNode[]>(call.method, call.url, call.params);
    setLoading(false);
    if (result.code !== 200) return;
    // Selectors answer {list}; a data interface's Preview answers its rows as they are.
    const list = Array.isArray(result.data) ? result.data : result.data.list;
    setNodes(list);
    // The node asked for (by value or code), else the first, is selected on load, as the dictionary page expects.
    const asked = startAt
      ? flattenTree(list, (node) => (Array.isArray(node.children) ? (node.children as TreeNode[]) : undefined)).find(
          (node) => String(node[part.valueField]) === startAt || node.enCode === startAt,
        )
      : undefined;
    const first = asked ?? list[0];
    if (first && part.select !== 'none' && selectedRef.current === null) {
      selectedRef.current = String(first[part.valueField]);
      setSelected(selectedRef.current);
      onSelect(first);
    }
  }, [api, part, onSelect, startAt]);

  useEffect(() => {
    // Fetching is what this effect is for: the tree reloads when asked to.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load, reloadSignal]);

  const data = useMemo(() => toData(nodes, part, filter.trim()), [nodes, part, filter]);
  const expanded = expandedKeys ?? keysOf(data);

  const menuItems = [
    { key: '__refresh', label: t('tree.refresh') },
    { key: '__expand', label: t('tree.expandAll') },
    { key: '__collapse', label: t('tree.collapseAll') },
    ...(part.menu ?? [])
      .filter((action) => can(action.permission))
      .map((action) => ({ key: action.key, label: <span data-testid={`tree-action-${action.key}`}>{t(action.label)}</span> })),
  ];

  return (
    <div style={{ width: part.width ?? 260, borderRight: '1px solid #f0f0f0', paddingRight: 12 }} data-testid="tree-panel">
      <div style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
        <Input.Search allowClear placeholder={t('tree.filter')} value={filter} onChange={(event) => setFilter(event.target.value)} data-testid="tree-filter" />
        <Dropdown
          trigger={['click']}
          menu={{
            items: menuItems,
            onClick: ({ key }) => {
              if (key === '__refresh') void load();
              else if (key === '__expand') setExpanded(null);
              else if (key === '__collapse') setExpanded([]);
              else {
                const action = part.menu?.find((a) => a.key === key);
                if (action) onAction(action);
              }
            },
          }}
        >
          <Button icon={<MoreOutlined />} data-testid="tree-menu" />
        </Dropdown>
      </div>
      {loading ? (
        <Spin />
      ) : (
        <Tree<DataNode>
          blockNode
          treeData={data}
          expandedKeys={expanded}
          onExpand={(keys) => setExpanded(keys.map(String))}
          selectedKeys={selected ? [selected] : []}
          onSelect={(keys, info) => {
            if (!keys.length) return;
            selectedRef.current = String(keys[0]);
            setSelected(selectedRef.current);
            onSelect(info.node.node);
          }}
          titleRender={(item) => <span data-testid={`tree-node-${item.key}`}>{item.title}</span>}
        />
      )}
    </div>
  );
}
