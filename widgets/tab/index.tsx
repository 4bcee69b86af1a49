// Tabs: every pane mounted, a pane holding an error marked, and on a failed save the first such pane opened.
import { FolderOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';
import { useState } from 'react';
import type { LayoutProps } from '../contract';
import { registerWidget } from '../registry';
import { Stack, usePanes } from '../runtime/panes';
import { tab, tabPane } from './spec';

export function TabsBox({ items, invalid, revealSignal, node }: LayoutProps) {
  const panes = usePanes({ items, invalid });
  const [active, setActive] = useState(items[0]?.node.id);
  // On a save that found errors, the first pane holding one opens (state adjusted while rendering, as React advises).
  const [seen, setSeen] = useState(revealSignal);
  if (revealSignal !== seen) {
    setSeen(revealSignal);
    const first = items.find((item) => invalid.has(item.node.id));
    if (first) setActive(first.node.id);
  }
  return (
    <Tabs
      activeKey={active}
      onChange={setActive}
      data-testid={`tabs-${node.id}`}
      items={panes}
    />
  );
}

registerWidget({ spec: tab, icon: FolderOutlined, layout: TabsBox });
registerWidget({ spec: tabPane, layout: Stack });
