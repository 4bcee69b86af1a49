// What a directory picker's dialog works with, whatever it picks: nodes of a
// tree loaded a level at a time (or a flat list of search results), and the
// choices they offer. A widget turns its server's nodes into these.

/** What choosing a node adds to the selection: `key` is what is stored (an id, or a path joined). */
export interface PickerChoice {
  key: string;
  /** How the 已选 pane and the field name it. */
  label: string;
}

export interface PickerNode {
  /** Unique in its tree (a node's id with its kind, as two tables may share ids). */
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
  /** A search result's place (its organisation path), shown beside its title. */
  hint?: string;
}

/** One tab of the dialog's left pane (a single source shows no tabs). */
export interface PickerSource {
  key: string;
  /** A text key for the tab. */
  label?: string;
  /** The top level (parent null), or a node's children. */
  load(parent: PickerNode | null): Promise<PickerNode[]>;
  /** Nodes whose name holds the keyword, from the server; without it, the loaded tree is filtered by title. */
  search?(keyword: string): Promise<PickerNode[]>;
}
