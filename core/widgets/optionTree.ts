// Option sources whose fixed options nest (a cascader's tree): the property that
// declares them, the values such a tree allows, and a chosen path as labels.
import { Type } from '../schema/typeBuilder';
import { eachNode } from '../tree';
import { FetchedOptionSourceSchemas } from '../schema/pageFormat';
import type { JsonSchema } from '../schema/types';
import { optionSource } from './properties';
import type { FormatContext, PropertySpec, WidgetProps } from './spec';
import { optionSourceOf } from './text';

export interface StaticTreeOption {
  /** A text key, or the words themselves. */
  label: string;
  value: string | number;
  children?: StaticTreeOption[];
}

/** Levels a path may have: as deep as a dictionary tree may grow. */
export const maxOptionDepth = 10;
/** Options a fixed tree may hold in all. */
export const maxStaticOptions = 5000;

const isOption = (node: unknown): node is StaticTreeOption => {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return false;
  const { label, value, children, ...rest } = node as Record<string, unknown>;
  return (
    Object.keys(rest).length === 0 &&
    typeof label === 'string' &&
    label.length > 0 &&
    label.length <= 200 &&
    ((typeof value === 'string' && value.length > 0 && value.length <= 100) || (typeof value === 'number' && Number.isFinite(value))) &&
    (children === undefined || Array.isArray(children))
  );
};

/** What is wrong with a fixed option tree, or undefined. */
export function staticTreeProblem(options: unknown): string | undefined {
  if (!Array.isArray(options)) return 'has no list of options';
  let count = 0;
  let problem: string | undefined;
  eachNode(
    options as unknown[],
    (node, depth) => {
      count += 1;
      if (problem) return;
      if (!isOption(node)) problem = `has an option that is not {label, value, children?}: ${JSON.stringify(node).slice(0, 80)}`;
      else if (depth > maxOptionDepth) problem = `nests deeper than ${maxOptionDepth} levels`;
    },
    // A malformed node is not walked into; the problem above names it.
    (node) => (isOption(node) ? node.children : undefined),
  );
  if (!problem && count > maxStaticOptions) problem = `holds more than ${maxStaticOptions} options`;
  return problem;
}

const isStaticSource = (value: unknown): value is { kind: 'static'; options: unknown } =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'static';

/** Like the shared option source, except that fixed options may carry children (the tree is checked below, with its limits). */
export const optionTreeSource: PropertySpec = {
  ...optionSource,
  shape: {
    schema: Type.Union([Type.Object({ kind: Type.Literal('static'), options: Type.Array(Type.Unknown()) }), ...FetchedOptionSourceSchemas]),
    is: 'an option source (a static tree, a dictionary, an API call or a data interface)',
  },
  check: (value) => {
    if (!isStaticSource(value)) return undefined;
    const extra = Object.keys(value).filter((key) => key !== 'kind' && key !== 'options');
    if (extra.length) return `is not an option source: a static source takes no ${extra.join(', ')}`;
    const problem = staticTreeProblem(value.options);
    return problem ? `is not an option source: the static tree ${problem}` : undefined;
  },
};

/** The fixed tree of a widget's options, or undefined when they come from a dictionary or a call. */
export function staticTreeOf(props: WidgetProps): StaticTreeOption[] | undefined {
  const source = props.options;
  return isStaticSource(source) && Array.isArray(source.options) ? (source.options as StaticTreeOption[]) : undefined;
}

/** The schema of one value of a path: numbers or text, and one of a fixed tree's values when it has some. */
export function optionTreeValue(props: WidgetProps): JsonSchema {
  const schema: JsonSchema = props.valueType === 'number' ? { type: 'integer' } : { type: 'string', maxLength: 100 };
  const tree = staticTreeOf(props);
  if (tree?.length) {
    const values = new Set<string | number>();
    eachNode(tree, (node) => values.add(node.value));
    schema.enum = [...values];
  }
  return schema;
}

/** A chosen path's labels, level by level: fixed options translated, dictionary items by the cache, else the values. */
export function pathLabels(path: unknown, props: WidgetProps, context: FormatContext): string[] {
  if (!Array.isArray(path)) return [];
  const tree = staticTreeOf(props);
  if (tree) {
    let level: StaticTreeOption[] | undefined = tree;
    return path.map((value) => {
      const option: StaticTreeOption | undefined = level?.find((candidate) => String(candidate.value) === String(value));
      level = option?.children;
      return option ? context.t(option.label) : String(value);
    });
  }
  const source = optionSourceOf(props);
  if (source?.kind === 'dictionary' && source.dictionary && context.dictionaryLabel) return path.map((value) => context.dictionaryLabel!(source.dictionary!, value));
  return path.map((value) => String(value));
}
