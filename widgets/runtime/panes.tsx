// What containers of panes share: children one under another, and a pane's
// title marked while it holds a field with an error.
import { Badge, Space } from 'antd';
import type { LayoutProps } from '../contract';

/** Children one under another (a pane's or a card's content). */
export function Stack({ items }: LayoutProps) {
  return <>{items.map(({ node, element }) => <div key={node.id}>{element}</div>)}</>;
}

/** A pane's title with a red dot while it holds a field with an error. */
export function PaneTitle({ label, invalid, id }: { label: string; invalid: boolean; id: string }) {
  return (
    <Space size={4} data-testid={`pane-${id}`} data-invalid={invalid || undefined}>
      {label}
      {invalid && <Badge status="error" />}
    </Space>
  );
}
