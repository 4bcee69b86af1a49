// Each widget's properties from JNPF's, by Kiln key: what the catalog entry
// declares, read from where 3.4 (kebab-case, __slot__) or 3.6 / 5.x (camelCase,
// addonBefore) keep it. What a reader cannot carry over it tells `problem`; a
// value the catalog refuses is left out and reported by the form walk.
import { dateFormats } from '../../widgets/properties';
import { flagOf, integerOf, isObj, numberOf, objOf, wordsOf } from './raw';
import type { RawField } from './rawField';
import type { InterfaceParamBinding } from '../../widgets/interfacePicks';
import { readParamBindings } from './options';

export type Props = Record<string, unknown>;

export interface PropContext {
  /** A field's Kiln name by its JNPF name (a sub-table's own columns first, inside one). */
  fieldRef(vModel: unknown): string | undefined;
  problem(reason: string): void;
}

type Reader = (raw: RawField, context: PropContext) => Props;

const placeholder: Reader = (raw) => ({ placeholder: wordsOf(raw.attrs.placeholder) });
const clearable: Reader = (raw) => ({ clearable: flagOf(raw.attrs.clearable) });
const multiple: Reader = (raw) => ({ multiple: flagOf(raw.attrs.multiple) });
const both =
  (...readers: Reader[]): Reader =>
  (raw, context) =>
    Object.assign({}, ...readers.map((reader) => reader(raw, context))) as Props;

const directory: Reader = both(placeholder, clearable, multiple, (raw) => ({
  selectType: wordsOf(raw.attrs.selectType),
  ableIds: Array.isArray(raw.attrs.ableIds) && raw.attrs.ableIds.length ? raw.attrs.ableIds : undefined,
}));

const upload: Reader = (raw) => ({
  buttonText: wordsOf(raw.attrs.buttonText),
  tipText: wordsOf(raw.attrs.tipText),
  showTip: flagOf(raw.attrs.showTip),
  fileSize: integerOf(raw.attrs.fileSize),
  sizeUnit: wordsOf(raw.attrs.sizeUnit),
  limit: integerOf(raw.attrs.limit),
  pathType: wordsOf(raw.attrs.pathType),
  isAccount: integerOf(raw.attrs.isAccount),
  folder: wordsOf(raw.attrs.folder),
});

/** JNPF writes date formats as yyyy-MM-dd HH:mm:ss; Kiln as YYYY-MM-DD HH:mm:ss. */
function dateFormat(raw: RawField, context: PropContext): string | undefined {
  const written = wordsOf(raw.attrs.format);
  if (!written) return undefined;
  const format = written.replace(/y/g, 'Y').replace(/d/g, 'D');
  if ((dateFormats as readonly string[]).includes(format)) return format;
  context.problem(`its date format ${written} is not one Kiln offers; it shows YYYY-MM-DD`);
  return undefined;
}

/** A date's earliest or latest day: 3.6 / 5.x rules in __config__ (type 1 a fixed time, 2 another field), 3.4's fixed startTime/endTime. */
function dateBound(raw: RawField, context: PropContext, side: 'start' | 'end'): Props {
  if (flagOf(raw.config[`${side}TimeRule`]) === true) {
    const type = integerOf(raw.config[`${side}TimeType`]);
    const time = integerOf(raw.config[`${side}TimeValue`]);
    const field = context.fieldRef(raw.config[`${side}RelationField`]);
    if (type === 1 && time !== undefined) return { [`${side}TimeType`]: 1, [`${side}Time`]: time };
    if (type === 2 && field) return { [`${side}TimeType`]: 2, [`${side}RelationField`]: field };
    context.problem(`its ${side === 'start' ? 'earliest' : 'latest'} date rule (type ${type ?? '?'}) has no equivalent and was left out`);
    return {};
  }
  const fixed = integerOf(raw.attrs[`${side}Time`]);
  return fixed === undefined ? {} : { [`${side}Time`]: fixed };
}

const addons = (raw: RawField) => [wordsOf(raw.slot.prepend ?? raw.attrs.addonBefore), wordsOf(raw.slot.append ?? raw.attrs.addonAfter)] as const;

/** A picker's interface parameters (templateJson beside the node), with form fields by their Kiln names. */
function interfaceParams(raw: RawField, context: PropContext): InterfaceParamBinding[] | undefined {
  const problems: string[] = [];
  const bindings = readParamBindings(raw.attrs.templateJson, context.fieldRef, problems);
  problems.forEach((problem) => context.problem(problem));
  return bindings.length ? bindings : undefined;
}

/** What the data-interface pickers share: the interface, the row fields stored and shown, the popup's columns and paging. */
const interfacePicker: Reader = (raw, context) => {
  const columns = Array.isArray(raw.attrs.columnOptions) ? raw.attrs.columnOptions.filter(isObj) : [];
  return {
    interfaceId: wordsOf(raw.attrs.interfaceId),
    propsValue: wordsOf(raw.attrs.propsValue),
    relationField: wordsOf(raw.attrs.relationField),
    columnOptions: columns.length ? columns.map((column) => ({ value: wordsOf(column.value) ?? '', label: wordsOf(column.label) ?? '' })) : undefined,
    templateJson: interfaceParams(raw, context),
    hasPage: flagOf(raw.attrs.hasPage),
    pageSize: integerOf(raw.attrs.pageSize),
  };
};

const buttonTypes: Readonly<Record<string, string>> = { primary: 'primary', dashed: 'dashed', link: 'link', text: 'link', default: 'default' };

export const propReaders: Readonly<Record<string, Reader>> = {
  comInput: both(placeholder, clearable, (raw, context) => {
    if (flagOf(raw.attrs.useMask) === true) context.problem('its value is shown masked (数据脱敏), which Kiln does not do');
    const [prefix, suffix] = addons(raw);
    return { prefix, suffix };
  }),
  PsdInput: both(placeholder, clearable, (raw) => ({ showPassword: flagOf(raw.attrs.showPassword) })),
  textarea: both(placeholder, (raw) => ({ rows: integerOf(objOf(raw.attrs.autosize ?? raw.attrs.autoSize).minRows ?? raw.attrs.rows) })),
  numInput: both(placeholder, (raw, context) => {
    const written = addons(raw).filter(Boolean);
    if (written.length) context.problem(`its addon text ${written.join(', ')} has no place on a number input`);
    if (flagOf(raw.attrs.isAmountChinese) === true) context.problem('its amount in Chinese words (大写金额) is not shown');
    const thousands = flagOf(raw.attrs.thousands) ?? (raw.key === 'JNPFAmount' || undefined);
    return { precision: integerOf(raw.attrs.precision), step: numberOf(raw.attrs.step), thousands };
  }),
  switch: (raw, context) => {
    const on = raw.attrs.activeValue;
    const off = raw.attrs.inactiveValue;
    if ((on !== undefined && flagOf(on) !== true) || (off !== undefined && flagOf(off) !== false)) {
      context.problem(`it stores ${JSON.stringify(on)} / ${JSON.stringify(off)}; Kiln stores 1 / 0`);
    }
    return { activeText: wordsOf(raw.attrs.activeTxt ?? raw.attrs.activeText), inactiveText: wordsOf(raw.attrs.inactiveTxt ?? raw.attrs.inactiveText) };
  },
  radio: () => ({}),
  checkbox: () => ({}),
  select: both(placeholder, multiple),
  cascader: both(placeholder, clearable, (raw) => ({
    multiple: flagOf(raw.attrs.multiple ?? objOf(objOf(raw.attrs.props).props).multiple),
    showAllLevels: flagOf(raw.attrs.showAllLevels),
    separator: wordsOf(raw.attrs.separator),
    filterable: flagOf(raw.attrs.filterable),
  })),
  treeSelect: both(placeholder, (raw, context) => {
    if (flagOf(raw.attrs.multiple) === true) context.problem('it picks several nodes in JNPF; Kiln picks one');
    return {};
  }),
  date: both(placeholder, (raw, context) => ({ format: dateFormat(raw, context), ...dateBound(raw, context, 'start'), ...dateBound(raw, context, 'end') })),
  time: both(placeholder, (raw, context) => {
    const format = wordsOf(raw.attrs.format) ?? wordsOf(raw.attrs.valueFormat);
    if (format && format !== 'HH:mm:ss') context.problem(`its format ${format} is not kept; Kiln stores times as HH:mm:ss`);
    return {};
  }),
  dateRange: both(clearable, (raw, context) => ({
    format: dateFormat(raw, context),
    startPlaceholder: wordsOf(raw.attrs.startPlaceholder),
    endPlaceholder: wordsOf(raw.attrs.endPlaceholder),
  })),
  timeRange: both(clearable, (raw) => ({
    format: wordsOf(raw.attrs.format),
    startPlaceholder: wordsOf(raw.attrs.startPlaceholder),
    endPlaceholder: wordsOf(raw.attrs.endPlaceholder),
  })),
  uploadFz: both(upload, (raw) => ({ accept: wordsOf(raw.attrs.accept) })),
  uploadImg: upload,
  colorPicker: (raw) => ({ showAlpha: flagOf(raw.attrs.showAlpha), colorFormat: wordsOf(raw.attrs.colorFormat) }),
  rate: (raw) => ({ count: integerOf(raw.attrs.count ?? raw.attrs.max), allowHalf: flagOf(raw.attrs.allowHalf) }),
  slider: (raw) => ({ min: numberOf(raw.attrs.min), max: numberOf(raw.attrs.max), step: numberOf(raw.attrs.step), range: flagOf(raw.attrs.range) }),
  editor: placeholder,
  address: both(placeholder, clearable, multiple, (raw) => ({ level: integerOf(raw.attrs.level) })),
  comSelect: directory,
  depSelect: directory,
  posSelect: directory,
  roleSelect: directory,
  groupSelect: directory,
  usersSelect: directory,
  userSelect: both(directory, (raw, context) => ({ relationField: context.fieldRef(raw.attrs.relationField) })),
  dicSelect: both(placeholder, clearable, multiple, (raw) => ({ dictionaryType: wordsOf(raw.config.dictionaryType ?? raw.attrs.dictionaryType) })),
  billRule: (raw) => ({ rule: wordsOf(raw.config.rule ?? raw.attrs.rule) }),
  calculate: (raw) => ({
    precision: integerOf(raw.attrs.precision),
    thousands: flagOf(raw.attrs.thousands),
    isAmountChinese: flagOf(raw.attrs.isAmountChinese),
    isStorage: flagOf(raw.attrs.isStorage),
  }),
  currOrganize: (raw) => ({ showLevel: wordsOf(raw.attrs.showLevel) ?? (raw.key === 'currDept' ? 'last' : undefined) }),
  numRange: (raw) => ({
    precision: integerOf(raw.attrs.precision),
    minPlaceholder: wordsOf(raw.attrs.minPlaceholder),
    maxPlaceholder: wordsOf(raw.attrs.maxPlaceholder),
  }),
  iconSelect: both(placeholder, clearable),
  row: (raw) => ({ gutter: integerOf(raw.attrs.gutter) }),
  card: (raw) => ({ shadow: typeof raw.attrs.shadow === 'string' ? raw.attrs.shadow !== 'never' : undefined }),
  collapse: (raw) => ({ accordion: flagOf(raw.attrs.accordion) }),
  groupTitle: (raw) => ({ contentPosition: wordsOf(raw.attrs.contentPosition) }),
  JNPFText: (raw) => ({ content: wordsOf(raw.attrs.content) ?? wordsOf(raw.config.defaultValue) }),
  alert: (raw) => ({ type: wordsOf(raw.attrs.type), description: wordsOf(raw.attrs.description), showIcon: flagOf(raw.attrs.showIcon) }),
  link: (raw) => ({ href: wordsOf(raw.attrs.href), target: wordsOf(raw.attrs.target) }),
  button: (raw, context) => {
    const type = wordsOf(raw.attrs.type);
    if (type && !buttonTypes[type]) context.problem(`its button style ${type} is drawn as a plain button`);
    return { buttonType: type ? buttonTypes[type] : undefined };
  },
  barcode: (raw, context) => ({
    dataType: wordsOf(raw.attrs.dataType),
    staticText: wordsOf(raw.attrs.staticText),
    relationField: context.fieldRef(raw.attrs.relationField),
    format: wordsOf(raw.attrs.format)?.toLowerCase(),
    lineColor: wordsOf(raw.attrs.lineColor),
    background: wordsOf(raw.attrs.background),
    width: integerOf(raw.attrs.width),
    height: integerOf(raw.attrs.height),
  }),
  relationForm: both(placeholder, clearable, (raw, context) => {
    const modelId = wordsOf(raw.attrs.modelId);
    // Models take new ids when they come over: the link is kept as written and named, to be chosen again.
    if (modelId) context.problem(`it links records of JNPF model ${modelId}; choose the model it links again once that model is imported`);
    const columns = Array.isArray(raw.attrs.columnOptions) ? raw.attrs.columnOptions.filter(isObj) : [];
    return {
      modelId,
      relationField: wordsOf(raw.attrs.relationField),
      columnOptions: columns.length ? columns.map((column) => ({ value: wordsOf(column.value) ?? '', label: wordsOf(column.label) ?? '' })) : undefined,
      hasPage: flagOf(raw.attrs.hasPage),
      pageSize: integerOf(raw.attrs.pageSize),
      popupType: wordsOf(raw.attrs.popupType) === 'drawer' ? 'drawer' : undefined,
      popupTitle: wordsOf(raw.attrs.popupTitle),
      popupWidth: wordsOf(raw.attrs.popupWidth),
    };
  }),
  relationFormAttr: (raw, context) => ({ relationField: context.fieldRef(raw.attrs.relationField), showField: wordsOf(raw.attrs.showField) }),
  popupSelect: both(placeholder, clearable, multiple, interfacePicker, (raw) => ({
    popupType: wordsOf(raw.attrs.popupType) === 'drawer' ? 'drawer' : undefined,
    popupTitle: wordsOf(raw.attrs.popupTitle),
    popupWidth: wordsOf(raw.attrs.popupWidth),
  })),
  popupTableSelect: both(placeholder, clearable, multiple, interfacePicker, (raw) => ({ filterable: flagOf(raw.attrs.filterable) })),
  popupAttr: (raw, context) => {
    // JNPF may also copy the shown text into a column of its own; Kiln reads it from the pick each time.
    if (flagOf(raw.attrs.isStorage) === true)
      context.problem('it also stored the shown text in a column (isStorage); Kiln shows it from the pick and stores nothing');
    return { relationField: context.fieldRef(raw.attrs.relationField), showField: wordsOf(raw.attrs.showField) };
  },
  autoComplete: both(placeholder, clearable, (raw, context) => ({
    interfaceId: wordsOf(raw.attrs.interfaceId),
    relationField: wordsOf(raw.attrs.relationField),
    templateJson: interfaceParams(raw, context),
    total: integerOf(raw.attrs.total),
  })),
  qrcode: (raw, context) => ({
    dataType: wordsOf(raw.attrs.dataType),
    staticText: wordsOf(raw.attrs.staticText),
    relationField: context.fieldRef(raw.attrs.relationField),
    width: integerOf(raw.attrs.width ?? raw.attrs.size),
    colorDark: wordsOf(raw.attrs.colorDark),
    colorLight: wordsOf(raw.attrs.colorLight),
  }),
};

/** The words a node shows: a field's label, a card's header, a title's or link's text, a pane's title. */
export function labelOf(raw: RawField, key: string): string | undefined {
  const { attrs, config, slot } = raw;
  switch (key) {
    case 'card':
      return wordsOf(attrs.header) ?? wordsOf(config.label);
    case 'groupTitle':
      return wordsOf(attrs.content) ?? wordsOf(config.label);
    case 'divider':
      return wordsOf(slot.default) ?? wordsOf(attrs.content);
    case 'alert':
      return wordsOf(attrs.title);
    case 'link':
      return wordsOf(attrs.content);
    case 'button':
      return wordsOf(attrs.buttonText);
    case 'tabPane':
    case 'collapsePanel':
      return wordsOf(attrs.title);
    case 'row':
    case 'tab':
    case 'collapse':
    case 'JNPFText':
      return undefined;
    default:
      return wordsOf(config.label);
  }
}

/** The properties without the values no reader found. */
export const defined = (props: Props): Props =>
  Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined && !(isObj(value) && !Object.keys(value).length)));
