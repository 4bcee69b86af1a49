// Applications and their menus (the system/menu screen), with what each menu
// entry offers to grant: buttons, list columns, form fields, data fields and
// data-permission schemes. Field names and paths follow JNPF's client
// (src/api/system/{system,menu,buttonAuthorize,columnAuthorize,formAuthorize,dataAuthorize}.ts).
import type { TextTable } from '../i18n/text';
import type { Transport, Unpaged } from './envelope';

/** The top of an application's menu tree (JNPF's 顶级节点). */
export const topMenuId = '-1';

/** JNPF's menu types (ARCHITECTURE §8); 0 is an application in routerList, never a stored entry. */
export const menuTypes = { directory: 1, page: 2, model: 3, dictionary: 4, report: 5, dataScreen: 6, link: 7, portal: 8 } as const;
export type MenuType = (typeof menuTypes)[keyof typeof menuTypes];

/** Types that open something another screen builds: they name it in propertyJson.moduleId. */
export const linkedTypes: readonly number[] = [menuTypes.model, menuTypes.dictionary, menuTypes.report, menuTypes.dataScreen, menuTypes.portal];
/** Types whose buttons, columns, form fields and data can be granted (JNPF shows those actions only for them). */
export const authorizableTypes: readonly number[] = [menuTypes.page, menuTypes.model, menuTypes.dictionary];

/** JNPF's flag for a row the screen must not delete (the main application, an entry declared in code). */
export type MainMark = 0 | 1;

/** An application (JNPF's 应用). */
export interface SystemApp {
  id: string;
  fullName: string;
  enCode: string;
  icon: string;
  sortCode: number;
  enabledMark: 0 | 1;
  /** 1 for the main application, which is never deleted or disabled. */
  isMain: MainMark;
  mainSystem: boolean;
}

export type SystemInput = Pick<SystemApp, 'fullName' | 'enCode' | 'icon' | 'sortCode' | 'enabledMark'>;

/** A menu entry as the screen's tree table lists it. */
export interface MenuNode {
  id: string;
  parentId: string;
  systemId: string;
  fullName: string;
  enCode: string;
  type: number;
  icon: string;
  urlAddress: string;
  linkTarget: string;
  /** A JSON string; linked types name what they open in its moduleId. */
  propertyJson: string;
  /** propertyJson's moduleId, read out for the form. */
  moduleId: string;
  sortCode: number;
  enabledMark: 0 | 1;
  /** 1 for an entry a module declares in code: its place, code, type and address are fixed, and it is never deleted. */
  isMain: MainMark;
  /** JNPF's switches for the row's 按钮/列表/表单/数据权限 actions. */
  isButtonAuthorize: 0 | 1;
  isColumnAuthorize: 0 | 1;
  isFormAuthorize: 0 | 1;
  isDataAuthorize: 0 | 1;
  /** Epoch ms. */
  creatorTime: number;
  hasChildren: boolean;
  children: MenuNode[];
}

export interface MenuInput {
  parentId: string;
  systemId: string;
  fullName: string;
  enCode: string;
  icon: string;
  type: number;
  urlAddress?: string;
  /** Links: _self opens inside the shell, _blank a new tab. */
  linkTarget?: string;
  propertyJson?: string;
  /** JNPF's form sends the linked id beside propertyJson too; either names it. */
  moduleId?: string;
  sortCode: number;
  enabledMark: 0 | 1;
}

export interface MenuQuery {
  keyword?: string;
  type?: number | '';
  enabledMark?: 0 | 1 | '';
}

/** A parent choice: a directory of the application, with its sub-directories. */
export interface MenuChoice {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  icon: string;
  hasChildren: boolean;
  children: MenuChoice[];
}

/** A button a menu entry's routes and screen check (btn_ + action). */
export interface ModuleButton {
  id: string;
  moduleId: string;
  /** Buttons are one level: always the top. */
  parentId: string;
  fullName: string;
  enCode: string;
  sortCode: number;
  enabledMark: 0 | 1;
  isMain: MainMark;
}

export interface ButtonInput {
  moduleId: string;
  parentId?: string;
  fullName: string;
  enCode: string;
  sortCode: number;
  enabledMark: 0 | 1;
}

/** A list column or form field a menu entry offers to grant. */
export interface ModuleItem {
  id: string;
  moduleId: string;
  enCode: string;
  fullName: string;
  bindTable: string;
  /** JNPF's 字段规则: 0 a field of the main table (the only kind stored). */
  fieldRule: 0;
  childTableKey: string;
  description: string;
  sortCode: number;
  enabledMark: 0 | 1;
  creatorTime: number;
}

export interface ItemInput {
  moduleId: string;
  enCode: string;
  fullName: string;
  bindTable?: string;
  fieldRule?: number;
  childTableKey?: string;
  description?: string;
  sortCode?: number;
  enabledMark?: 0 | 1;
}

/** Kiln's kinds of data field: user and organize fields accept the current-user and current-organisation variables. */
export const dataFieldTypes = ['text', 'number', 'date', 'user', 'organize'] as const;
export type DataFieldType = (typeof dataFieldTypes)[number];

/** A field data schemes of a menu entry may test: declared by the entry's routes (read-only) or added on the screen. */
export interface DataField {
  id: string;
  moduleId: string;
  enCode: string;
  fullName: string;
  fieldType: DataFieldType;
  /** JNPF's column type (varchar, int, datetime). */
  type: string;
  /** The comparisons the field allows, as JNPF's symbols, comma-joined. */
  conditionSymbol: string;
  conditionSymbolName: string;
  /** What the value is picked with, in JNPF's words (input, inputNumber, datePicker, userSelect, organizeSelect). */
  conditionText: string;
  conditionName: string;
  bindTable: string;
  description: string;
  sortCode: number;
  enabledMark: 0 | 1;
  /** Declared by the entry's routes: listed, never changed here. */
  declared: boolean;
  isMain: MainMark;
}

export interface DataFieldInput {
  moduleId: string;
  enCode: string;
  fullName: string;
  /** Kiln's kind; JNPF's client sends type and conditionText instead, which it is read from. */
  fieldType?: DataFieldType;
  type?: string;
  conditionText?: string;
  bindTable?: string;
  fieldRule?: number;
  description?: string;
  sortCode?: number;
  enabledMark?: 0 | 1;
}

/** A data-permission scheme: JNPF's condition JSON, or every row (allData). */
export interface DataScheme {
  id: string;
  moduleId: string;
  enCode: string;
  fullName: string;
  /** [{logic, groups:[{field, op, value}]}] as a JSON string (core/permission reads it). */
  conditionJson: string;
  /** The condition in words. */
  conditionText: string;
  matchLogic: 'and';
  allData: 0 | 1;
  description: string;
  sortCode: number;
  enabledMark: 0 | 1;
  /** Offered by the entry's module from the start. */
  isMain: MainMark;
}

export interface SchemeInput {
  moduleId: string;
  enCode: string;
  fullName: string;
  conditionJson?: string;
  /** Sent by JNPF's client; the server writes its own from the condition. */
  conditionText?: string;
  /** How groups join; only 'and' is kept (JNPF's default). */
  matchLogic?: string;
  allData?: 0 | 1;
  description?: string;
  sortCode?: number;
  enabledMark?: 0 | 1;
}

/** The code JNPF's 常用方案 › 全部数据 gives the every-row scheme. */
export const allDataSchemeCode = 'jnpf_alldata';

/** The words of the forms' rules: the server answers with them and the browser's forms show them. */
export const menuFormTexts: TextTable = {
  'menu.iconRequired': { zh: '请选择图标', zhtw: '請選擇圖標', en: 'Please choose an icon' },
  'menu.typeRequired': { zh: '请选择类型', zhtw: '請選擇類型', en: 'Please choose the type' },
  'menu.addressRequired': { zh: '请输入地址', zhtw: '請輸入地址', en: 'Please enter the address' },
  'menu.addressMax': { zh: '地址最多为200个字符！', zhtw: '地址最多為200個字符！', en: 'An address has at most 200 characters!' },
  'menu.linkTargetRequired': { zh: '请选择打开方式', zhtw: '請選擇打開方式', en: 'Please choose how the link opens' },
  'menu.moduleIdRequired': { zh: '请选择关联', zhtw: '請選擇關聯', en: 'Please choose what the entry opens' },
  'menu.systemRequired': { zh: '请选择应用', zhtw: '請選擇應用', en: 'Please choose the application' },
  'menu.moduleRequired': { zh: '缺少所属菜单', zhtw: '缺少所屬菜單', en: 'The menu entry is missing' },
  'menu.fieldCodeRequired': { zh: '请输入字段名称', zhtw: '請輸入字段名稱', en: 'Please enter the field name' },
  'menu.fieldCodeMax': { zh: '字段名称最多为100个字符！', zhtw: '字段名稱最多為100個字符！', en: 'A field name has at most 100 characters!' },
  'menu.fieldCodePattern': {
    zh: '字段名称只能输入英文、数字、下划线、小数点和短横线，且以字母或下划线开头',
    zhtw: '字段名稱只能輸入英文、數字、下劃線、小數點和短橫線，且以字母或下劃線開頭',
    en: 'A field name holds letters, digits, underscores, dots and hyphens, starting with a letter or underscore',
  },
  'menu.fieldNameRequired': { zh: '请输入字段说明', zhtw: '請輸入字段說明', en: 'Please enter the field\'s label' },
  'menu.fieldNameMax': { zh: '字段说明最多为50个字符！', zhtw: '字段說明最多為50個字符！', en: 'A field label has at most 50 characters!' },
  'menu.bindTableMax': { zh: '数据库表最多为50个字符！', zhtw: '數據庫表最多為50個字符！', en: 'A table name has at most 50 characters!' },
  'menu.conditionMax': { zh: '过滤条件过长', zhtw: '過濾條件過長', en: 'The condition is too long' },
};

const at = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;
const systems = '/api/system/System';
const menus = '/api/system/Menu';
const buttons = '/api/system/ModuleButton';
const columns = '/api/system/ModuleColumn';
const forms = '/api/system/ModuleForm';
const dataFields = '/api/system/ModuleDataAuthorize';
const schemes = '/api/system/ModuleDataAuthorizeScheme';

/** Columns and form fields are managed alike; JNPF names the batch list columnJson and formJson. */
const itemApi = (call: Transport, base: string, batchKey: 'columnJson' | 'formJson') => ({
  list: (moduleId: string) => call<Unpaged<ModuleItem>>('GET', `${at(base, moduleId)}/Fields`),
  get: (id: string) => call<ModuleItem>('GET', at(base, id)),
  create: (input: ItemInput) => call<{ id: string }>('POST', base, input),
  batch: (moduleId: string, items: Omit<ItemInput, 'moduleId'>[]) => call<{ ids: string[] }>('POST', `${base}/Actions/Batch`, { moduleId, [batchKey]: items }),
  update: (id: string, input: ItemInput) => call<null>('PUT', at(base, id), input),
  remove: (id: string) => call<null>('DELETE', at(base, id)),
});

export const menuApi = (call: Transport) => ({
  systems: {
    list: (query: { keyword?: string; enabledMark?: 0 | 1 | '' } = {}) => call<Unpaged<SystemApp>>('GET', systems, query),
    get: (id: string) => call<SystemApp>('GET', at(systems, id)),
    create: (input: SystemInput) => call<{ id: string }>('POST', systems, input),
    update: (id: string, input: SystemInput) => call<null>('PUT', at(systems, id), input),
    remove: (id: string) => call<null>('DELETE', at(systems, id)),
  },
  menus: {
    tree: (systemId: string, query: MenuQuery = {}) => call<Unpaged<MenuNode>>('GET', `${menus}/ModuleBySystem/${encodeURIComponent(systemId)}`, query),
    /** Parent choices for entry `id` ('0' for a new one); `top` wraps them in the 顶级节点 for Kiln's tree select. */
    selector: (id: string, systemId: string, top = false) =>
      call<Unpaged<MenuChoice>>('GET', `${menus}/Selector/${encodeURIComponent(id || '0')}/${encodeURIComponent(systemId)}`, top ? { top: 1 } : {}),
    get: (id: string) => call<MenuNode>('GET', at(menus, id)),
    create: (input: MenuInput) => call<{ id: string }>('POST', menus, input),
    update: (id: string, input: MenuInput) => call<null>('PUT', at(menus, id), input),
    remove: (id: string) => call<null>('DELETE', at(menus, id)),
    export: (id: string) => call<{ name: string; url: string }>('GET', `${at(menus, id)}/Actions/Export`),
  },
  buttons: {
    list: (moduleId: string) => call<Unpaged<ModuleButton>>('GET', `${at(buttons, moduleId)}/List`),
    get: (id: string) => call<ModuleButton>('GET', at(buttons, id)),
    create: (input: ButtonInput) => call<{ id: string }>('POST', buttons, input),
    update: (id: string, input: ButtonInput) => call<null>('PUT', at(buttons, id), input),
    remove: (id: string) => call<null>('DELETE', at(buttons, id)),
  },
  columns: itemApi(call, columns, 'columnJson'),
  forms: itemApi(call, forms, 'formJson'),
  dataFields: {
    list: (moduleId: string) => call<Unpaged<DataField>>('GET', `${at(dataFields, moduleId)}/List`),
    get: (id: string) => call<DataField>('GET', at(dataFields, id)),
    create: (input: DataFieldInput) => call<{ id: string }>('POST', dataFields, input),
    update: (id: string, input: DataFieldInput) => call<null>('PUT', at(dataFields, id), input),
    remove: (id: string) => call<null>('DELETE', at(dataFields, id)),
  },
  schemes: {
    list: (moduleId: string) => call<Unpaged<DataScheme>>('GET', `${at(schemes, moduleId)}/List`),
    get: (id: string) => call<DataScheme>('GET', at(schemes, id)),
    create: (input: SchemeInput) => call<{ id: string }>('POST', schemes, input),
    update: (id: string, input: SchemeInput) => call<null>('PUT', at(schemes, id), input),
    remove: (id: string) => call<null>('DELETE', at(schemes, id)),
  },
});
