// Choice widgets' options between JNPF and Kiln. JNPF keeps fixed options in
// __slot__.options (3.4 radio, checkbox, select) or `options` (cascader, tree
// select, and every list in 3.6 / 5.x), named by `props` (label 'fullName',
// value 'id' by default); a dictionary by __config__.dataType 'dictionary' and
// dictionaryType; a data interface by dataType 'dynamic' and propsUrl.
import type { OptionSource } from '../../schema/pageFormat';
import { clip, isObj, listOf, objOf, textOf, wordsOf, type Obj } from './raw';
import type { RawField } from './rawField';

interface StaticOption {
  label: string;
  value: string | number;
  children?: StaticOption[];
}

export interface ReadOptions {
  options: OptionSource;
  /** 'number' when every fixed value is an integer, as Kiln then stores numbers. */
  valueType?: 'number';
  problems: string[];
}

/** The label and value names JNPF's `props` give (3.4 in __config__.props, 3.6 / 5.x in props or props.props). */
function optionKeys(raw: RawField): { label: string; value: string; children: string } {
  const props = objOf(raw.config.props ?? raw.attrs.props);
  const names = isObj(props.props) ? props.props : props;
  return { label: wordsOf(names.label) ?? 'fullName', value: wordsOf(names.value) ?? 'id', children: wordsOf(names.children) ?? 'children' };
}

function staticOptions(list: unknown[], keys: ReturnType<typeof optionKeys>, tree: boolean, problems: string[], depth = 0): StaticOption[] {
  const options: StaticOption[] = [];
  for (const entry of list) {
    const option = objOf(entry);
    const value = option[keys.value] ?? option.value;
    const label = wordsOf(option[keys.label] ?? option.label) ?? textOf(value);
    if ((typeof value !== 'string' && typeof value !== 'number') || value === '' || !label) {
      problems.push(`the option ${JSON.stringify(entry).slice(0, 60)} has no value or label and was left out`);
      continue;
    }
    const children = tree && depth < 9 ? listOf(option[keys.children]) : [];
    const nested = children.length ? staticOptions(children, keys, tree, problems, depth + 1) : [];
    options.push({ label: clip(label, 200), value: typeof value === 'number' ? value : clip(value, 100), ...(nested.length ? { children: nested } : {}) });
  }
  return options;
}

function everyValue(options: StaticOption[], test: (value: string | number) => boolean): boolean {
  return options.every((option) => test(option.value) && everyValue(option.children ?? [], test));
}

function asText(options: StaticOption[]): StaticOption[] {
  return options.map((option) => ({ ...option, value: String(option.value), ...(option.children ? { children: asText(option.children) } : {}) }));
}

/** A choice widget's option source; `tree` keeps nested options (cascader). */
export function readOptions(raw: RawField, tree: boolean): ReadOptions {
  const problems: string[] = [];
  const dataType = wordsOf(raw.config.dataType) ?? wordsOf(raw.attrs.dataType) ?? 'static';
  if (dataType === 'dictionary') {
    const dictionary = wordsOf(raw.config.dictionaryType) ?? wordsOf(raw.attrs.dictionaryType);
    const stored = optionKeys(raw).value;
    if (stored !== 'id') problems.push(`it stores the dictionary item's ${stored}; Kiln stores the item's id, so values saved in JNPF will not match`);
    if (dictionary) return { options: { kind: 'dictionary', dictionary: clip(dictionary, 200) }, problems };
    problems.push('its options come from a dictionary it does not name; it has no options');
    return { options: { kind: 'static', options: [] }, problems };
  }
  if (dataType !== 'static') {
    const source = wordsOf(raw.config.propsUrl) ?? wordsOf(raw.attrs.propsUrl) ?? '';
    problems.push(`its options come from the data interface ${source || '(none named)'}, which has no equivalent; it has no options`);
    return { options: { kind: 'static', options: [] }, problems };
  }
  const list = Array.isArray(raw.slot.options) ? raw.slot.options : listOf(raw.attrs.options ?? raw.config.options);
  const options = staticOptions(list, optionKeys(raw), tree, problems);
  const integers = options.length > 0 && everyValue(options, (value) => typeof value === 'number' && Number.isInteger(value));
  if (integers) return { options: { kind: 'static', options }, valueType: 'number', problems };
  return { options: { kind: 'static', options: asText(options) } as OptionSource, problems };
}

function jnpfOptions(options: readonly StaticOption[]): Obj[] {
  return options.map((option) => ({
    fullName: option.label,
    id: option.value,
    ...(option.children?.length ? { children: jnpfOptions(option.children) } : {}),
  }));
}

/** Where JNPF 3.4 keeps a widget's options: `config` goes into __config__, `slot` into __slot__, `attrs` beside them. */
export interface WrittenOptions {
  config: Obj;
  slot: Obj;
  attrs: Obj;
}

/** A Kiln option source as JNPF 3.4 writes it; `top` puts fixed options beside the node (cascader, tree select). */
export function writeOptions(source: unknown, top: boolean): WrittenOptions {
  const value = objOf(source);
  const names = { label: 'fullName', value: 'id' };
  if (value.kind === 'dictionary') {
    return { config: { dataType: 'dictionary', dictionaryType: value.dictionary, props: names }, slot: { options: [] }, attrs: {} };
  }
  if (value.kind === 'api') {
    const call = objOf(value.call);
    return { config: { dataType: 'dynamic', propsUrl: textOf(call.url) ?? '', props: names }, slot: { options: [] }, attrs: {} };
  }
  const options = jnpfOptions(listOf(value.options) as StaticOption[]);
  const config = { dataType: 'static', dictionaryType: '', propsUrl: '' };
  return top ? { config, slot: {}, attrs: { options } } : { config: { ...config, props: names }, slot: { options }, attrs: {} };
}
