// A plain line.
import { LineOutlined } from '@ant-design/icons';
import { Divider } from 'antd';
import { registerWidget } from '../registry';
import { divider } from './spec';

export function Line() {
  return <Divider />;
}

registerWidget({ spec: divider, icon: LineOutlined, layout: Line });
