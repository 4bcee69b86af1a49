// A link: in place through /externalLink inside the app, else in a new tab.
import { GlobalOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import type { LayoutProps } from '../contract';
import { registerWidget } from '../registry';
import { link } from './spec';

/** A link inside the router opens in place through /externalLink; outside it (a test) it is a plain link. */
function RoutedLink({ href, label }: { href: string; label?: string }) {
  const navigate = useNavigate();
  return (
    <Typography.Link href={href} onClick={(event) => (event.preventDefault(), navigate(`/externalLink?href=${encodeURIComponent(href)}`))}>
      {label ?? href}
    </Typography.Link>
  );
}

export function LinkNode({ label, props }: LayoutProps) {
  const routed = useInRouterContext();
  const href = typeof props.href === 'string' ? props.href : '';
  if (props.target === '_blank' || !routed) {
    return (
      <Typography.Link href={href} target="_blank" rel="noopener noreferrer">
        {label ?? href}
      </Typography.Link>
    );
  }
  return <RoutedLink href={href} label={label} />;
}

registerWidget({ spec: link, icon: GlobalOutlined, layout: LinkNode });
