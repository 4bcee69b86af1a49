// The dialog titled 省市区 (spec 03 §2): all areas as a tree loaded a level at a
// time on the left, the chosen ones on the right with 清空列表 and a delete each.
// It works on a copy: confirm hands the copy back, cancel drops it.
import { useCallback, useEffect, useMemo, useState, type Key } from 'react';
import { Button, Empty, Modal, Spin, Tree } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from '@widgets/runtime/i18n';
import { topAreaId, type Area } from '@core/api/area';
import { useApi, type Api } from '../runtime/ApiContext';
import { pathKey } from './areaNames';
import { isChoosable, pick, type AreaChoice } from './selection';

interface Props {
  level: number;
  multiple: boolean;
  initial: readonly AreaChoice[];
  onConfirm(selection: AreaChoice[]): void;
  onCancel(): void;
}

interface AreaNode {
  key: string;
  title: string;
  isLeaf: boolean;
  ids: string[];
  names: string[];
  children?: AreaNode[];
}

/** The loaded part of the tree: children by parent key (the top under ''). */
function buildTree(loaded: ReadonlyMap<string, AreaNode[]>, parent = ''): AreaNode[] {
  // At most four levels (province to street), so plain recursion stays shallow.
  return (loaded.get(parent) ?? []).map((node) => (loaded.has(node.key) ? { ...node, children: buildTree(loaded, node.key) } : node));
}

/** The enabled children of a node (the provinces for the top), the configured depth marked as leaves (as JNPF's picker does). */
async function fetchChildren(area: Api['area'], parent: AreaNode | null, level: number): Promise<AreaNode[]> {
  const result = await area.selector(parent ? parent.ids[parent.ids.length - 1] : topAreaId);
  const areas: Area[] = result.code === 200 ? result.data.list : [];
  const depth = parent ? parent.ids.length + 1 : 1;
  return areas.map((found) => {
    const ids = [...(parent?.ids ?? []), found.id];
    return { key: ids.join('/'), title: found.fullName, isLeaf: depth >= level + 1 || found.isLeaf, ids, names: [...(parent?.names ?? []), found.fullName] };
  });
}

export function AreaDialog({ level, multiple, initial, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const [selection, setSelection] = useState<AreaChoice[]>(() => [...initial]);
  const [loaded, setLoaded] = useState<ReadonlyMap<string, AreaNode[]>>(new Map());
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [loading, setLoading] = useState(true);

  /** Loads a node's children into the tree. */
  const loadChildren = useCallback(
    (parent: AreaNode | null) => fetchChildren(api.area, parent, level).then((nodes) => setLoaded((before) => new Map(before).set(parent?.key ?? '', nodes))),
    [api, level],
  );

  useEffect(() => {
    let live = true;
    void fetchChildren(api.area, null, level).then((nodes) => {
      if (!live) return;
      setLoaded((before) => new Map(before).set('', nodes));
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [api, level]);

  const treeData = useMemo(() => buildTree(loaded), [loaded]);

  const choose = (node: AreaNode) => {
    if (isChoosable(node.ids, node.isLeaf, level)) {
      setSelection((before) => pick(before, { ids: node.ids, names: node.names }, multiple));
      return;
    }
    // A click on a node that cannot be chosen opens or closes it.
    if (node.isLeaf) return;
    setExpanded((keys) => (keys.includes(node.key) ? keys.filter((key) => key !== node.key) : [...keys, node.key]));
  };

  return (
    <Modal
      open
      title={t('widget.address.title')}
      width={800}
      centered
      mask={{ closable: false }}
      keyboard={false}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onOk={() => onConfirm(selection)}
      onCancel={onCancel}
      data-testid="area-dialog"
    >
      <div style={{ display: 'flex', gap: 16, height: 400 }}>
        <section style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', border: '1px solid rgba(5,5,5,0.06)', borderRadius: 6 }}>
          <header style={{ padding: '8px 12px', borderBottom: '1px solid rgba(5,5,5,0.06)' }}>{t('widget.address.allData')}</header>
          <div style={{ flex: 1, overflow: 'auto', padding: 8 }} data-testid="area-tree">
            <Spin spinning={loading}>
              <Tree<AreaNode>
                treeData={treeData}
                expandedKeys={expanded}
                onExpand={(keys) => setExpanded(keys)}
                loadData={(node) => (loaded.has(node.key) ? Promise.resolve() : loadChildren(node))}
                selectedKeys={[]}
                onSelect={(_keys, { node }) => choose(node)}
              />
            </Spin>
          </div>
        </section>
        <section style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', border: '1px solid rgba(5,5,5,0.06)', borderRadius: 6 }}>
          <header style={{ padding: '8px 12px', borderBottom: '1px solid rgba(5,5,5,0.06)', display: 'flex', justifyContent: 'space-between' }}>
            <span>{t('widget.address.selected')}</span>
            <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => setSelection([])} data-testid="area-clear">
              {t('widget.address.clearList')}
            </Button>
          </header>
          <div style={{ flex: 1, overflow: 'auto', padding: 8 }} data-testid="area-selected">
            {selection.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('widget.address.empty')} />
            ) : (
              selection.map((choice, index) => (
                <div key={pathKey(choice.ids)} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '4px 0' }} data-testid={`area-chosen-${pathKey(choice.ids)}`}>
                  <span title={choice.names.join('/')}>{choice.names.join('/')}</span>
                  <Button
                    type="text"
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={t('widget.address.remove')}
                    onClick={() => setSelection((before) => before.filter((_, at) => at !== index))}
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
