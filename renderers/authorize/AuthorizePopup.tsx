// What one role, position, group or user may use, set step by step in a
// full-size popup (JNPF's AuthorizePopup): applications, menus, buttons, list
// columns, form fields, data schemes. Each step asks the server for its tree
// (scoped by the applications or menus checked before) and what the object
// holds; 保存 on the last step replaces every kind at once.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, App as AntApp, Button, Divider, Drawer, Empty, Space, Spin, Steps, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from '@widgets/runtime/i18n';
import { authorizeApi, type GrantNode, type GrantObjectType } from '@core/api/authorize';
import { ResultCode } from '@core/api/envelope';
import { useApi } from '@widgets/runtime/ApiContext';
import { branchIds, emptyStepValues, grantSteps, initialLeaves, leafIds, withAncestors } from './grantTree';

export interface GrantObject {
  id: string;
  type: GrantObjectType;
  name: string;
}

interface Props {
  object: GrantObject;
  /** With the btn_edit button: boxes can be changed and saved; otherwise only looked at. */
  canEdit: boolean;
  onClose(): void;
}

const stepTitles = {
  system: 'authorize.step.system',
  module: 'authorize.step.module',
  button: 'authorize.step.button',
  column: 'authorize.step.column',
  form: 'authorize.step.form',
  resource: 'authorize.step.resource',
} as const;

const popupTitles: Record<GrantObjectType, string> = {
  Role: 'authorize.title.Role',
  Position: 'authorize.title.Position',
  Group: 'authorize.title.Group',
  User: 'authorize.title.User',
};

const toTreeData = (nodes: readonly GrantNode[]): DataNode[] =>
  nodes.map((node) => ({
    key: node.id,
    title: <span data-testid={`grant-node-${node.id}`}>{node.fullName}</span>,
    children: node.children.length > 0 ? toTreeData(node.children) : undefined,
  }));

export function AuthorizePopup({ object, canEdit, onClose }: Props) {
  const { t } = useTranslation();
  const { transport } = useApi();
  const api = useMemo(() => authorizeApi(transport), [transport]);
  const { message } = AntApp.useApp();
  // Each move to a step is a visit; the step is loading until its visit's answer arrives.
  const [{ step, visit }, setPlace] = useState({ step: 0, visit: 0 });
  const [loaded, setLoaded] = useState({ visit: -1, tree: [] as GrantNode[] });
  const [checked, setChecked] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const loading = loaded.visit !== visit;
  const tree = loaded.tree;
  const goTo = (next: number) => setPlace((place) => ({ step: next, visit: place.visit + 1 }));
  // What each step saves (checked leaves with the nodes above them), and what each step showed.
  const values = useRef(emptyStepValues());
  const seen = useRef<Partial<Record<(typeof grantSteps)[number], { leaves: Set<string>; checked: string[] }>>>({});
  const kind = grantSteps[step];
  const lastStep = grantSteps.length - 1;

  useEffect(() => {
    let live = true;
    const scope = kind === 'system' ? [] : kind === 'module' ? values.current.system : values.current.module;
    void api.values(object.id, { type: kind, moduleIds: scope.join(',') }).then((answer) => {
      if (!live) return;
      // A refusal's msg is shown by the transport; the step then shows nothing to check.
      const list = answer.code === ResultCode.ok ? answer.data.list : [];
      const leaves = initialLeaves(list, answer.code === ResultCode.ok ? answer.data.ids : [], seen.current[kind]);
      values.current[kind] = withAncestors(list, leaves);
      seen.current[kind] = { leaves: new Set(leafIds(list)), checked: leaves };
      setLoaded({ visit, tree: list });
      setChecked(leaves);
      setExpanded(branchIds(list));
    });
    return () => {
      live = false;
    };
  }, [api, object.id, kind, visit]);

  const treeData = useMemo(() => toTreeData(tree), [tree]);
  const allLeaves = useMemo(() => leafIds(tree), [tree]);

  const choose = (leaves: string[]) => {
    const leafSet = new Set(allLeaves);
    const kept = leaves.filter((id) => leafSet.has(id));
    setChecked(kept);
    values.current[kind] = withAncestors(tree, kept);
    const shown = seen.current[kind];
    if (shown) shown.checked = kept;
  };

  const save = async () => {
    setSaving(true);
    try {
      const v = values.current;
      const answer = await api.save(object.id, { objectType: object.type, systemIds: v.system, module: v.module, button: v.button, column: v.column, form: v.form, resource: v.resource });
      if (answer.code !== ResultCode.ok) return;
      void message.success(answer.msg);
      onClose();
    } finally {
      setSaving(false);
    }
  };

  const toolbar = (
    <Space size={4} wrap>
      <Button type="text" disabled={loading} onClick={() => setExpanded(branchIds(tree))} data-testid="authorize-expand">
        {t('tree.expandAll')}
      </Button>
      <Button type="text" disabled={loading} onClick={() => setExpanded([])} data-testid="authorize-collapse">
        {t('tree.collapseAll')}
      </Button>
      {canEdit && (
        <>
          <Button type="text" disabled={loading} onClick={() => choose(allLeaves)} data-testid="authorize-check-all">
            {t('authorize.checkAll')}
          </Button>
          <Button type="text" disabled={loading} onClick={() => choose([])} data-testid="authorize-uncheck-all">
            {t('authorize.uncheckAll')}
          </Button>
        </>
      )}
      <Divider orientation="vertical" />
      <Button disabled={step <= 0 || loading} onClick={() => goTo(step - 1)} data-testid="authorize-prev">
        {t('authorize.prev')}
      </Button>
      <Button disabled={step >= lastStep || loading} onClick={() => goTo(step + 1)} data-testid="authorize-next">
        {t('authorize.next')}
      </Button>
      {canEdit && (
        <Button type="primary" disabled={step < lastStep || loading} loading={saving} onClick={() => void save()} data-testid="authorize-save">
          {t('authorize.save')}
        </Button>
      )}
    </Space>
  );

  return (
    <Drawer open size="100%" title={t(popupTitles[object.type], { name: object.name })} extra={toolbar} onClose={onClose} destroyOnHidden data-testid="authorize-popup">
      <div style={{ display: 'flex', flexDirection: 'column', height: '100%', gap: 16 }}>
        <Steps type="navigation" size="small" current={step} items={grantSteps.map((entry) => ({ title: t(stepTitles[entry]) }))} data-testid="authorize-steps" />
        {!canEdit && <Alert type="info" showIcon title={t('authorize.readOnly')} />}
        <Spin spinning={loading}>
          <div style={{ padding: '0 20px', minHeight: 200 }} data-testid={`authorize-tree-${kind}`}>
            {!loading && tree.length === 0 ? (
              <Empty description={t('authorize.emptyStep')} />
            ) : (
              <Tree
                checkable
                blockNode
                selectable={false}
                disabled={!canEdit}
                treeData={treeData}
                checkedKeys={checked}
                expandedKeys={expanded}
                onExpand={(keys) => setExpanded(keys.map(String))}
                onCheck={(keys) => choose((Array.isArray(keys) ? keys : keys.checked).map(String))}
              />
            )}
          </div>
        </Spin>
      </div>
    </Drawer>
  );
}
