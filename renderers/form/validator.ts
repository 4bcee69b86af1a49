// The browser's form validators: compiled at build time from the same schemas,
// with ajv-errors, so a schema's errorMessage keys come back and are shown in the
// user's language, and no code is generated at run time (the CSP forbids eval).
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import type { FormPageSchema } from '@core/schema/types';
import compiled from 'virtual:kiln-form-validators';

const validators = new Map<string, ValidatorType>();

export function validatorFor(form: FormPageSchema): ValidatorType {
  let validator = validators.get(form.id);
  if (!validator) {
    const functions: ValidatorFunctions | undefined = compiled[form.id];
    if (!functions) throw new Error(`No compiled validator for form ${form.id}; rebuild the client`);
    validator = createPrecompiledValidator(functions, form.schema as RJSFSchema);
    validators.set(form.id, validator);
  }
  return validator;
}

/** Turns errors into the words the server would use: schema keys translated, the rest generic. */
export function translateErrors(t: TFunction) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((error) => ({
      ...error,
      message: error.name === 'errorMessage' && error.message ? t(error.message) : t('form.invalidValue'),
    }));
}
