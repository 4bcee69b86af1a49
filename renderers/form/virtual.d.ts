// Form validators compiled at build time by scripts/formValidatorsPlugin.ts.
declare module 'virtual:kiln-form-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
  const validators: Record<string, ValidatorFunctions>;
  export default validators;
}
