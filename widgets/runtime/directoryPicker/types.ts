// What a directory picker's dialog works with, whatever it picks (companies,
// departments, positions, roles, groups, users): nodes of a tree loaded a level
// at a time or of a flat list, the choices they offer, and the sources (the
// dialog's tabs) that give them. A widget turns its server's nodes into these.

/** What choosing a node adds to the selection. */
export interface PickerChoice {
  /** What is stored (an id, a typed id, or a path joined); one entry per key in a selection. */
  key: string;
  /** How the 已选 pane and the field name it ('' while its name is asked for). */
  label: string;
  /** The kind, for its icon and its heading in a grouped 已选 pane. */
  kind?: string;
  /** Its place (an organisation path), shown under the label. */
  hint?: string;
  /** A user's picture. */
  picture?: string;
}

export interface PickerNode {
  /** Unique among its siblings (its kind and id; JNPF's onlyId where one id shows twice). */
  key: string;
  /** The server's id, to ask for its children. */
  id?: string;
  title: string;
  /** The kind, for its icon: company, department, position, role, group, user … */
  kind?: string;
  isLeaf: boolean;
  /** Shown but never chosen. */
  disabled?: boolean;
  /** What choosing it adds; none: it only holds others, and a click opens it. */
  choice?: PickerChoice;
  /** Children known already: opening the node asks nothing. */
  children?: PickerNode[];
  /** Its place (an organisation path): beside the title in a tree, under it in a list. */
  hint?: string;
  /** A user's picture, for a list row's avatar. */
  picture?: string;
}

/**
 * One tab of the dialog's left pane (a single source shows no tabs; its label,
 * if any, as a heading). With `load`, a tree; a keyword then shows what `find`
 * answers, or the loaded tree filtered by name when there is no `find`.
 * Without `load`, a list of what `find` answers, keyword or not.
 */
export interface PickerSource {
  key: string;
  /** A text key for the tab. */
  label?: string;
  /** The top level (parent null), or a node's children; null when the call failed. */
  load?(parent: PickerNode | null): Promise<PickerNode[] | null>;
  /** Nodes for a keyword ('' lists everything), page `page` from 1; null when the call failed. */
  find?(keyword: string, page: number): Promise<PickerNode[] | null>;
  /** `find` answers pages of this size (a shorter page ends the list); without it one answer is the whole list. */
  pageSize?: number;
  /** The first top node opens by itself (its children loaded), as JNPF's user trees show it; else tops given with their children show open. */
  openFirst?: boolean;
}
