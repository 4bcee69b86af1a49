// Column and form grants (ARCHITECTURE §4). When a menu entry's page turns
// column permission on, a non-administrator's answers leave out the entry's
// list columns they were not granted; with form permission on, they change no
// form field they were not granted: a changed value is refused (400 naming the
// field), a missing or unchanged one keeps what is stored. The entry's columns
// and form fields are its enabled base_module_column and base_module_form rows,
// by enCode, as the menu screen defines them; a field the entry does not list
// is not governed. One rule for the built-in routes (crudRoutes) and the
// online-development runtime.
import type { Kysely } from 'kysely';
import type { PermissionSwitches } from '@core/schema/types';
import type { Database } from '../db/schema';
import type { GrantService } from '../auth/grants';
import type { SessionContext } from '../http/routeAccess';
import { formRefusal } from '../http/errors';

/** The switches this rule reads: a page schema's `permissions`, or a model's. */
export type FieldGrantSwitches = Pick<PermissionSwitches, 'column' | 'form'>;

/** Values a form sends for "nothing": an unset field changes nothing. */
const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Equal as a form sends them: numbers and their text alike ('1' and 1), objects and lists by their JSON. */
function sameValue(sent: unknown, stored: unknown): boolean {
  if (isEmpty(sent) && isEmpty(stored)) return true;
  if (typeof sent === 'object' || typeof stored === 'object') return JSON.stringify(sent) === JSON.stringify(stored);
  return String(sent) === String(stored);
}

export class FieldGrants {
  /** Administrators, and entries whose page turns neither switch on. */
  static readonly everything = new FieldGrants(new Set(), new Map());

  constructor(
    /** Column codes the answers leave out. */
    private readonly hiddenColumns: ReadonlySet<string>,
    /** Form field codes the caller may not change, with the names a refusal gives them. */
    private readonly lockedFields: ReadonlyMap<string, string>,
  ) {}

  /** Are some of the entry's columns hidden from this caller? */
  get hidesColumns(): boolean {
    return this.hiddenColumns.size > 0;
  }

  /** Are some of the entry's form fields closed to this caller? */
  get locksFields(): boolean {
    return this.lockedFields.size > 0;
  }

  /** The record without the columns the caller may not see (a copy; anything but an object passes as it is). */
  visibleColumns<R>(record: R): R {
    if (!this.hidesColumns || typeof record !== 'object' || record === null || Array.isArray(record)) return record;
    return Object.fromEntries(Object.entries(record).filter(([key]) => !this.hiddenColumns.has(key))) as R;
  }

  /**
   * The input to write: each field closed to the caller carries its stored value
   * (on a create, the form's default), and a value that would change it is refused,
   * naming the field. `stored` is the record as its detail reads, or the form's defaults.
   */
  checkWritableFields<I>(input: I, stored: Readonly<Record<string, unknown>> = {}): I {
    if (!this.locksFields || typeof input !== 'object' || input === null) return input;
    const written: Record<string, unknown> = { ...(input as Record<string, unknown>) };
    const refused = [...this.lockedFields]
      .filter(([code]) => Object.hasOwn(written, code) && !sameValue(written[code], stored[code]))
      .map(([code, name]) => ({ field: code, message: { key: 'menu.formFieldLocked', params: { field: name } } }));
    if (refused.length > 0) throw formRefusal(refused);
    for (const code of this.lockedFields.keys()) {
      if (Object.hasOwn(stored, code)) written[code] = stored[code];
      else delete written[code];
    }
    return written as I;
  }
}

/**
 * The caller's column and form grants on entry `moduleCode` under `switches`.
 * The entry's items are read per request: the menu screen adds them without
 * dropping the cached grant contexts, and a new item must be governed at once.
 */
export async function fieldGrantsOf(
  db: Kysely<Database>,
  grants: GrantService,
  session: Pick<SessionContext, 'userId' | 'isAdministrator'>,
  moduleCode: string,
  switches: FieldGrantSwitches | undefined,
): Promise<FieldGrants> {
  if (session.isAdministrator || (!switches?.column && !switches?.form)) return FieldGrants.everything;
  const itemsOf = (table: 'base_module_column' | 'base_module_form') =>
    db
      .selectFrom(`${table} as i` as 'base_module_column as i')
      .innerJoin('base_module as m', 'm.id', 'i.module_id')
      .select(['i.en_code', 'i.full_name'])
      .where('m.en_code', '=', moduleCode)
      .where('i.enabled_mark', '=', 1)
      .execute();
  const [context, columns, forms] = await Promise.all([
    grants.context(session.userId),
    switches.column ? itemsOf('base_module_column') : [],
    switches.form ? itemsOf('base_module_form') : [],
  ]);
  const granted = context.modules.get(moduleCode);
  const hidden = new Set(columns.filter((item) => !granted?.columns.has(item.en_code)).map((item) => item.en_code));
  const locked = new Map(forms.filter((item) => !granted?.forms.has(item.en_code)).map((item) => [item.en_code, item.full_name || item.en_code]));
  return hidden.size === 0 && locked.size === 0 ? FieldGrants.everything : new FieldGrants(hidden, locked);
}
