// The selected widget's own properties, as its catalog entry lists them: each
// drawn by its editor kind — the option source, expressions, a field or column
// of the form — and every other kind by the gallery's property editor (which
// draws JSON for a kind it has no editor for).
import { useMemo, useRef, useSyncExternalStore } from 'react';
import { Form, Select } from 'antd';
import type { FormNode } from '@core/form';
import { propertiesOf, widgetSpec, type PropertySpec, type WidgetProps } from '@core/widgets';
import { useMessageText } from '@widgets/runtime/messages';
import { formFieldChoices, type FormFieldChoice, type PropertyNode } from '@widgets/runtime/propertyContext';
import { PropertyEditor } from '../gallery/PropertyEditor';
import { useDesigner, useNodeEntry, useNodePart } from './context';
import { ExpressionInput } from './ExpressionInput';
import { OptionSourceEditor } from './OptionSourceEditor';
import { countRender } from './renderCount';

/** The form's top-level field names (what a `field` editor may name). */
function fieldNames(tree: readonly FormNode[]): string[] {
  const names: string[] = [];
  const stack = [...tree];
  while (stack.length) {
    const node = stack.shift()!;
    if (node.field) names.push(node.field);
    if (widgetSpec(node.widget)?.kind !== 'subTable') stack.push(...(node.children ?? []));
  }
  return names;
}

/** Some of a sub-table's columns by field name: it follows the sub-table's children, so a column added shows. */
function ColumnsSelect({
  id,
  subTable,
  value,
  onChange,
  testId,
}: {
  id: string;
  subTable: boolean;
  value: unknown;
  onChange(next: unknown): void;
  testId: string;
}) {
  const store = useDesigner();
  const entry = useNodeEntry(id);
  const columns = subTable
    ? (entry?.childIds ?? [])
        .map((child) => store.node(child)?.field)
        .filter((name): name is string => Boolean(name))
        .map((name) => ({ value: name, label: name }))
    : [];
  return <Select size="small" mode="multiple" value={Array.isArray(value) ? value : []} options={columns} onChange={onChange} data-testid={testId} />;
}

/** The editors that read the node besides their own property: the interface it (or the picker it follows) reads, and the form's fields. */
const readsNode = new Set<PropertySpec['editor']>(['interfaceColumns', 'interfaceParams', 'interfaceField']);

/**
 * The form's fields as an editor names them: recomputed when the tree changes, and the same array while they read the same,
 * so an edit elsewhere in the form (a key typed in another property) does not redraw the editor.
 */
function useFormFields(): readonly FormFieldChoice[] {
  const store = useDesigner();
  const last = useRef<{ tree: readonly FormNode[]; said: string; fields: FormFieldChoice[] } | null>(null);
  const read = () => {
    const tree = store.tree;
    if (last.current?.tree === tree) return last.current.fields;
    const fields = formFieldChoices(tree);
    const said = JSON.stringify(fields);
    last.current = last.current?.said === said ? { ...last.current, tree } : { tree, said, fields };
    return last.current.fields;
  };
  return useSyncExternalStore(store.subscribe, read);
}

/** An editor that reads the node: it follows the parts it reads (the interface, the picker followed, the form's fields) and nothing else. */
function NodeReadingEditor({
  id,
  widget,
  property,
  value,
  onChange,
}: {
  id: string;
  widget: string;
  property: PropertySpec;
  value: unknown;
  onChange(next: unknown): void;
}) {
  const interfaceId = useNodePart(id, (node) => node.props?.interfaceId);
  const relationField = useNodePart(id, (node) => node.props?.relationField);
  const formFields = useFormFields();
  const node = useMemo<PropertyNode>(() => {
    const props: WidgetProps = {};
    if (interfaceId !== undefined) props.interfaceId = interfaceId;
    if (relationField !== undefined) props.relationField = relationField;
    return { widget, props, formFields };
  }, [widget, interfaceId, relationField, formFields]);
  return <PropertyEditor property={property} value={value} onChange={onChange} node={node} />;
}

/** One property of the node's widget: it follows that property alone, so editing one redraws only its editor. */
function OneProperty({ id, widget, property }: { id: string; widget: string; property: PropertySpec }) {
  countRender('panel');
  const store = useDesigner();
  const spec = widgetSpec(widget);
  const value = useNodePart(id, (node) => node.props?.[property.name]) ?? property.default;
  const change = (next: unknown) => store.updateProp(id, property.name, next);
  switch (property.editor) {
    case 'optionSource':
      return <OptionSourceEditor value={value} onChange={change} />;
    case 'expression':
      return <ExpressionInput value={typeof value === 'string' ? value : undefined} onChange={change} testId={`prop-${property.name}`} />;
    case 'field':
      return (
        <Select
          size="small"
          allowClear
          showSearch
          value={value || undefined}
          options={fieldNames(store.tree).map((name) => ({ value: name, label: name }))}
          onChange={(next) => change(next ?? undefined)}
          data-testid={`prop-${property.name}`}
        />
      );
    case 'columns':
      return <ColumnsSelect id={id} subTable={spec?.kind === 'subTable'} value={value} onChange={change} testId={`prop-${property.name}`} />;
    default:
      if (readsNode.has(property.editor)) return <NodeReadingEditor id={id} widget={widget} property={property} value={value} onChange={change} />;
      return <PropertyEditor property={property} value={value} onChange={change} />;
  }
}

export function WidgetProperties({ id, widget }: { id: string; widget: string }) {
  const text = useMessageText();
  const spec = widgetSpec(widget);
  if (!spec) return null;
  return (
    <>
      {propertiesOf(spec).map((property) => (
        <Form.Item key={property.name} label={text(property.label)}>
          <OneProperty id={id} widget={widget} property={property} />
        </Form.Item>
      ))}
    </>
  );
}
