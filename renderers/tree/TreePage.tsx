// A tree page: the tree on the left chooses what the list on the right shows.
import { useState } from 'react';
import { Panel } from '@widgets/runtime/Panel';
import type { TreePageSchema } from '@core/schema/types';
import { ListView } from '../list/ListView';
import { useActions } from '../list/useActions';
import { TreePanel, type TreeNode } from './TreePanel';

export function TreePage({ schema, onPick, startAt }: { schema: TreePageSchema; onPick?(row: Record<string, unknown>): void; startAt?: string }) {
  const [node, setNode] = useState<TreeNode | null>(null);
  const [treeReload, setTreeReload] = useState(0);
  const resets = schema.afterChange?.includes('resetDictionaries') ?? false;
  const treeActions = useActions({ reload: () => setTreeReload((n) => n + 1), toggleExpand: () => undefined, openColumnSettings: () => undefined, resetDictionaries: resets });
  return (
    <Panel>
      <div style={{ display: 'flex', gap: 16 }}>
        <TreePanel part={schema.tree} module={schema.module} startAt={startAt} reloadSignal={treeReload} onSelect={setNode} onAction={(action) => treeActions.run(action, { node })} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <ListView pageId={schema.id} part={schema.list} module={schema.module} context={{ node: node ?? {} }} enabled={node !== null} resetsDictionaries={resets} onPick={onPick} />
        </div>
      </div>
      {treeActions.overlay}
    </Panel>
  );
}
