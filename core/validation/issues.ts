// Turns ajv's errors into what a form and an API answer show: one message per
// field, the field named by its path (`items/3/price`), the message a text key.
import type { MessageRef } from '../i18n/text';

/** The parts of ajv's ErrorObject we read (ajv-errors wraps the originals in params.errors). */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

export interface FieldIssue {
  /** The value's path with '/' between steps: 'fullName', 'items/3/price'; '' for the whole body. */
  field: string;
  message: MessageRef;
}

const pathOf = (instancePath: string, property?: unknown): string =>
  [...instancePath.split('/').filter(Boolean), ...(typeof property === 'string' ? [property] : [])].join('/');

function missingProperty(error: SchemaError): string | undefined {
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') return error.params.missingProperty;
  const inner = error.params.errors;
  if (error.keyword === 'errorMessage' && Array.isArray(inner)) {
    const required = (inner as SchemaError[]).find((e) => e.keyword === 'required');
    if (required && typeof required.params.missingProperty === 'string') return required.params.missingProperty;
  }
  return undefined;
}

function messageOf(error: SchemaError, field: string): MessageRef {
  // Schema messages are text keys, so the same schema speaks every language.
  if (error.keyword === 'errorMessage' && error.message) return { key: error.message };
  const name = field || 'body';
  if (error.keyword === 'required') return { key: 'validation.required', params: { field: name } };
  if (error.keyword === 'plainText') return { key: 'validation.controlCharacters', params: { field: name } };
  return { key: 'validation.invalid', params: { field: name } };
}

/** One issue per field, in the order ajv found them; the first message of a field wins. */
export function fieldIssues(errors: readonly SchemaError[]): FieldIssue[] {
  const byField = new Map<string, FieldIssue>();
  for (const error of errors) {
    const field = pathOf(error.instancePath, missingProperty(error));
    if (!byField.has(field)) byField.set(field, { field, message: messageOf(error, field) });
  }
  return [...byField.values()];
}
