// Choice widgets' options between JNPF and Kiln. JNPF keeps fixed options in
// __slot__.options (3.4 radio, checkbox, select) or `options` (cascader, tree
// select, and every list in 3.6 / 5.x), named by `props` (label 'fullName',
// value 'id' by default); a dictionary by __config__.dataType 'dictionary' and
// dictionaryType; a data interface by dataType 'dynamic' and propsUrl, its
// parameters in __config__.templateJson (the pickers keep theirs beside the node).
import type { OptionSource } from '../../schema/pageFormat';
import { maxInterfaceParams, type InterfaceParamBinding } from '../../widgets/interfacePicks';
import { clip, integerOf, isObj, listOf, objOf, textOf, wordsOf, type Obj } from './raw';
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

const interfaceIdPattern = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * JNPF's templateJson: each parameter of a data interface with where its value comes from — sourceType 1 a field
 * of the form (`relationField` its __vModel__), 4 a system variable (`relationField` '@user'), else the fixed defaultValue.
 */
export function readParamBindings(written: unknown, fieldRef: (vModel: unknown) => string | undefined, problems: string[]): InterfaceParamBinding[] {
  const bindings: InterfaceParamBinding[] = [];
  for (const entry of listOf(written).filter(isObj).slice(0, maxInterfaceParams)) {
    const field = wordsOf(entry.field);
    if (!field || !/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(field)) {
      problems.push(`its interface parameter ${JSON.stringify(entry).slice(0, 60)} has no usable name and was left out`);
      continue;
    }
    const source = integerOf(entry.sourceType);
    const relation = wordsOf(entry.relationField);
    if (source === 1 && relation) {
      const name = fieldRef(relation);
      if (name) bindings.push({ field, relationField: name });
      else {
        problems.push(`its interface parameter ${field} reads the field ${relation}, which is not in the form; it is sent empty`);
        bindings.push({ field });
      }
      continue;
    }
    if (source === 4 && relation?.startsWith('@')) {
      bindings.push({ field, relationField: clip(relation, 128) });
      continue;
    }
    const value = textOf(entry.defaultValue);
    bindings.push({ field, ...(value ? { defaultValue: clip(value, 500) } : {}) });
  }
  return bindings;
}

/** Kiln's parameter bindings as JNPF's templateJson. */
export function writeParamBindings(bindings: readonly InterfaceParamBinding[]): Obj[] {
  return bindings.map((binding) => {
    const relation = binding.relationField ?? '';
    const sourceType = relation.startsWith('@') ? 4 : relation ? 1 : 2;
    return {
      field: binding.field,
      fieldName: binding.field,
      dataType: 'varchar',
      required: 0,
      relationField: relation,
      defaultValue: binding.defaultValue ?? '',
      sourceType,
    };
  });
}

/** A choice widget's option source; `tree` keeps nested options (cascader). `fieldRef` names a form field by its JNPF name. */
export function readOptions(raw: RawField, tree: boolean, fieldRef: (vModel: unknown) => string | undefined = () => undefined): ReadOptions {
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
  if (dataType === 'dynamic') {
    const interfaceId = wordsOf(raw.config.propsUrl) ?? wordsOf(raw.attrs.propsUrl) ?? '';
    if (!interfaceIdPattern.test(interfaceId)) {
      problems.push(`its options come from a data interface it does not name (${interfaceId.slice(0, 60) || 'none'}); it has no options`);
      return { options: { kind: 'static', options: [] }, problems };
    }
    const keys = optionKeys(raw);
    const params = readParamBindings(raw.config.templateJson ?? raw.attrs.templateJson, fieldRef, problems).map(({ defaultValue, ...param }) => ({
      ...param,
      ...(defaultValue === undefined ? {} : { value: defaultValue }),
    }));
    const source = { kind: 'dataInterface', interfaceId, labelField: keys.label, valueField: keys.value } as const;
    return { options: { ...source, ...(tree ? { childrenField: keys.children } : {}), ...(params.length ? { params } : {}) }, problems };
  }
  if (dataType !== 'static') {
    problems.push(`its options come from a source of type ${dataType}, which has no equivalent; it has no options`);
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
  if (value.kind === 'dataInterface') {
    const params = listOf(value.params).filter(isObj) as { field: string; relationField?: string; value?: string }[];
    const props = { label: value.labelField, value: value.valueField, ...(value.childrenField ? { children: value.childrenField } : {}) };
    const templateJson = writeParamBindings(params.map((param) => ({ field: param.field, relationField: param.relationField, defaultValue: param.value })));
    return { config: { dataType: 'dynamic', propsUrl: value.interfaceId, props, templateJson }, slot: { options: [] }, attrs: {} };
  }
  if (value.kind === 'api') {
    const call = objOf(value.call);
    return { config: { dataType: 'dynamic', propsUrl: textOf(call.url) ?? '', props: names }, slot: { options: [] }, attrs: {} };
  }
  const options = jnpfOptions(listOf(value.options) as StaticOption[]);
  const config = { dataType: 'static', dictionaryType: '', propsUrl: '' };
  return top ? { config, slot: {}, attrs: { options } } : { config: { ...config, props: names }, slot: { options }, attrs: {} };
}
