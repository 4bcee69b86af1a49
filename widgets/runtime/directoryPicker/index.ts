// The directory pickers' one runtime (organisation, department, position, role,
// group, user and users pickers): the dialog (tabs of trees or lists, 已选,
// 清空列表), the field that opens it, the sources of its tabs, and the caches
// that name stored values (over the runtime's batched lookups, re-exported here).
export { PickerDialog, type PickerDialogProps, type SelectedHeading } from './PickerDialog';
export { PickerField, useIdStore, type DialogSetup, type PickerFieldProps } from './PickerField';
export { LookupCache, lookupCacheOf, useLookup, type LookupFetch, type LookupOptions } from '../lookups';
export { pickChoice, pickerNodes, type NodeMapping, type ServerNode } from './nodes';
export { CachedNames, DirectoryNames, NamedText, useDirectoryChoices, useDirectoryContext, useDirectoryNodes, useKindChoices, useNamedChoices } from './NamedText';
export { namesById } from './orgNames';
export { organizeSource, positionSource, type ChoiceOf, type OrganizeScope } from './orgSources';
export { bareId, directoryNodeCache, keyOfValue, nodeKey, rememberDirectoryNodes, typedValue, userValue, type ValueOf } from './userNames';
export { ableUsersSource, choiceOfNode, levelTreeSource, pagedSource, userTreeSource, wholeTreeSource, type PageFetch, type UserChoices } from './userSources';
export type { PickerChoice, PickerNode, PickerSource } from './types';
