// The browser's form checks: the validators compiled at build time from the same
// compiled schemas as the server's routes (scripts/formValidatorsPlugin.ts).
import compiled from 'virtual:kiln-form-validators';
import type { SchemaValidator } from './store/FormStore';

/** The build-time validator of a form under schemas/. */
export function validatorFor(formId: string): SchemaValidator {
  const validate = compiled[formId];
  if (!validate) throw new Error(`No compiled validator for form ${formId}; rebuild the client`);
  return (values) => (validate(values) ? [] : (validate.errors ?? []));
}
