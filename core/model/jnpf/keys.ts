// Widget keys between JNPF's versions and Kiln's catalog. Kiln's keys are JNPF
// 3.4's; 3.6 and 5.x renamed some, a few JNPF widgets come over as a near one,
// and the rest have no equivalent and are reported.
import { widgetSpec, type WidgetKind } from '../../widgets';

/** 3.6 / 5.x keys for widgets 3.4 names otherwise. */
export const renamedKeys: Readonly<Record<string, string>> = {
  input: 'comInput',
  inputNumber: 'numInput',
  datePicker: 'date',
  timePicker: 'time',
  uploadFile: 'uploadFz',
  organizeSelect: 'comSelect',
  areaSelect: 'address',
  text: 'JNPFText',
  tabItem: 'tabPane',
  collapseItem: 'collapsePanel',
};

/** Widgets that come over as a near one; the node is reported with the difference. */
export const nearKeys: Readonly<Record<string, { key: string; reason: string }>> = {
  JNPFAmount: { key: 'numInput', reason: 'an amount input becomes a number input with thousands separators (no amount in words)' },
  currDept: { key: 'currOrganize', reason: "the creator's department becomes the creator's organisation, shown at its last level" },
};

/** JNPF widgets with no equivalent, and what is lost. */
export const unmappedKeys: Readonly<Record<string, string>> = {
  sign: 'a handwritten signature (手写签名) has no equivalent',
  signature: 'an electronic seal (电子签章) has no equivalent',
  location: 'a map location (定位) has no equivalent',
  iframe: 'an embedded page (iframe) has no equivalent',
  jnpfKeyword: 'a keyword field has no equivalent',
};

/** JNPF containers Kiln lacks: their fields are kept in the container named here, and the node is reported. */
export const keptContainers: Readonly<Record<string, { key: 'card' | 'tab'; reason: string }>> = {
  tableGrid: { key: 'card', reason: 'a table layout (表格容器) becomes a card holding its fields in order' },
  steps: { key: 'tab', reason: 'steps (步骤条) become tabs' },
};

/** Kiln keys of the layout and display widgets, for when the catalog is not loaded. */
const layoutKeys = new Set(
  'row card tab tabPane collapse collapsePanel groupTitle divider JNPFText alert link button barcode qrcode relationFormAttr popupAttr'.split(' '),
);
const systemKeys = new Set(['billRule', 'createUser', 'createTime', 'modifyUser', 'modifyTime', 'currOrganize', 'currPosition']);
const fieldKeys = new Set(
  [
    'comInput textarea numInput switch radio checkbox select cascader date time dateRange timeRange uploadFz uploadImg colorPicker rate slider editor',
    'address treeSelect comSelect depSelect posSelect userSelect usersSelect roleSelect groupSelect dicSelect calculate PsdInput iconSelect numRange',
    'relationForm popupSelect popupTableSelect autoComplete',
  ]
    .join(' ')
    .split(' '),
);
/** Fields JNPF and Kiln keep out of sub-tables. */
const notInTable = new Set(['PsdInput', 'colorPicker', 'editor']);

/** Whether Kiln has the widget: in the catalog, or (when the catalog is not loaded) among the keys this mapping knows. */
export const isKilnKey = (key: string) => widgetSpec(key) !== undefined || fieldKeys.has(key) || layoutKeys.has(key) || systemKeys.has(key) || key === 'table';

export function kindOf(key: string): WidgetKind {
  const spec = widgetSpec(key);
  if (spec) return spec.kind;
  if (key === 'table') return 'subTable';
  if (layoutKeys.has(key)) return 'layout';
  return systemKeys.has(key) ? 'system' : 'field';
}

/** Whether a widget may be a sub-table column. */
export function fitsInTable(key: string): boolean {
  const spec = widgetSpec(key);
  if (spec) return spec.kind === 'field' && spec.inTable !== false;
  return kindOf(key) === 'field' && !notInTable.has(key);
}

/** The Kiln key of a JNPF key, as written by any version. */
export const kilnKeyOf = (jnpfKey: string): string => renamedKeys[jnpfKey] ?? nearKeys[jnpfKey]?.key ?? jnpfKey;

/**
 * The component JNPF 3.4's web client draws a widget with (`__config__.tag`). The
 * older widgets' tags are read from its generator; the later ones follow its naming.
 */
export const jnpfTags: Readonly<Record<string, string>> = {
  comInput: 'el-input',
  textarea: 'el-input',
  PsdInput: 'el-input',
  numInput: 'el-input-number',
  switch: 'el-switch',
  radio: 'el-radio-group',
  checkbox: 'el-checkbox-group',
  select: 'el-select',
  cascader: 'el-cascader',
  date: 'el-date-picker',
  time: 'el-time-picker',
  dateRange: 'el-date-picker',
  timeRange: 'el-time-picker',
  uploadFz: 'JNPF-UploadFz',
  uploadImg: 'JNPF-UploadImg',
  colorPicker: 'el-color-picker',
  rate: 'el-rate',
  slider: 'el-slider',
  divider: 'el-divider',
  JNPFText: 'JNPF-Text',
  editor: 'JNPF-Quill',
  button: 'jnpf-button',
  comSelect: 'com-select',
  depSelect: 'dep-select',
  posSelect: 'pos-select',
  userSelect: 'user-select',
  usersSelect: 'users-select',
  roleSelect: 'role-select',
  groupSelect: 'group-select',
  dicSelect: 'dic-select',
  treeSelect: 'JNPFTreeSelect',
  billRule: 'el-input',
  table: 'JNPF-InputTable',
  address: 'JNPF-Address',
  calculate: 'calculate',
  createUser: 'el-input',
  createTime: 'el-input',
  modifyUser: 'el-input',
  modifyTime: 'el-input',
  currOrganize: 'el-input',
  currPosition: 'el-input',
  groupTitle: 'groupTitle',
  card: 'el-card',
  tab: 'el-tab',
  collapse: 'el-collapse',
  alert: 'el-alert',
  link: 'jnpf-link',
  barcode: 'jnpf-barcode',
  qrcode: 'jnpf-qrcode',
  relationForm: 'relationForm',
  relationFormAttr: 'relationFormAttr',
  popupSelect: 'popupSelect',
  popupTableSelect: 'popupTableSelect',
  popupAttr: 'popupAttr',
  autoComplete: 'autoComplete',
};
