// Data-permission schemes (ARCHITECTURE §4): JNPF's condition JSON — groups of
// rules joined by each group's logic, the groups joined by the scheme's match
// logic — parsed, checked and turned into one condition tree the server writes
// as SQL. Pure, so the same reading serves the scheme editor and the server.

/** Comparisons a rule may use (JNPF's names; its symbol spellings are accepted too). */
export const schemeOps = ['Equal', 'NotEqual', 'GreaterThan', 'GreaterThanOrEqual', 'LessThan', 'LessThanOrEqual', 'Included', 'NotIncluded'] as const;
export type SchemeOp = (typeof schemeOps)[number];

/** Values resolved for the user the rows are read for. */
export const schemeVariables = ['@userId', '@userAndSubordinates', '@organizeId', '@organizationAndSuborganization'] as const;
export type SchemeVariable = (typeof schemeVariables)[number];

export type Logic = 'and' | 'or';

export interface SchemeRule {
  /** The data field's code (the menu entry declares which fields schemes may test). */
  field: string;
  op: SchemeOp;
  /** A literal, a list of literals (Included / NotIncluded), or a variable. */
  value: string | number | (string | number)[];
}

export interface SchemeGroup {
  logic: Logic;
  groups: SchemeRule[];
}

export interface Scheme {
  matchLogic: Logic;
  conditions: SchemeGroup[];
}

/** What the server turns into SQL; leaves name fields by code. */
export type ConditionTree =
  | { kind: 'all' }
  | { kind: 'none' }
  | { kind: 'and' | 'or'; children: ConditionTree[] }
  | { kind: 'compare'; field: string; op: '=' | '<>' | '>' | '>=' | '<' | '<='; value: string | number }
  | { kind: 'in'; field: string; values: (string | number)[]; negate: boolean }
  | { kind: 'contains'; field: string; value: string; negate: boolean }
  | { kind: 'variable'; field: string; variable: SchemeVariable; negate: boolean };

const symbolOps: Record<string, SchemeOp> = {
  '==': 'Equal',
  '<>': 'NotEqual',
  '>': 'GreaterThan',
  '>=': 'GreaterThanOrEqual',
  '<': 'LessThan',
  '<=': 'LessThanOrEqual',
  like: 'Included',
  in: 'Included',
  notLike: 'NotIncluded',
  notIn: 'NotIncluded',
};

const isOp = (value: unknown): value is SchemeOp => typeof value === 'string' && (schemeOps as readonly string[]).includes(value);
export const isSchemeVariable = (value: unknown): value is SchemeVariable => typeof value === 'string' && (schemeVariables as readonly string[]).includes(value);
const isLogic = (value: unknown): value is Logic => value === 'and' || value === 'or';
const isScalar = (value: unknown): value is string | number => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

/** Where a scheme's JSON is wrong, by path ('[0].groups[1].op'); empty when it reads. */
export interface SchemeProblem {
  path: string;
  problem: 'notList' | 'logic' | 'noRules' | 'field' | 'op' | 'value' | 'variableOp';
}

/** Limits that keep a scheme's SQL small. */
export const schemeLimits = { groups: 20, rulesPerGroup: 20, listValues: 500, textLength: 200 } as const;

function readRule(raw: unknown, path: string, problems: SchemeProblem[]): SchemeRule | null {
  if (typeof raw !== 'object' || raw === null) {
    problems.push({ path, problem: 'field' });
    return null;
  }
  const rule = raw as Record<string, unknown>;
  const field = rule.field;
  if (typeof field !== 'string' || !/^[A-Za-z_][A-Za-z0-9_.]{0,99}$/.test(field)) problems.push({ path: `${path}.field`, problem: 'field' });
  // Own names only: `constructor` is no operator, though a plain object answers to it.
  const op = isOp(rule.op) ? rule.op : typeof rule.op === 'string' && Object.hasOwn(symbolOps, rule.op) ? symbolOps[rule.op] : undefined;
  if (!op) problems.push({ path: `${path}.op`, problem: 'op' });
  // JNPF keeps a chosen variable in conditionText and may leave value empty.
  const value = isSchemeVariable(rule.conditionText) ? rule.conditionText : rule.value;
  const validList = Array.isArray(value) && value.length > 0 && value.length <= schemeLimits.listValues && value.every(isScalar);
  const validScalar = isScalar(value) && String(value).length <= schemeLimits.textLength;
  if (!validList && !validScalar) problems.push({ path: `${path}.value`, problem: 'value' });
  if (isSchemeVariable(value) && op && !['Equal', 'NotEqual', 'Included', 'NotIncluded'].includes(op)) problems.push({ path: `${path}.op`, problem: 'variableOp' });
  if (typeof field !== 'string' || !op || (!validList && !validScalar)) return null;
  return { field, op, value: value as SchemeRule['value'] };
}

/** Reads JNPF's conditionJson (a JSON string or its value) with the scheme's match logic. */
export function readScheme(conditionJson: unknown, matchLogic: unknown = 'and'): { scheme: Scheme; problems: SchemeProblem[] } {
  const problems: SchemeProblem[] = [];
  let raw = conditionJson;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw || '[]');
    } catch {
      raw = null;
    }
  }
  if (!Array.isArray(raw) || raw.length > schemeLimits.groups) return { scheme: { matchLogic: 'and', conditions: [] }, problems: [{ path: '', problem: 'notList' }] };
  if (!isLogic(matchLogic)) problems.push({ path: 'matchLogic', problem: 'logic' });
  const conditions: SchemeGroup[] = [];
  raw.forEach((group: unknown, index) => {
    const path = `[${index}]`;
    const entry = (typeof group === 'object' && group !== null ? group : {}) as Record<string, unknown>;
    if (!isLogic(entry.logic)) problems.push({ path: `${path}.logic`, problem: 'logic' });
    const rules = Array.isArray(entry.groups) ? entry.groups : [];
    if (rules.length === 0 || rules.length > schemeLimits.rulesPerGroup) problems.push({ path: `${path}.groups`, problem: 'noRules' });
    const read = rules.map((rule, at) => readRule(rule, `${path}.groups[${at}]`, problems)).filter((rule): rule is SchemeRule => rule !== null);
    conditions.push({ logic: isLogic(entry.logic) ? entry.logic : 'and', groups: read });
  });
  return { scheme: { matchLogic: isLogic(matchLogic) ? matchLogic : 'and', conditions }, problems };
}

const compareOps: Partial<Record<SchemeOp, '=' | '<>' | '>' | '>=' | '<' | '<='>> = {
  Equal: '=',
  NotEqual: '<>',
  GreaterThan: '>',
  GreaterThanOrEqual: '>=',
  LessThan: '<',
  LessThanOrEqual: '<=',
};

function ruleCondition(rule: SchemeRule): ConditionTree {
  const negate = rule.op === 'NotEqual' || rule.op === 'NotIncluded';
  if (isSchemeVariable(rule.value)) return { kind: 'variable', field: rule.field, variable: rule.value, negate };
  if (Array.isArray(rule.value)) {
    // A list is a set to match whatever the operator's spelling.
    return { kind: 'in', field: rule.field, values: rule.value, negate };
  }
  if (rule.op === 'Included' || rule.op === 'NotIncluded') return { kind: 'contains', field: rule.field, value: String(rule.value), negate };
  return { kind: 'compare', field: rule.field, op: compareOps[rule.op] ?? '=', value: rule.value };
}

function join(kind: Logic, children: ConditionTree[]): ConditionTree {
  if (children.length === 0) return { kind: kind === 'and' ? 'all' : 'none' };
  return children.length === 1 ? children[0] : { kind, children };
}

/** One scheme as a condition; a scheme without conditions matches every row. */
export function schemeCondition(scheme: Scheme): ConditionTree {
  if (scheme.conditions.length === 0) return { kind: 'all' };
  return join(
    scheme.matchLogic,
    scheme.conditions.map((group) => join(group.logic, group.groups.map(ruleCondition))),
  );
}

/** The rows several granted schemes allow: any of them (no scheme: no row). */
export function grantedCondition(schemes: readonly ({ allData: true } | { allData: false; scheme: Scheme })[]): ConditionTree {
  if (schemes.some((granted) => granted.allData)) return { kind: 'all' };
  const children = schemes.map((granted) => (granted.allData ? ({ kind: 'all' } as const) : schemeCondition(granted.scheme)));
  if (children.some((child) => child.kind === 'all')) return { kind: 'all' };
  return join('or', children);
}

/** The fields a condition names, so a menu entry's undeclared fields can be refused. */
export function conditionFields(tree: ConditionTree): string[] {
  switch (tree.kind) {
    case 'all':
    case 'none':
      return [];
    case 'and':
    case 'or':
      return [...new Set(tree.children.flatMap(conditionFields))];
    default:
      return [tree.field];
  }
}

/** Does the condition test this variable anywhere (what the server must work out before writing its SQL)? */
export function usesVariable(tree: ConditionTree, variable: SchemeVariable): boolean {
  if (tree.kind === 'and' || tree.kind === 'or') return tree.children.some((child) => usesVariable(child, variable));
  return tree.kind === 'variable' && tree.variable === variable;
}
