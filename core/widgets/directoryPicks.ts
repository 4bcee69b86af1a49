// What every directory picker's catalog entry shares (organisation, department,
// position, role, group and user pickers, and the runtime that draws them): the
// choice of everything or a custom list (JNPF's selectType and ableIds), stored
// ids, and the names of stored ids by the format context.
import type { JsonSchema } from '../schema/types';
import type { FormatContext, PropertySpec, WidgetProps } from './spec';

/** Ids a multiple picker may hold, and a custom list may allow. */
export const maxPickedIds = 500;
/** Ids in one organisation path (root to node). */
export const maxPathLength = 20;

/** Directory ids are generated strings of at most 40 characters. */
export const directoryId: JsonSchema = { type: 'string', minLength: 1, maxLength: 40, errorMessage: 'form.invalidValue' };

/** 'all': the whole directory; 'custom': only what ableIds allows. */
export const selectType: PropertySpec = {
  name: 'selectType',
  label: 'designer.selectType',
  editor: 'select',
  type: 'string',
  default: 'all',
  choices: [
    { label: 'designer.selectType.all', value: 'all' },
    { label: 'designer.selectType.custom', value: 'custom' },
  ],
};

const isIdList = (value: unknown): value is string[] => Array.isArray(value) && value.length <= maxPickedIds && value.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 40);

/** The allowed ids of a custom picker (departments, positions, roles, groups). */
export const ableIdList: PropertySpec = {
  name: 'ableIds',
  label: 'designer.ableIds',
  editor: 'json',
  type: 'array',
  default: [],
  check: (value) => (isIdList(value) ? undefined : `must be a list of at most ${maxPickedIds} ids`),
};

export const isPath = (value: unknown): value is string[] => isIdList(value) && value.length > 0 && value.length <= maxPathLength;

/** The allowed organisations of a custom organisation picker: their id paths (JNPF's ableIds). */
export const ablePathList: PropertySpec = {
  name: 'ableIds',
  label: 'designer.ableIds',
  editor: 'json',
  type: 'array',
  default: [],
  check: (value) => (Array.isArray(value) && value.length <= maxPickedIds && value.every(isPath) ? undefined : `must be a list of at most ${maxPickedIds} id paths`),
};

export const isCustom = (props: WidgetProps) => props.selectType === 'custom';

/** The allowed ids of a custom picker (an organisation path gives its last id). */
export function ableIdsOf(props: WidgetProps): string[] {
  if (!Array.isArray(props.ableIds)) return [];
  return props.ableIds.flatMap((entry: unknown) => (typeof entry === 'string' ? [entry] : isPath(entry) ? [entry[entry.length - 1]] : []));
}

/** One id, or several when multiple: JNPF stores a single pick as its id ('' when none). */
export const idValueSchema = (props: WidgetProps): JsonSchema =>
  props.multiple === true ? { type: 'array', maxItems: maxPickedIds, uniqueItems: true, items: directoryId } : { type: 'string', maxLength: 40 };

/** The stored ids of a value, one or several. */
export const storedIds = (value: unknown): string[] => (Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && id !== '') : typeof value === 'string' && value ? [value] : []);

/** The value to store for the chosen ids: a list when multiple, else the id ('' for none, as JNPF clears it). */
export const idValue = (ids: readonly string[], props: WidgetProps): string | string[] => (props.multiple === true ? [...ids] : (ids[0] ?? ''));

/** The kind of name a stored id has, for the format context. */
export type NamedKind = 'organize' | 'position';

/** Stored ids as names, joined by commas; an id nobody named shows as itself. */
export const idNames = (kind: NamedKind) => (value: unknown, _props: WidgetProps, context: FormatContext) =>
  storedIds(value)
    .map((id) => context.entityName?.(kind, id) ?? id)
    .join(',');
