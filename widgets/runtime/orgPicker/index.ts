// The directory pickers' shared parts: the dialog (tree or tabs of trees, 已选,
// 清空列表), the field that opens it, the sources of organisation and position
// trees, and the batched names of stored ids.
export { PickerDialog, pickChoice, type PickerDialogProps } from './PickerDialog';
export { PickerField, type PickerFieldProps } from './PickerField';
export { NamedText, useDirectoryContext } from './NamedText';
export { NameCache, nameCacheOf, organizeNameCache, positionNameCache, rememberNodes, useNames, type NameFetch } from './names';
export { organizeSource, pickerNode, positionSource, type ChoiceOf, type OrganizeScope } from './sources';
export type { PickerChoice, PickerNode, PickerSource } from './types';
