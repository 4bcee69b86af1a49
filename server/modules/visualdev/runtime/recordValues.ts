// A record's values as a write must leave them: fields the user may not see and
// read-only fields keep what they hold (a new record's default), calculations and
// conditions are worked out again, the compiled schema and the conditional rules
// checked, and the save hooks run (system values, bill numbers, own files, clean
// rich text). The browser's values are never trusted.
import { conditionIssues, mergeIssues, prepareValues, type CompiledField, type FormValues } from '@core/form';
import type { Kiln } from '../../../context';
import { validateBody } from '../../../http/bodyValidator';
import { formRefusal } from '../../../http/errors';
import { applySaveHooks } from '../../../forms/saveHooks';
import type { ModelGrant } from './modelGrant';

/** Whether the user may not change the field in this write: hidden from them, or read-only. */
function fixed(field: CompiledField, grant: ModelGrant, mode: 'create' | 'update'): boolean {
  if (!grant.seesField(field.path)) return true;
  return field.readOnly === true || (field.readOnly === 'edit' && mode === 'update');
}

export async function checkedValues(
  kiln: Kiln,
  grant: ModelGrant,
  sent: FormValues,
  mode: 'create' | 'update',
  stored: FormValues | null,
): Promise<FormValues> {
  const form = grant.model.form;
  const input: FormValues = { ...sent };
  for (const field of form.fields) {
    if (!fixed(field, grant, mode)) continue;
    if (mode === 'update' && stored) {
      if (stored[field.path] === undefined) delete input[field.path];
      else input[field.path] = stored[field.path];
    } else if (form.defaults[field.path] !== undefined) {
      input[field.path] = structuredClone(form.defaults[field.path]);
    } else {
      delete input[field.path];
    }
  }
  const values = prepareValues(form, input);
  const issues = mergeIssues(form, validateBody(form.schema, values), conditionIssues(form, values));
  if (issues.length) throw formRefusal(issues);
  const saved = await applySaveHooks(form, values, { kiln, session: grant.session, mode, now: Date.now(), ...(stored ? { stored } : {}) });
  // The row is written whole: a system value the save leaves alone (who created it, its number) keeps what the record holds.
  for (const field of form.fields) {
    if (field.kind === 'system' && saved[field.path] === undefined && stored?.[field.path] !== undefined) saved[field.path] = stored[field.path];
  }
  return saved;
}
