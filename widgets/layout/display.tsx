// Nodes that show and hold nothing: a group title, a divider, a paragraph of
// text, an alert, a link (in place through /externalLink, or a new tab), a button.
import { Alert, Button, Divider, Typography } from 'antd';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import { alert, button, divider, groupTitle, link, staticText } from '@core/widgets/builtin/layout';
import type { LayoutProps } from '../contract';
import { registerWidget } from '../registry';
import { useMessageText } from '../runtime/messages';

const placement = (value: unknown) => (value === 'center' || value === 'right' ? value : 'left');

export function GroupTitle({ label, props, node }: LayoutProps) {
  return (
    <Divider titlePlacement={placement(props.contentPosition)} data-testid={`group-${node.id}`}>
      {label}
    </Divider>
  );
}

export function Line() {
  return <Divider />;
}

export function Paragraph({ props }: LayoutProps) {
  const text = useMessageText();
  return <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{typeof props.content === 'string' ? text(props.content) : ''}</Typography.Paragraph>;
}

export function Notice({ label, props }: LayoutProps) {
  const text = useMessageText();
  const type = props.type === 'success' || props.type === 'warning' || props.type === 'error' ? props.type : 'info';
  return <Alert type={type} title={label} description={typeof props.description === 'string' ? text(props.description) : undefined} showIcon={props.showIcon !== false} style={{ marginBottom: 16 }} />;
}

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

export function PlainButton({ label, props }: LayoutProps) {
  const type = props.buttonType === 'primary' || props.buttonType === 'dashed' || props.buttonType === 'link' ? props.buttonType : 'default';
  return <Button type={type}>{label}</Button>;
}

registerWidget({ spec: groupTitle, layout: GroupTitle });
registerWidget({ spec: divider, layout: Line });
registerWidget({ spec: staticText, layout: Paragraph });
registerWidget({ spec: alert, layout: Notice });
registerWidget({ spec: link, layout: LinkNode });
registerWidget({ spec: button, layout: PlainButton });
