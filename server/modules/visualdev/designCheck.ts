// What a model's design must hold before it is stored: a form that compiles
// (every problem named by its node), a list that names only the form's fields,
// and a main table name no other model or platform table takes.
import type { Kysely } from 'kysely';
import { compileForm, FormCompileError, type CompiledForm } from '@core/form';
import { systemFields, type ModelDesign } from '@core/model/design';
import type { FieldIssue } from '@core/validation';
import type { Database } from '../../db/schema';
import { formRefusal } from '../../http/errors';
import { tableNameProblem } from '@core/model/tables';

interface NamedProblem {
  nodeId?: string;
  message: string;
}

/** The problems of a compile failure, one per node where the compiler names them. */
function problemsOf(error: FormCompileError): NamedProblem[] {
  const listed = (error as FormCompileError & { problems?: NamedProblem[] }).problems;
  return listed?.length ? listed : [{ message: error.message }];
}

/** The form compiled, or a refusal naming every problem at `design.form.<node id>`. */
export function compiledDesign(design: ModelDesign): CompiledForm {
  try {
    return compileForm(design.form);
  } catch (error) {
    if (!(error instanceof FormCompileError)) throw error;
    throw formRefusal(
      problemsOf(error).map((problem) => ({
        field: problem.nodeId ? `design.form.${problem.nodeId}` : 'design.form',
        message: { key: 'visualdev.formProblem', params: { problem: problem.message } },
      })),
    );
  }
}

/** The names a list may show, search and sort by: the form's own fields (not sub-table columns) and the system fields. */
export function listableFields(form: CompiledForm): Set<string> {
  return new Set([...form.fields.filter((field) => field.kind !== 'subTable').map((field) => field.path), ...systemFields]);
}

/** Every list setting names a field the form has. */
export function checkListDesign(design: ModelDesign, form: CompiledForm): void {
  const known = listableFields(form);
  const { list } = design;
  const named: [string, string][] = [
    ...list.columns.map((column, i): [string, string] => [`design.list.columns.${i}.field`, column.field]),
    ...list.search.map((item, i): [string, string] => [`design.list.search.${i}.field`, item.field]),
    ...list.keywordFields.map((field, i): [string, string] => [`design.list.keywordFields.${i}`, field]),
    ['design.list.sort.field', list.sort.field],
    ...(list.tree ? [['design.list.tree.field', list.tree.field] as [string, string]] : []),
    ...(list.treeTable ? [['design.list.treeTable.parentField', list.treeTable.parentField] as [string, string]] : []),
    ...(list.groupField ? [['design.list.groupField', list.groupField] as [string, string]] : []),
  ];
  const issues: FieldIssue[] = named
    .filter(([, field]) => !known.has(field))
    .map(([where, field]) => ({ field: where, message: { key: 'visualdev.listFieldUnknown', params: { field } } }));
  if (issues.length) throw formRefusal(issues);
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
