// The profile's 系统权限 pane: what the user may use, one tree per kind
// (menus, buttons, list columns, form fields, data schemes) under the menu
// entries, as GET Users/Current/Authorize serves them.
import { useEffect, useState } from 'react';
import { Empty, Spin, Tabs, Tree, type TreeDataNode } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import { ResultCode } from '@core/api/envelope';
import type { GrantNode } from '@core/api/authorize';
import type { OwnGrantTrees } from '@core/api/currentUser';
import { useApi } from '@widgets/runtime/ApiContext';

/** Each kind's tab title (JNPF's 菜单权限 … 数据权限; portals are not granted separately in Kiln). */
const kindTitles = {
  module: 'profile.grant.module',
  button: 'profile.grant.button',
  column: 'profile.grant.column',
  form: 'profile.grant.form',
  resource: 'profile.grant.resource',
} as const;
const kinds = Object.keys(kindTitles) as (keyof typeof kindTitles)[];

const treeOf = (nodes: readonly GrantNode[]): TreeDataNode[] =>
  nodes.map((node) => ({ key: node.id, title: node.fullName, children: treeOf(node.children ?? []) }));

export function AuthorizePane() {
  const api = useApi();
  const { t } = useTranslation();
  const [trees, setTrees] = useState<OwnGrantTrees | null>(null);

  useEffect(() => {
    void api.currentUser.grants().then((answer) => {
      if (answer.code === ResultCode.ok) setTrees(answer.data);
    });
  }, [api]);

  if (!trees) return <Spin />;
  return (
    <Tabs
      data-testid="profile-authorize"
      items={kinds.map((kind) => ({
        key: kind,
        label: t(kindTitles[kind]),
        children: trees[kind].length ? (
          <Tree treeData={treeOf(trees[kind])} defaultExpandAll selectable={false} showLine data-testid={`profile-grant-${kind}`} />
        ) : (
          <Empty />
        ),
      }))}
    />
  );
}
