// The form engine's pure half: the authoring format, its compiler, and what
// happens to values between the screen and the store.
export { FormNodeSchema, FieldRulesSchema, type FormNode, type FieldRules, type Conditions } from './format';
export { compileForm, allFields, takesNoPlace, FormCompileError, type CompiledForm, type CompiledField } from './compile';
export { prepareValues, conditionIssues, mergeIssues, isEmptyValue, isVisible, isRequired, calculatedValue, tablesRead, type FormValues } from './values';
export { dependentColumns, clearedValue } from './dependents';
export { exportJsonSchema, placeRequiredMessages, type JsonSchemaExport, type JsonSchemaExportOptions, type KilnHint, type RjsfErrorLike, type UiSchema } from './jsonSchemaExport';
