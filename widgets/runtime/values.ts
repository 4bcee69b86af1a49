// Small readers of a field's value and schema that several bindings share.
import type { FieldProps } from '../contract';

/** The rule's maximum length, for a counter. */
export const maxLengthOf = (props: FieldProps) => (typeof props.schema.maxLength === 'number' ? props.schema.maxLength : undefined);

/** A stored value as the text an input shows. */
export const textOf = (value: unknown) => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));
