// Layout containers drawn with antd: a row places its children by span, a card
// frames them, tabs and collapse panels show one pane at a time and mark (and,
// on save, open) a pane holding a field with an error.
import { useState } from 'react';
import { Badge, Card, Col, Collapse, Row, Space, Tabs } from 'antd';
import { card, collapse, collapsePanel, row, tab, tabPane } from '@core/widgets/builtin/layout';
import type { LayoutProps } from '../contract';
import { registerWidget } from '../registry';
import { useMessageText } from '../runtime/messages';

/** Children one under another (a pane's or a card's content). */
export function Stack({ items }: LayoutProps) {
  return <>{items.map(({ node, element }) => <div key={node.id}>{element}</div>)}</>;
}

export function GridRow({ items, props }: LayoutProps) {
  const gutter = typeof props.gutter === 'number' ? props.gutter : 16;
  return (
    <Row gutter={gutter}>
      {items.map(({ node, element }) => (
        <Col key={node.id} xs={24} sm={node.span ?? 24}>
          {element}
        </Col>
      ))}
    </Row>
  );
}

export function CardBox(layout: LayoutProps) {
  return (
    <Card size="small" title={layout.label} style={{ marginBottom: 16 }} data-testid={`card-${layout.node.id}`}>
      <Stack {...layout} />
    </Card>
  );
}

/** A pane's title with a red dot while it holds a field with an error. */
function PaneTitle({ label, invalid, id }: { label: string; invalid: boolean; id: string }) {
  return (
    <Space size={4} data-testid={`pane-${id}`} data-invalid={invalid || undefined}>
      {label}
      {invalid && <Badge status="error" />}
    </Space>
  );
}

export function TabsBox({ items, invalid, revealSignal, node }: LayoutProps) {
  const text = useMessageText();
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
      items={items.map((item) => ({
        key: item.node.id,
        label: <PaneTitle id={item.node.id} label={item.node.label ? text(item.node.label) : ''} invalid={invalid.has(item.node.id)} />,
        children: item.element,
        // Every pane stays mounted: its fields keep their place in the form and their errors.
        forceRender: true,
      }))}
    />
  );
}

export function CollapseBox({ items, invalid, revealSignal, props, node }: LayoutProps) {
  const text = useMessageText();
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
      items={items.map((item) => ({
        key: item.node.id,
        label: <PaneTitle id={item.node.id} label={item.node.label ? text(item.node.label) : ''} invalid={invalid.has(item.node.id)} />,
        children: item.element,
        forceRender: true,
      }))}
    />
  );
}

registerWidget({ spec: row, layout: GridRow });
registerWidget({ spec: card, layout: CardBox });
registerWidget({ spec: tab, layout: TabsBox });
registerWidget({ spec: tabPane, layout: Stack });
registerWidget({ spec: collapse, layout: CollapseBox });
registerWidget({ spec: collapsePanel, layout: Stack });
