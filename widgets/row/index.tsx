// A row of the grid: each child in a column of its span (full width on phones);
// a field that draws nothing stays in the row without a column, leaving no gap.
import { BlockOutlined } from '@ant-design/icons';
import { Col, Row } from 'antd';
import { takesNoPlace } from '@core/form';
import type { LayoutProps } from '../contract';
import { registerWidget } from '../registry';
import { row } from './spec';

export function GridRow({ items, props }: LayoutProps) {
  const gutter = typeof props.gutter === 'number' ? props.gutter : 16;
  return (
    <Row gutter={gutter}>
      {items.map(({ node, element }) =>
        takesNoPlace(node) ? (
          <span key={node.id} hidden>
            {element}
          </span>
        ) : (
          <Col key={node.id} xs={24} sm={node.span ?? 24}>
            {element}
          </Col>
        ),
      )}
    </Row>
  );
}

registerWidget({ spec: row, icon: BlockOutlined, layout: GridRow });
