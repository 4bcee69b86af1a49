// What containers of panes share: children one under another, and a pane's
// title marked while it holds a field with an error.
import { Badge, Space } from 'antd';
import type { LayoutProps } from '../contract';
import { useMessageText } from './messages';

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

/**
 * A container's panes as antd's Tabs and Collapse take them: each titled by its
 * label and marked while it holds an error, and every one mounted, so its fields
 * keep their place in the form and their errors.
 */
export function usePanes({ items, invalid }: Pick<LayoutProps, 'items' | 'invalid'>) {
  const text = useMessageText();
  return items.map((item) => ({
    key: item.node.id,
    label: <PaneTitle id={item.node.id} label={item.node.label ? text(item.node.label) : ''} invalid={invalid.has(item.node.id)} />,
    children: item.element,
    forceRender: true,
  }));
}
