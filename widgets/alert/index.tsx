// A notice: tone, title, description and icon.
import { InfoCircleOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import type { LayoutProps } from '../contract';
import { registerWidget } from '../registry';
import { useMessageText } from '../runtime/messages';
import { alert } from './spec';

export function Notice({ label, props }: LayoutProps) {
  const text = useMessageText();
  const type = props.type === 'success' || props.type === 'warning' || props.type === 'error' ? props.type : 'info';
  return <Alert type={type} title={label} description={typeof props.description === 'string' ? text(props.description) : undefined} showIcon={props.showIcon !== false} style={{ marginBottom: 16 }} />;
}

registerWidget({ spec: alert, icon: InfoCircleOutlined, layout: Notice });
