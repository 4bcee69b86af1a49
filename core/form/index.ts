// The form engine's pure half: the authoring format, its compiler, what
// happens to values between the screen and the store, and the edits of the tree.
export { FormNodeSchema, FieldRulesSchema, nodeIdPattern, fieldNamePattern, type FormNode, type FieldRules, type Conditions } from './format';
export { checkForm, compileForm, allFields, takesNoPlace, type CompiledForm, type CompiledField, type FormCheck } from './compile';
export { FormCompileError, type FormProblem } from './problems';
export type { CalculationStep } from './order';
export { resolveName, type FormNames } from './names';
export { prepareValues, conditionIssues, mergeIssues, isEmptyValue, isVisible, isRequired, calculatedValue, tablesRead, type FormValues } from './values';
export { dependentColumns, clearedValue } from './dependents';
export { exportJsonSchema, placeRequiredMessages, type JsonSchemaExport, type JsonSchemaExportOptions, type KilnHint, type RjsfErrorLike, type UiSchema } from './jsonSchemaExport';
export { applyEdit, TreeEditError, type TreeEdit, type EditResult, type NodeChanges, type NodeContent } from './treeEdits';
export { EditHistory } from './editHistory';
export { formProblemCodes, formProblemKey, formProblemTexts, type FormProblemCode, type FormProblemParams } from './problemTexts';
