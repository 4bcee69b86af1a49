// A button in the form, in one of antd's styles.
import { AppstoreOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { LayoutProps } from '../contract';
import { registerWidget } from '../registry';
import { button } from './spec';

export function PlainButton({ label, props }: LayoutProps) {
  const type = props.buttonType === 'primary' || props.buttonType === 'dashed' || props.buttonType === 'link' ? props.buttonType : 'default';
  return <Button type={type}>{label}</Button>;
}

registerWidget({ spec: button, icon: AppstoreOutlined, layout: PlainButton });
