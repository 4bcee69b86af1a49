// What a property editor may read besides its own property: the node's other
// properties (the columns editor reads the chosen `interfaceId`) and the
// form's fields (a parameter takes a field's value; a popup attribute shows a
// field of the rows its popup picker's interface gives).
import type { FormNode } from '@core/form';
import { widgetSpec, type WidgetProps } from '@core/widgets';

/** A field of the form a property may name. */
export interface FormFieldChoice {
  field: string;
  /** Its label as the node holds it (a text key or plain text). */
  label: string;
  /** The interface it reads, when it is a data-interface widget (a popup attribute follows it). */
  interfaceId?: string;
}

/** The node whose property is edited, as an editor sees it. */
export interface PropertyNode {
  /** The node's widget key: whether it declares an interface of its own or follows a picker's. */
  widget?: string;
  /** The node's properties as they stand. */
  props: WidgetProps;
  /** The fields of the form the node sits in. */
  formFields?: readonly FormFieldChoice[];
}

/** The form's fields in order: top-level and inside layouts, not a sub-table's columns (they are not the form's values). */
export function formFieldChoices(tree: readonly FormNode[]): FormFieldChoice[] {
  const choices: FormFieldChoice[] = [];
  const visit = (nodes: readonly FormNode[]) => {
    for (const node of nodes) {
      if (node.field) {
        const interfaceId = node.props?.interfaceId;
        choices.push({ field: node.field, label: node.label ?? node.field, ...(typeof interfaceId === 'string' && interfaceId ? { interfaceId } : {}) });
      }
      if (widgetSpec(node.widget)?.kind !== 'subTable') visit(node.children ?? []);
    }
  };
  visit(tree);
  return choices;
}

/** The interface a row-field property reads: the node's own, or (a popup attribute) that of the picker field it follows. */
export function interfaceIdOf(node: PropertyNode | undefined): string {
  const own = node?.props.interfaceId;
  const declaresOwn = node?.widget ? Boolean(widgetSpec(node.widget)?.properties.some((property) => property.name === 'interfaceId')) : own !== undefined;
  if (declaresOwn) return typeof own === 'string' ? own : '';
  const followed = node?.props.relationField;
  return (typeof followed === 'string' && node?.formFields?.find((choice) => choice.field === followed)?.interfaceId) || '';
}
