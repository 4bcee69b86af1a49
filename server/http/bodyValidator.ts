// Checks a value against a body schema outside a route (each row of an import,
// say), with the same ajv options and vocabulary as the routes and the browser.
import { Ajv, type ValidateFunction } from 'ajv';
import { ajvOptions, addKilnVocabulary, fieldIssues, withPlainText, type FieldIssue, type SchemaError } from '@core/validation';

const ajv = addKilnVocabulary(new Ajv(ajvOptions));
const compiled = new WeakMap<object, ValidateFunction>();

/** The issues of `value` under `schema` (empty when it holds). Defaults are filled in and unknown fields dropped, as for a request. */
export function validateBody(schema: object, value: unknown): FieldIssue[] {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(withPlainText(structuredClone(schema)));
    compiled.set(schema, validate);
  }
  return validate(value) ? [] : fieldIssues((validate.errors ?? []) as SchemaError[]);
}
