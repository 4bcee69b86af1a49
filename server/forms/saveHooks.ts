// What the server does on save where a schema cannot decide, by the hook a
// widget's catalog entry names (core/widgets/spec.ts ServerHook): files must be
// ones the saver may read, rich text is cleaned, system values and document numbers are
// filled, related records must be ones the saver may read. Runs after the body
// passed its schema, before the route's handler.
import type { CompiledField, CompiledForm, FormValues } from '@core/form';
import { widgetSpec, type ServerHook } from '@core/widgets';
import { systemValues } from '@core/widgets/system';
import type { Kiln } from '../context';
import { formRefusal } from '../http/errors';
import type { SessionContext } from '../http/routeAccess';
import { sanitizeHtml } from './sanitizeHtml';

export interface SaveContext {
  kiln: Kiln;
  session: SessionContext;
  /** A new record, or a change to one (values filled on create are then kept by the store). */
  mode: 'create' | 'update';
  now: number;
  /** The saver's main organisation and main position, looked up once per save by the first field that needs them. */
  placement?: Promise<{ organizeId: string; positionId: string }>;
  /** What a changed record held before (a field the saver may not change keeps it, and is not theirs to answer for). */
  stored?: FormValues;
}

/** A field's stored value after the hook; `undefined` leaves it out of the body (the store keeps what it has). */
type SaveHook = (value: unknown, field: CompiledField, context: SaveContext) => Promise<unknown>;

/** The saver's main organisation and main position, as the directory records them on the user (base_user.organize_id, position_id). */
async function userPlacement(context: SaveContext): Promise<{ organizeId: string; positionId: string }> {
  const user = await context.kiln.db.selectFrom('base_user').select(['organize_id', 'position_id']).where('id', '=', context.session.userId).executeTakeFirst();
  return { organizeId: user?.organize_id ?? '', positionId: user?.position_id ?? '' };
}

const systemValue: SaveHook = async (_value, field, context) => {
  const definition = systemValues.get(field.widget);
  if (!definition) return undefined;
  // Who and when created stay as first written; who and when changed follow every update.
  if (definition.filledOn !== context.mode) return undefined;
  switch (definition.value) {
    case 'time':
      return context.now;
    case 'user':
      return context.session.userId;
    case 'organize':
      return (await (context.placement ??= userPlacement(context))).organizeId;
    case 'position':
      return (await (context.placement ??= userPlacement(context))).positionId;
  }
};

/**
 * The moment a save stamped on its values (the form's createTime or modifyTime field), so a record's own time
 * columns hold the instant its form shows; `Date.now()` when the form has no such field.
 */
export function savedMoment(form: CompiledForm, values: FormValues, widget: 'createTime' | 'modifyTime'): number {
  const path = form.fields.find((field) => field.widget === widget)?.path;
  const value = path === undefined ? undefined : values[path];
  return typeof value === 'number' && Number.isFinite(value) ? value : Date.now();
}

const billNumber: SaveHook = async (_value, field, context) => {
  if (context.mode !== 'create') return undefined;
  const rule = typeof field.props.rule === 'string' ? field.props.rule : '';
  return rule ? context.kiln.billNumbers.nextNumber(rule) : undefined;
};

/** Which of these records of a released model the saver may read (an empty set when the model is not there or not theirs). */
export type RecordReader = (session: SessionContext, modelId: string, ids: readonly string[]) => Promise<ReadonlySet<string>>;

// The online-development module lends each server its reader when its routes are registered (the runtime owns model rows).
const recordReaders = new WeakMap<Kiln, RecordReader>();

export function provideRecordReader(kiln: Kiln, reader: RecordReader): void {
  recordReaders.set(kiln, reader);
}

/** Every record the value cites (one id, or a list of them) must be one of the related model's the saver may read. */
const readableRecords: SaveHook = async (value, field, context) => {
  const cited = typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  // Records the field already cited were checked when they were chosen; only the new ones are the saver's to answer for.
  const before = context.stored?.[field.path];
  const held = new Set(typeof before === 'string' ? [before] : Array.isArray(before) ? before : []);
  const ids = [...new Set(cited.filter((id) => id !== '' && !held.has(id)))];
  if (!ids.length) return value;
  const modelId = typeof field.props.modelId === 'string' ? field.props.modelId : '';
  const reader = recordReaders.get(context.kiln);
  const readable = modelId && reader ? await reader(context.session, modelId, ids) : new Set<string>();
  if (ids.every((id) => readable.has(id))) return value;
  throw formRefusal([{ field: field.path, message: { key: 'widget.relationForm.unreadable', params: { label: field.label ?? field.path } } }]);
};

const hooks: Record<ServerHook, SaveHook> = {
  // The files become the record's once it is written: crudRoutes names it their holder (FileService.holdInRecord).
  ownFiles: async (value, _field, context) => (value === undefined ? undefined : context.kiln.files.citedEntries(value, context.session)),
  sanitizeHtml: async (value) => (typeof value === 'string' ? sanitizeHtml(value) : value),
  systemValue,
  billNumber,
  readableRecords,
};

const hookOf = (field: CompiledField) => widgetSpec(field.widget)?.serverHook;

/** Where the values hold an upload field's entries (fields whose hook is ownFiles, in sub-table rows too): the object and the key. */
export function uploadFieldPlaces(form: CompiledForm, values: FormValues): { holder: FormValues; key: string }[] {
  const places: { holder: FormValues; key: string }[] = [];
  const collect = (fields: readonly CompiledField[], from: FormValues) => {
    for (const field of fields) {
      const value = from[field.path];
      if (!Array.isArray(value)) continue;
      if (hookOf(field) === 'ownFiles') places.push({ holder: from, key: field.path });
      if (field.columns) for (const row of value as FormValues[]) collect(field.columns, row);
    }
  };
  collect(form.fields, values);
  return places;
}

/** Whether any field or column of the form has a save hook (forms without one skip the work). */
export const hasSaveHooks = (form: CompiledForm) => form.fields.some((field) => hookOf(field) || field.columns?.some(hookOf));

async function applyTo(values: FormValues, fields: readonly CompiledField[], context: SaveContext): Promise<void> {
  for (const field of fields) {
    const hook = hookOf(field);
    if (hook) {
      const next = await hooks[hook](values[field.path], field, context);
      if (next === undefined) delete values[field.path];
      else values[field.path] = next;
    }
    if (field.columns && Array.isArray(values[field.path])) {
      for (const row of values[field.path] as FormValues[]) await applyTo(row, field.columns, context);
    }
  }
}

/** The ids of the files the values hold in upload fields (in sub-table rows too). */
export function heldFileIds(form: CompiledForm, values: FormValues): string[] {
  const ids = new Set<string>();
  for (const { holder, key } of uploadFieldPlaces(form, values)) {
    for (const entry of holder[key] as { fileId?: unknown }[]) if (typeof entry?.fileId === 'string') ids.add(entry.fileId);
  }
  return [...ids];
}

/** The body with every hook applied, fields in tree order; a hook that refuses throws the refusal (nothing is written). */
export async function applySaveHooks(form: CompiledForm, body: FormValues, context: SaveContext): Promise<FormValues> {
  const values = structuredClone(body);
  await applyTo(values, form.fields, context);
  return values;
}
