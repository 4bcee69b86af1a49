// Each widget's properties as JNPF 3.4 writes them (kebab-case names, input
// addons in __slot__, options in __slot__.options or beside the node): the
// inverse of widgets.ts, as far as 3.4 has the setting.
import type { FormNode } from '../../form/format';
import { isParamList } from '../../widgets/interfacePicks';
import { writeOptions, writeParamBindings } from './options';
import type { Obj } from './raw';
import type { Props } from './widgets';

/** What a node adds to the three parts of a JNPF field. */
export interface WrittenParts {
  config?: Obj;
  slot?: Obj;
  attrs?: Obj;
}

type Writer = (props: Props, node: FormNode) => WrittenParts;

const common = (props: Props): Obj => ({ placeholder: props.placeholder ?? '', clearable: props.clearable ?? true });
const maxlength = (node: FormNode) => node.rules?.maxLength ?? null;

/** Kiln's YYYY-MM-DD HH:mm:ss as JNPF's yyyy-MM-dd HH:mm:ss. */
const jnpfDateFormat = (format: unknown) => (typeof format === 'string' ? format.replace(/Y/g, 'y').replace(/D/g, 'd') : 'yyyy-MM-dd');

const bound = (props: Props, side: 'start' | 'end'): Obj => {
  const type = props[`${side}TimeType`] === 2 ? 2 : 1;
  const time = props[`${side}Time`];
  const field = props[`${side}RelationField`];
  const rule = (type === 1 && typeof time === 'number') || (type === 2 && typeof field === 'string' && field !== '');
  return {
    [`${side}TimeRule`]: rule,
    [`${side}TimeType`]: type,
    [`${side}TimeValue`]: type === 1 ? (time ?? null) : null,
    [`${side}RelationField`]: type === 2 ? (field ?? '') : '',
  };
};

const choice =
  (top: boolean, extra: (props: Props) => Obj = () => ({})): Writer =>
  (props) => {
    const options = writeOptions(props.options, top);
    return { config: options.config, slot: options.slot, attrs: { ...options.attrs, ...extra(props) } };
  };

const picker = (props: Props): Obj => ({
  ...common(props),
  selectType: props.selectType ?? 'all',
  ableIds: props.ableIds ?? [],
  multiple: props.multiple ?? false,
});

const templateJsonOf = (props: Props): Obj[] => writeParamBindings(isParamList(props.templateJson) ? props.templateJson : []);

/** What the data-interface pickers write beside the node (JNPF's names are Kiln's). */
const interfacePicker = (props: Props): Obj => ({
  interfaceId: props.interfaceId ?? '',
  propsValue: props.propsValue ?? 'id',
  relationField: props.relationField ?? 'fullName',
  columnOptions: props.columnOptions ?? [],
  templateJson: templateJsonOf(props),
  hasPage: props.hasPage ?? false,
  pageSize: props.pageSize ?? 20,
  multiple: props.multiple ?? false,
});

const upload = (props: Props): Obj => ({
  buttonText: props.buttonText,
  tipText: props.tipText,
  showTip: props.showTip,
  fileSize: props.fileSize,
  sizeUnit: props.sizeUnit,
  limit: props.limit,
  pathType: props.pathType,
  isAccount: props.isAccount,
  folder: props.folder,
});

export const attrWriters: Readonly<Record<string, Writer>> = {
  comInput: (props, node) => ({ slot: { prepend: props.prefix ?? '', append: props.suffix ?? '' }, attrs: { ...common(props), maxlength: maxlength(node) } }),
  PsdInput: (props, node) => ({ attrs: { ...common(props), 'show-password': props.showPassword ?? true, maxlength: maxlength(node) } }),
  textarea: (props, node) => ({
    attrs: { type: 'textarea', placeholder: props.placeholder ?? '', autosize: { minRows: props.rows, maxRows: props.rows }, maxlength: maxlength(node) },
  }),
  numInput: (props, node) => ({
    attrs: {
      placeholder: props.placeholder ?? '',
      precision: props.precision,
      step: props.step,
      thousands: props.thousands,
      min: node.rules?.min,
      max: node.rules?.max,
    },
  }),
  switch: (props) => ({ attrs: { activeTxt: props.activeText, inactiveTxt: props.inactiveText, 'active-value': 1, 'inactive-value': 0 } }),
  radio: choice(false),
  checkbox: choice(false),
  select: choice(false, (props) => ({ placeholder: props.placeholder ?? '', multiple: props.multiple, clearable: true })),
  cascader: choice(true, (props) => ({
    ...common(props),
    props: { props: { multiple: props.multiple, value: 'id', label: 'fullName', children: 'children' } },
    'show-all-levels': props.showAllLevels,
    separator: props.separator,
    filterable: props.filterable,
  })),
  treeSelect: choice(true, (props) => ({ placeholder: props.placeholder ?? '', props: { props: { value: 'id', label: 'fullName', children: 'children' } } })),
  date: (props) => ({
    config: { ...bound(props, 'start'), ...bound(props, 'end') },
    attrs: {
      placeholder: props.placeholder ?? '',
      type: typeof props.format === 'string' && props.format.includes('HH') ? 'datetime' : 'date',
      format: jnpfDateFormat(props.format),
      'value-format': 'timestamp',
      startTime: props.startTimeType === 2 ? null : (props.startTime ?? null),
      endTime: props.endTimeType === 2 ? null : (props.endTime ?? null),
    },
  }),
  time: (props) => ({ attrs: { placeholder: props.placeholder ?? '', format: 'HH:mm:ss', 'value-format': 'HH:mm:ss' } }),
  dateRange: (props) => ({
    attrs: {
      type: 'daterange',
      format: jnpfDateFormat(props.format),
      'value-format': 'timestamp',
      'start-placeholder': props.startPlaceholder,
      'end-placeholder': props.endPlaceholder,
    },
  }),
  timeRange: (props) => ({
    attrs: {
      'is-range': true,
      format: props.format,
      'value-format': props.format,
      'start-placeholder': props.startPlaceholder,
      'end-placeholder': props.endPlaceholder,
    },
  }),
  uploadFz: (props) => ({ attrs: { ...upload(props), accept: props.accept } }),
  uploadImg: (props) => ({ attrs: upload(props) }),
  colorPicker: (props) => ({ attrs: { 'show-alpha': props.showAlpha, 'color-format': props.colorFormat } }),
  rate: (props) => ({ attrs: { max: props.count, 'allow-half': props.allowHalf } }),
  slider: (props) => ({ attrs: { min: props.min, max: props.max, step: props.step, range: props.range } }),
  editor: (props) => ({ attrs: { placeholder: props.placeholder ?? '' } }),
  address: (props) => ({ attrs: { ...common(props), multiple: props.multiple, level: props.level } }),
  comSelect: (props) => ({ attrs: picker(props) }),
  depSelect: (props) => ({ attrs: picker(props) }),
  posSelect: (props) => ({ attrs: picker(props) }),
  roleSelect: (props) => ({ attrs: picker(props) }),
  groupSelect: (props) => ({ attrs: picker(props) }),
  usersSelect: (props) => ({ attrs: picker(props) }),
  userSelect: (props) => ({ attrs: { ...picker(props), relationField: props.relationField ?? '' } }),
  dicSelect: (props) => ({
    config: { dataType: 'dictionary', dictionaryType: props.dictionaryType ?? '' },
    attrs: { ...common(props), multiple: props.multiple },
  }),
  billRule: (props) => ({ config: { rule: props.rule ?? '' }, attrs: { readonly: true, placeholder: '系统自动生成' } }),
  calculate: (props) => ({
    attrs: { precision: props.precision, thousands: props.thousands, isAmountChinese: props.isAmountChinese, isStorage: props.isStorage === false ? 0 : 1 },
  }),
  currOrganize: (props) => ({ attrs: { readonly: true, showLevel: props.showLevel } }),
  row: (props) => ({ attrs: { type: 'default', justify: 'start', align: 'top', gutter: props.gutter } }),
  card: (props, node) => ({ attrs: { header: node.label ?? '', shadow: props.shadow === true ? 'always' : 'never' } }),
  collapse: (props) => ({ attrs: { accordion: props.accordion } }),
  groupTitle: (props, node) => ({ attrs: { content: node.label ?? '', 'content-position': props.contentPosition } }),
  divider: (_props, node) => ({ slot: { default: node.label ?? '' }, attrs: { 'content-position': 'center' } }),
  JNPFText: (props) => ({ config: { defaultValue: props.content ?? '' }, attrs: { content: props.content ?? '' } }),
  alert: (props, node) => ({ attrs: { title: node.label ?? '', type: props.type, description: props.description, showIcon: props.showIcon } }),
  link: (props, node) => ({ attrs: { content: node.label ?? '', href: props.href, target: props.target } }),
  button: (props, node) => ({ attrs: { buttonText: node.label ?? '', type: props.buttonType === 'default' ? '' : props.buttonType, align: 'left' } }),
  barcode: (props) => ({ attrs: { ...props } }),
  qrcode: (props) => ({ attrs: { ...props, size: props.width } }),
  relationForm: (props) => ({ attrs: { ...common(props), ...props } }),
  relationFormAttr: (props) => ({ attrs: { relationField: props.relationField ?? '', showField: props.showField ?? '' } }),
  popupSelect: (props) => ({
    attrs: {
      ...common(props),
      ...interfacePicker(props),
      popupType: props.popupType ?? 'dialog',
      popupTitle: props.popupTitle ?? '',
      popupWidth: props.popupWidth ?? '800px',
    },
  }),
  popupTableSelect: (props) => ({ attrs: { ...common(props), ...interfacePicker(props), filterable: props.filterable ?? true } }),
  popupAttr: (props) => ({ attrs: { relationField: props.relationField ?? '', showField: props.showField ?? '', isStorage: 0 } }),
  autoComplete: (props) => ({
    attrs: {
      ...common(props),
      interfaceId: props.interfaceId ?? '',
      relationField: props.relationField ?? 'fullName',
      templateJson: templateJsonOf(props),
      total: props.total ?? 10,
    },
  }),
  table: (props) => ({
    attrs: {
      actionText: props.addText,
      'show-summary': props.showSummary,
      summaryField: props.summaryFields ?? [],
      addType: props.addType ?? 0,
      footerBtnsList: [{ value: 'add', label: '添加', show: props.addable !== false }],
      columnBtnsList: [{ value: 'remove', label: '删除', show: props.deletable !== false }],
    },
    config: { complexHeaderList: props.complexHeaders ?? [] },
  }),
};
