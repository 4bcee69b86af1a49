// The server's directory nodes (organisation, position, role, group and user
// answers all share JNPF's node shape) as the dialog draws them: which of them a
// widget may choose and how it stores them is the widget's; the rest is here.
import type { PickerChoice, PickerNode } from './types';

/** What every directory answer's nodes carry. */
export interface ServerNode<N> {
  id: string;
  fullName: string;
  type: string;
  isLeaf: boolean;
  /** The organisation path in names. */
  organize?: string;
  headIcon?: string;
  children?: N[];
}

export interface NodeMapping<N> {
  /** What choosing the node adds (its kind rules); undefined: it only holds others. */
  choiceOf(node: N): PickerChoice | undefined;
  /** Unique among its siblings; its kind and id when absent. */
  keyOf?(node: N): string;
  /** A flat list's entries (a search's answer): they do not open, and show their place. */
  flat?: boolean;
}

/** The nodes as the dialog draws them, with the children the server sent along. */
export function pickerNodes<N extends ServerNode<N>>(nodes: readonly N[], mapping: NodeMapping<N>): PickerNode[] {
  const draw = (node: N): PickerNode => ({
    key: mapping.keyOf ? mapping.keyOf(node) : `${node.type}:${node.id}`,
    id: node.id,
    title: node.fullName,
    kind: node.type,
    isLeaf: mapping.flat === true || (node.children ? node.children.length === 0 : node.isLeaf),
    choice: mapping.choiceOf(node),
    ...(mapping.flat && node.organize ? { hint: node.organize } : {}),
    ...(node.headIcon ? { picture: node.headIcon } : {}),
    // A directory is a few levels deep; the recursion follows what the server sent.
    ...(node.children?.length && !mapping.flat ? { children: node.children.map(draw) } : {}),
  });
  return nodes.map(draw);
}

/** The selection after a click on a node's choice: a single picker replaces, a multiple one adds or, when held, removes (spec 03 §4). */
export function pickChoice(selection: readonly PickerChoice[], choice: PickerChoice, multiple: boolean): PickerChoice[] {
  if (!multiple) return [choice];
  return selection.some((held) => held.key === choice.key) ? selection.filter((held) => held.key !== choice.key) : [...selection, choice];
}
