// Form validators compiled at build time by scripts/formValidatorsPlugin.ts.
declare module 'virtual:kiln-form-validators' {
  type Validate = ((data: unknown) => boolean) & { errors?: import('@core/validation').SchemaError[] | null };
  const validators: Record<string, Validate>;
  export default validators;
}
