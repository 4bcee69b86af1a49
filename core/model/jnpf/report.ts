// What an import could not carry over, field by field, so that nothing in a
// JNPF model is dropped without the administrator being told.

/** Where in the model the item was met. */
export type ModelPart = 'form' | 'list' | 'tables';

export interface UnmappedItem {
  /** The JNPF field (its __vModel__, a list setting's name, or a table's name) the item concerns. */
  field: string;
  /** Its JNPF widget key; '' for list settings and tables. */
  jnpfKey: string;
  label?: string;
  /** What was not carried over, or carried over only in part, and why. */
  reason: string;
  part: ModelPart;
}

/** Collects the items of one import in the order they were met. */
export class Report {
  readonly items: UnmappedItem[] = [];

  add(part: ModelPart, field: string, jnpfKey: string, reason: string, label?: string): void {
    this.items.push({ field, jnpfKey, ...(label ? { label } : {}), reason, part });
  }
}
