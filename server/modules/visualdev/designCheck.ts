// What a model's design must hold before it is stored: a form that compiles
// (every problem named by its node), a list that names only the form's fields and suits its kind,
// and a main table name no other model or platform table takes.
import type { Kysely } from 'kysely';
import { compileForm, FormCompileError, formProblemKey, type CompiledForm, type FormProblem } from '@core/form';
import type { ModelDesign } from '@core/model/design';
import { listDesignProblems, storedListableFields, type ListProblemCode } from '@core/model/listProblems';
import type { FieldIssue } from '@core/validation';
import type { Database } from '../../db/schema';
import { formRefusal } from '../../http/errors';
import { tableNameProblem } from '@core/model/tables';

/** A compiler problem in the asker's language: its code's words (core/form/problemTexts.ts, in the server's texts), or its English without a code. */
function problemMessage(problem: FormProblem): FieldIssue['message'] {
  if (problem.code) return { key: formProblemKey(problem.code), params: problem.params };
  return { key: 'visualdev.formProblem', params: { problem: problem.message } };
}

/** The form compiled, or a refusal naming every problem at `design.form.<node id>`, each in the asker's language. */
export function compiledDesign(design: ModelDesign): CompiledForm {
  try {
    return compileForm(design.form);
  } catch (error) {
    if (!(error instanceof FormCompileError)) throw error;
    const issues: FieldIssue[] = error.problems.map((problem) => ({ field: `design.form.${problem.nodeId}`, message: problemMessage(problem) }));
    throw formRefusal(issues.length ? issues : [{ field: 'design.form', message: { key: 'visualdev.formProblem', params: { problem: error.message } } }]);
  }
}

/** The message of each kind of list problem: an unknown field keeps its long-standing key. */
const listProblemKey = (code: ListProblemCode) => (code === 'fieldUnknown' ? 'visualdev.listFieldUnknown' : `visualdev.list.${code}`);

/**
 * The list design against its form (core/model/listProblems.ts, the rules the list designer shows): every setting names
 * a field the form has, searches and keywords suit their fields, and each kind has what it needs. Every problem is refused
 * at once, at `design.list.…`. The form is compiled first (compiledDesign), so the fields read from the tree are the ones it stores.
 * A field is named by the label the administrator gave it in the form; a system field, or one the form lacks, by its name.
 */
export function checkListDesign(design: ModelDesign, form: CompiledForm): void {
  const fields = storedListableFields(design.form, form);
  const labels = new Map(fields.filter((field) => !field.system && field.label.trim()).map((field) => [field.name, field.label]));
  const issues: FieldIssue[] = listDesignProblems(design.list, fields).map((problem) => ({
    field: `design.${problem.path}`,
    message: { key: listProblemKey(problem.code), params: { field: labels.get(problem.field ?? '') ?? problem.field ?? '' } },
  }));
  if (issues.length) throw formRefusal(issues);
}

/** The data interface a left tree draws from exists (its rows are asked of it whenever the list opens). */
export async function checkListSources(db: Kysely<Database>, design: ModelDesign): Promise<void> {
  const tree = design.list.type === 2 ? design.list.tree : undefined;
  if (tree?.source !== 'dataInterface' || !tree.interfaceId) return;
  if (await db.selectFrom('base_data_interface').select('id').where('id', '=', tree.interfaceId).executeTakeFirst()) return;
  throw formRefusal([{ field: 'design.list.tree.interfaceId', message: { key: 'visualdev.list.treeInterfaceUnknown' } }]);
}

/** No other model names this main table. */
export async function checkTableFree(db: Kysely<Database>, table: string, selfId: string | null): Promise<void> {
  const problem = tableNameProblem(table);
  if (problem) throw formRefusal([{ field: 'design.tables.main.table', message: { key: 'visualdev.formProblem', params: { problem } } }]);
  let query = db.selectFrom('base_visual_dev').select('id').where('table_name', '=', table);
  if (selfId) query = query.where('id', '<>', selfId);
  if (await query.executeTakeFirst()) {
    throw formRefusal([{ field: 'design.tables.main.table', message: { key: 'visualdev.tableExists', params: { table } } }]);
  }
}
