// A user, or several, chosen from the directory (JNPF's userSelect): stored as
// the user's id ('' for none), or a list of ids; 'currentUser' stands for whoever
// is signed in. Shown by name. The picker offers everyone (tabs 全部数据,
// 当前组织, 我的下属, 系统变量), a custom list, or the users of a department,
// position, role or group field of the same form. The stored-id and naming
// parts here serve usersSelect too (typed ids).
import { directoryNodeTypes, parseTypedId, type DirectoryNodeType } from '@core/api/directory';
import { currentUserId } from '@core/api/userPickers';
import type { JsonSchema } from '@core/schema/types';
import { defineWidget } from '@core/widgets/catalog';
import { clearable, multiple, placeholder, relationField } from '@core/widgets/properties';
import type { FormatContext, PropertySpec, WidgetProps } from '@core/widgets/spec';
import { storedIds } from '@core/widgets/directoryPicks';

/** Ids a multiple user picker may hold, and a custom list may allow. */
export const maxPickedUsers = 500;
/** Directory ids are generated strings; 50 leaves room for ids brought from elsewhere. */
export const maxIdLength = 50;

/** A stored typed id: 'id--department' (spec 03 §3, usersSelect). */
export const typedIdPattern = `^[^\\s]{1,${maxIdLength}}--(${directoryNodeTypes.join('|')})$`;

const userId: JsonSchema = { type: 'string', minLength: 1, maxLength: maxIdLength, errorMessage: 'form.invalidValue' };
const typedId: JsonSchema = { type: 'string', pattern: typedIdPattern, errorMessage: 'form.invalidValue' };

/** One id, or several when multiple: JNPF stores a single pick as its id ('' when none). */
export function storedValueSchema(props: WidgetProps, typed: boolean): JsonSchema {
  if (props.multiple === true) return { type: 'array', maxItems: maxPickedUsers, uniqueItems: true, items: typed ? typedId : userId };
  // A single usersSelect holds a user only ('id--user'), as its picker offers nothing else.
  return typed ? { type: 'string', pattern: `^$|^[^\\s]{1,${maxIdLength}}--user$`, errorMessage: 'form.invalidValue' } : { type: 'string', maxLength: maxIdLength };
}

/** The stored ids of a value, one or several (as every directory picker reads them). */
export { storedIds };

const isIdList = (value: unknown): value is string[] => Array.isArray(value) && value.length <= maxPickedUsers && value.every((id) => typeof id === 'string' && id.length > 0 && id.length <= maxIdLength + 20);

/** Who a custom picker offers: typed ids as usersSelect stores them (users, organisations, positions, roles, groups). */
export const ableIds: PropertySpec = {
  name: 'ableIds',
  label: 'designer.userSelect.ableIds',
  editor: 'json',
  type: 'array',
  default: [],
  check: (value) => (isIdList(value) ? undefined : `must be a list of at most ${maxPickedUsers} ids`),
};

export const modalTitle: PropertySpec = { name: 'modalTitle', label: 'designer.userSelect.modalTitle', editor: 'text', type: 'string', default: '' };

/** The kind of name a typed id has in the format context (roles and groups have none there). */
const namedKind = (type: DirectoryNodeType): 'user' | 'organize' | 'position' | undefined =>
  type === 'user' ? 'user' : type === 'company' || type === 'department' ? 'organize' : type === 'position' ? 'position' : undefined;

/** A stored id's name where the context knows it, else the id itself (its bare part for a typed id). */
export function nameOf(value: string, context: FormatContext): string {
  if (value === currentUserId || value === `${currentUserId}--user`) return context.t('widget.userSelect.currentUser');
  const typed = parseTypedId(value);
  if (!typed) return value;
  const kind = namedKind(typed.type);
  return (kind && context.entityName?.(kind, typed.id)) || typed.id;
}

/** Stored ids as names, joined by commas (cells, exports, the read-only view). */
export const namesText = (value: unknown, _props: WidgetProps, context: FormatContext) =>
  storedIds(value)
    .map((id) => nameOf(id, context))
    .join(',');

/** Linked choices: the kind of field whose value gives the users, and the typed id suffix its ids take. */
export const linkedKinds = { dep: 'department', pos: 'position', role: 'role', group: 'group' } as const;
export type LinkedKind = keyof typeof linkedKinds;

export const selectTypes = ['all', 'custom', ...(Object.keys(linkedKinds) as LinkedKind[])] as const;
export type UserSelectType = (typeof selectTypes)[number];

export const selectTypeOf = (props: WidgetProps): UserSelectType => ((selectTypes as readonly unknown[]).includes(props.selectType) ? (props.selectType as UserSelectType) : 'all');

/** Whom a user picker offers, among these choices (usersSelect: all or custom). */
export const selectTypeProperty = (values: readonly UserSelectType[]): PropertySpec => ({
  name: 'selectType',
  label: 'designer.userSelect.selectType',
  editor: 'select',
  type: 'string',
  default: 'all',
  choices: values.map((value) => ({ label: `designer.userSelect.selectType.${value}`, value })),
});

/** Whether the 系统变量 tab (当前用户) shows. */
const hasSys: PropertySpec = { name: 'hasSys', label: 'designer.userSelect.hasSys', editor: 'switch', type: 'boolean', default: true };

export const userSelect = defineWidget({
  key: 'userSelect',
  order: 330,
  kind: 'field',
  group: 'advanced',
  label: 'widget.userSelect',
  properties: [selectTypeProperty(selectTypes), ableIds, relationField, hasSys, multiple, clearable, { ...placeholder, default: 'widget.userSelect.placeholder' }, modalTitle],
  valueSchema: (props) => storedValueSchema(props, false),
  columnType: (props) => (props.multiple === true ? { kind: 'json' } : { kind: 'string', length: maxIdLength }),
  format: namesText,
});
