// A group title: a divider with the label at its position.
import { VerticalAlignMiddleOutlined } from '@ant-design/icons';
import { Divider } from 'antd';
import type { LayoutProps } from '../contract';
import { registerWidget } from '../registry';
import { groupTitle } from './spec';

const placement = (value: unknown) => (value === 'center' || value === 'right' ? value : 'left');

export function GroupTitle({ label, props, node }: LayoutProps) {
  return (
    <Divider titlePlacement={placement(props.contentPosition)} data-testid={`group-${node.id}`}>
      {label}
    </Divider>
  );
}

registerWidget({ spec: groupTitle, icon: VerticalAlignMiddleOutlined, layout: GroupTitle });
