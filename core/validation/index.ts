// How schemas are checked on both sides: ajv's options and vocabulary, and the
// field issues a refusal carries.
export { ajvOptions, addKilnVocabulary } from './ajv';
export { plainTextKeyword, hasControlCharacters } from './plainText';
export { withPlainText } from './plainTextSchemas';
export { fieldIssues, type FieldIssue, type SchemaError } from './issues';
export { validationTexts } from './texts';
