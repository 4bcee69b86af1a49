// Values the server fills on save (JNPF's createUser, createTime, modifyUser,
// modifyTime, currOrganize, currPosition): never taken from the browser — the
// body schema leaves system fields out and the server's systemValue hook writes
// them. Who and which organisation are stored as ids, shown by name.
import type { FormatContext, PropertySpec, WidgetProps, WidgetSpec } from './spec';
import { formatEpoch } from './text';

/** What kind of thing a stored id names, for showing it by name. */
/** Kinds of directory records a stored id may name. */
export type NamedEntity = 'user' | 'organize' | 'position' | 'role' | 'group';

/** When the server fills the value: on create only (who created), or on every update (who changed). */
export type FilledOn = 'create' | 'update';

export interface SystemValueSpec {
  key: string;
  label: string;
  /** What the stored value is: an id of a user, organisation or position, or a time. */
  value: NamedEntity | 'time';
  filledOn: FilledOn;
  properties?: readonly PropertySpec[];
}

/** Which system widget fills what, by key (the server's hook reads it). */
export const systemValues = new Map<string, SystemValueSpec>();

const idText = (entity: NamedEntity) => (value: unknown, _props: WidgetProps, context: FormatContext) =>
  typeof value === 'string' && value ? (context.entityName?.(entity, value) ?? value) : '';

/** The catalog entry of a system-filled value. */
export function systemWidget(definition: SystemValueSpec): WidgetSpec {
  systemValues.set(definition.key, definition);
  const time = definition.value === 'time';
  return {
    key: definition.key,
    kind: 'system',
    group: 'system',
    label: definition.label,
    properties: definition.properties ?? [],
    valueSchema: () => (time ? { type: 'integer' } : { type: 'string', maxLength: 40 }),
    columnType: () => (time ? { kind: 'bigint' } : { kind: 'string', length: 40 }),
    format: time ? (value) => formatEpoch(value, 'YYYY-MM-DD HH:mm:ss') : idText(definition.value as NamedEntity),
    serverHook: 'systemValue',
  };
}
