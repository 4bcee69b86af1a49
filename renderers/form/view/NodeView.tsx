// Draws one node of the authoring tree by its catalog kind: a field, a sub-table,
// or a layout container with its children. Children elements are made once per
// node, so a container that redraws (a tab marking an error) redraws no field.
import { memo, useMemo, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { FormNode } from '@core/form';
import { defaultProps, widgetSpec } from '@core/widgets';
import { useWidgetBinding } from '@widgets/runtime/WidgetContext';
import { useMessageText } from '@widgets/runtime/messages';
import { useForm } from './FormContext';
import { FieldNode, WhenVisible } from './FieldNode';
import { SubTable } from '../subTable/SubTable';

const emptySet: ReadonlySet<string> = new Set();

const ContainerWhenVisible = observer(function ContainerWhenVisible({ node, children }: { node: FormNode; children: ReactNode }) {
  const { store } = useForm();
  return store.containerVisible(node) ? children : null;
});

const LayoutNode = observer(function LayoutNode({ node }: { node: FormNode }) {
  const { store } = useForm();
  const binding = useWidgetBinding(node.widget);
  const text = useMessageText();
  const spec = widgetSpec(node.widget);
  const items = useMemo(() => (node.children ?? []).map((child) => ({ node: child, element: <NodeView node={child} /> })), [node]);
  // The catalog's defaults under the node's own, as the compiler gives fields theirs.
  const props = useMemo(() => ({ ...(spec ? defaultProps(spec) : {}), ...node.props }), [spec, node]);
  // Only containers of panes mark errors; the others never read them.
  const marksPanes = Boolean(spec?.childWidgets);
  const Layout = binding?.layout;
  if (!Layout) return null;
  return (
    <Layout
      node={node}
      label={node.label ? text(node.label) : undefined}
      props={props}
      items={items}
      invalid={marksPanes ? store.invalidContainers : emptySet}
      revealSignal={marksPanes ? store.revealSignal : 0}
      form={store}
    />
  );
});

export const NodeView = memo(function NodeView({ node }: { node: FormNode }) {
  const { store } = useForm();
  const spec = widgetSpec(node.widget);
  if (!spec) return null;
  if (spec.kind === 'layout') {
    return node.when?.visible ? (
      <ContainerWhenVisible node={node}>
        <LayoutNode node={node} />
      </ContainerWhenVisible>
    ) : (
      <LayoutNode node={node} />
    );
  }
  if (spec.kind === 'subTable') {
    const field = store.field(node.id);
    return field ? (
      <WhenVisible field={field}>
        <SubTable field={field} />
      </WhenVisible>
    ) : null;
  }
  return <FieldNode node={node} />;
});
