// A paragraph of fixed text (a text key or plain words), line breaks kept.
import { FontColorsOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { LayoutProps } from '../contract';
import { registerWidget } from '../registry';
import { useMessageText } from '../runtime/messages';
import { staticText } from './spec';

export function Paragraph({ props }: LayoutProps) {
  const text = useMessageText();
  return <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{typeof props.content === 'string' ? text(props.content) : ''}</Typography.Paragraph>;
}

registerWidget({ spec: staticText, icon: FontColorsOutlined, layout: Paragraph });
