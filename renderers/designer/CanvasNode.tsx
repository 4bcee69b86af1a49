// One node on the canvas, whatever its kind: a shell (selection outline, drop
// indicator, problem mark, copy and delete icons, the drag handle) around the
// node drawn as the form draws it — a field by its edit control, a container by
// its widget's own layout with each child again a CanvasNode. Each part
// subscribes to its own key, so selecting, marking or editing a node redraws it
// alone; a container redraws only when its children's ids, spans or titles change.
import { memo, type MouseEvent, type ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import { CopyOutlined, DeleteOutlined, DragOutlined } from '@ant-design/icons';
import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from '@widgets/runtime/i18n';
import type { FormNode } from '@core/form';
import { defaultProps, widgetSpec } from '@core/widgets';
import { useWidgetBinding } from '@widgets/runtime/WidgetContext';
import { useMessageText } from '@widgets/runtime/messages';
import type { FormAccess } from '@widgets/contract';
import type { FormProblem } from '@core/form';
import { useProblemText } from './problemText';
import { useDesigner, useDropMark, useIsSelected, useNodeEntry, useNodeProblems } from './context';
import { FieldPreview } from './FieldPreview';
import { holdsChildren } from './placement';
import { countRender } from './renderCount';
import type { NodeEntry } from './designerStore';

const noInvalid: ReadonlySet<string> = new Set();
const emptyForm: FormAccess = { value: () => undefined, recordId: null, mode: 'create' };

/** The selected node's handle: space picks it up, arrows move it, space drops it; or drag it with the mouse. */
function DragHandle({ id, widget }: { id: string; widget: string }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef } = useDraggable({ id: `node:${id}`, data: { kind: 'node', id, widget } });
  return (
    <button
      type="button"
      ref={setNodeRef}
      className="kiln-designer-handle"
      aria-label={t('designer.drag')}
      data-testid={`designer-drag-${id}`}
      {...attributes}
      {...listeners}
    >
      <DragOutlined />
    </button>
  );
}

/** The selected node's tools: by id and widget, so a key typed into its label does not redraw them. */
const NodeTools = memo(function NodeTools({ id, widget }: { id: string; widget: string }) {
  const { t } = useTranslation();
  const store = useDesigner();
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <div className="kiln-designer-tools" onClick={stop}>
      <DragHandle id={id} widget={widget} />
      <Tooltip title={t('designer.copy')}>
        <Button
          size="small"
          type="text"
          icon={<CopyOutlined />}
          aria-label={t('designer.copy')}
          data-testid={`designer-copy-${id}`}
          onClick={() => store.copy(id)}
        />
      </Tooltip>
      <Tooltip title={t('designer.delete')}>
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('designer.delete')}
          data-testid={`designer-delete-${id}`}
          onClick={() => store.remove(id)}
        />
      </Tooltip>
    </div>
  );
});

/** The node's first problem under it, in the reader's language. */
function NodeProblem({ id, problem }: { id: string; problem: FormProblem }) {
  const problemText = useProblemText();
  return (
    <div className="kiln-designer-problem" role="alert" data-testid={`designer-problem-${id}`}>
      {problemText(problem)}
    </div>
  );
}

/** The outline, marks and tools of a node around its drawing (`children`, made by the memoised CanvasNode, so a redraw here stops at it). */
function NodeShell({ entry, across, children }: { entry: NodeEntry; across: boolean; children: ReactNode }) {
  countRender('shell');
  const { node } = entry;
  const store = useDesigner();
  const selected = useIsSelected(node.id);
  const problems = useNodeProblems(node.id);
  const mark = useDropMark(node.id);
  const classes = ['kiln-designer-node'];
  if (holdsChildren(widgetSpec(node.widget))) classes.push('kiln-designer-container');
  if (selected) classes.push('kiln-designer-selected');
  if (problems.length) classes.push('kiln-designer-invalid');
  if (mark) classes.push(`kiln-designer-drop-${mark}`);
  return (
    <div
      className={classes.join(' ')}
      data-designer-node={node.id}
      data-designer-across={across || undefined}
      data-testid={`designer-node-${node.id}`}
      data-selected={selected || undefined}
      data-invalid={problems.length > 0 || undefined}
      onClick={(event) => {
        event.stopPropagation();
        store.select(node.id);
      }}
    >
      {children}
      {problems.length > 0 && <NodeProblem id={node.id} problem={problems[0]} />}
      {selected && <NodeTools id={node.id} widget={node.widget} />}
    </div>
  );
}

/** An empty container's hint, drawn where its first child would be. */
function EmptyHint() {
  const { t } = useTranslation();
  return <div className="kiln-designer-empty">{t('designer.dropHere')}</div>;
}

/** A container's children as its layout takes them, inside the list a drop lands in. */
function ContainerBody({ entry }: { entry: NodeEntry }) {
  countRender('container');
  const store = useDesigner();
  const text = useMessageText();
  const mark = useDropMark(`list:${entry.node.id}`);
  const { node } = entry;
  const spec = widgetSpec(node.widget);
  const binding = useWidgetBinding(node.widget);
  const across = node.widget === 'row' || spec?.kind === 'subTable';
  const items = entry.childIds.map((id) => ({ node: store.node(id)!, element: <CanvasNode id={id} across={across} /> }));
  if (items.length === 0) items.push({ node: { id: `${node.id}-empty`, widget: 'JNPFText' }, element: <EmptyHint /> });
  const props = { ...(spec ? defaultProps(spec) : {}), ...node.props };
  const Layout = binding?.layout;
  const drawn =
    spec?.kind === 'subTable' || !Layout ? (
      <div className="kiln-designer-subtable">
        <div className="kiln-subtable-title">{node.label ? text(node.label) : text(spec?.label ?? node.widget)}</div>
        <div className="kiln-designer-columns">
          {items.map((item) => (
            <div key={item.node.id} className="kiln-designer-column">
              {item.element}
            </div>
          ))}
        </div>
      </div>
    ) : (
      <Layout node={node} label={node.label ? text(node.label) : undefined} props={props} items={items} invalid={noInvalid} revealSignal={0} form={emptyForm} />
    );
  return (
    <div className={mark ? 'kiln-designer-list kiln-designer-drop-inside' : 'kiln-designer-list'} data-designer-children={node.id}>
      {drawn}
    </div>
  );
}

/** A layout widget that holds nothing (a title, a divider, a text), drawn by its layout. */
function LeafLayout({ node }: { node: FormNode }) {
  const text = useMessageText();
  const spec = widgetSpec(node.widget);
  const Layout = useWidgetBinding(node.widget)?.layout;
  if (!Layout) return <span className="kiln-designer-muted">{text(spec?.label ?? node.widget)}</span>;
  return (
    <Layout
      node={node}
      label={node.label ? text(node.label) : undefined}
      props={{ ...(spec ? defaultProps(spec) : {}), ...node.props }}
      items={[]}
      invalid={noInvalid}
      revealSignal={0}
      form={emptyForm}
    />
  );
}

export const CanvasNode = memo(function CanvasNode({ id, across = false }: { id: string; across?: boolean }) {
  countRender('node');
  const entry = useNodeEntry(id);
  if (!entry) return null;
  const spec = widgetSpec(entry.node.widget);
  const body = holdsChildren(spec) ? (
    <ContainerBody entry={entry} />
  ) : spec?.kind === 'layout' ? (
    <LeafLayout node={entry.node} />
  ) : (
    <FieldPreview node={entry.node} />
  );
  return (
    <NodeShell entry={entry} across={across}>
      {body}
    </NodeShell>
  );
});
