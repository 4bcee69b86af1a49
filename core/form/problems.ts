// What is wrong with a form, all of it at once: each problem names its node by
// id (what the designer selects and the model importer reports) and by place in
// the tree (what a person reading the JSON finds).
import type { FormNode } from './format';
import { formProblemMessage, type FormProblemCode, type FormProblemParams } from './problemTexts';

export interface FormProblem {
  /** The id of the node the problem is about. */
  nodeId: string;
  /** The node's stored name, when it has one. */
  field?: string;
  /** Where the node is in the tree: `form[1].children[0]`. */
  where: string;
  /**
   * What is wrong, stable across languages: its words are `formProblem.<code>` in the text tables (core/form/problemTexts.ts).
   * Absent only on a problem told elsewhere (a server's refusal, already in the reader's language).
   */
  code?: FormProblemCode;
  /** The values the code's words name. */
  params?: FormProblemParams;
  /** What is wrong, in an English sentence (logs, the command line, the importer's reports). */
  message: string;
}

/** One problem as a line: its place, its node's id, what is wrong. */
export const problemLine = (problem: FormProblem) => `${problem.where} (${problem.nodeId}): ${problem.message}`;

/**
 * A form that does not compile; `problems` lists every mistake. The message's
 * first line is the first problem as the compiler always wrote it (`form[0]: …`,
 * what a caller showing one line shows), then every problem on a line of its own.
 */
export class FormCompileError extends Error {
  override readonly name = 'FormCompileError';

  constructor(readonly problems: readonly FormProblem[]) {
    const [first] = problems;
    const headline = first ? `${first.where}: ${first.message}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}` : 'the form does not compile';
    super([headline, ...problems.map((problem) => `  ${problemLine(problem)}`)].join('\n'));
  }
}

/** The problems found while compiling, in the order they were found. */
export class ProblemList {
  readonly all: FormProblem[] = [];

  add(node: Pick<FormNode, 'id' | 'field'>, where: string, code: FormProblemCode, params: FormProblemParams = {}): void {
    this.all.push({ nodeId: node.id, ...(node.field ? { field: node.field } : {}), where, code, params, message: formProblemMessage(code, params) });
  }
}
