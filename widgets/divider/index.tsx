// A plain line.
import { Divider } from 'antd';
import { registerWidget } from '../registry';
import { divider } from './spec';

export function Line() {
  return <Divider />;
}

registerWidget({ spec: divider, layout: Line });
