// Undo and redo over tree edits: an immutable value holding the tree and the
// edits that undo and redo what was done, so a designer keeps it in state and a
// test compares trees. Each step stores the one edit that reverses it.
import type { FormNode } from './format';
import { applyEdit, type TreeEdit } from './treeEdits';

export class EditHistory {
  private constructor(
    readonly tree: FormNode[],
    /** The edits that undo what was done, the latest last. */
    private readonly undoing: readonly TreeEdit[],
    /** The edits that redo what was undone, the latest undone last. */
    private readonly redoing: readonly TreeEdit[],
    private readonly limit: number,
  ) {}

  /** A history starting at `tree`, keeping at most `limit` steps to undo. */
  static of(tree: FormNode[], limit = 200): EditHistory {
    return new EditHistory(tree, [], [], limit);
  }

  get canUndo(): boolean {
    return this.undoing.length > 0;
  }

  get canRedo(): boolean {
    return this.redoing.length > 0;
  }

  /** The history after one more edit; what was undone can no longer be redone. Throws TreeEditError like applyEdit. */
  apply(edit: TreeEdit): EditHistory {
    const { tree, inverse } = applyEdit(this.tree, edit);
    return new EditHistory(tree, [...this.undoing, inverse].slice(-this.limit), [], this.limit);
  }

  /** The history with the latest edit undone; the same history when there is none. */
  undo(): EditHistory {
    const last = this.undoing.at(-1);
    if (!last) return this;
    const { tree, inverse } = applyEdit(this.tree, last);
    return new EditHistory(tree, this.undoing.slice(0, -1), [...this.redoing, inverse], this.limit);
  }

  /** The history with the latest undone edit done again; the same history when there is none. */
  redo(): EditHistory {
    const last = this.redoing.at(-1);
    if (!last) return this;
    const { tree, inverse } = applyEdit(this.tree, last);
    return new EditHistory(tree, [...this.undoing, inverse], this.redoing.slice(0, -1), this.limit);
  }
}
