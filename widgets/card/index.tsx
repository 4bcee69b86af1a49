// A card framing its children under the node's label.
import { CreditCardOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import type { LayoutProps } from '../contract';
import { registerWidget } from '../registry';
import { Stack } from '../runtime/panes';
import { card } from './spec';

export function CardBox(layout: LayoutProps) {
  return (
    <Card size="small" title={layout.label} style={{ marginBottom: 16 }} data-testid={`card-${layout.node.id}`}>
      <Stack {...layout} />
    </Card>
  );
}

registerWidget({ spec: card, icon: CreditCardOutlined, layout: CardBox });
