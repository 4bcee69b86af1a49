// Collapsible panels: on a failed save the panels holding an error open.
import { MenuOutlined } from '@ant-design/icons';
import { Collapse } from 'antd';
import { useState } from 'react';
import type { LayoutProps } from '../contract';
import { registerWidget } from '../registry';
import { Stack, usePanes } from '../runtime/panes';
import { collapse, collapsePanel } from './spec';

export function CollapseBox({ items, invalid, revealSignal, props, node }: LayoutProps) {
  const panes = usePanes({ items, invalid });
  const [open, setOpen] = useState<string[]>(() => items.filter((item) => item.node.props?.open !== false).map((item) => item.node.id));
  const [seen, setSeen] = useState(revealSignal);
  if (revealSignal !== seen) {
    setSeen(revealSignal);
    const holding = items.filter((item) => invalid.has(item.node.id)).map((item) => item.node.id);
    if (holding.length) setOpen((current) => [...new Set([...current, ...holding])]);
  }
  return (
    <Collapse
      accordion={props.accordion === true}
      activeKey={open}
      onChange={(keys) => setOpen(Array.isArray(keys) ? keys.map(String) : [String(keys)])}
      style={{ marginBottom: 16 }}
      data-testid={`collapse-${node.id}`}
      items={panes}
    />
  );
}

registerWidget({ spec: collapse, icon: MenuOutlined, layout: CollapseBox });
registerWidget({ spec: collapsePanel, layout: Stack });
