// What the compiler says of a form, in the author's language: every problem has a
// stable code and the values its words name, so the designer (browser) and a refused
// save (server) say it in zh, zhtw or en. The English text is the problem's `message`
// as logs, the command line and the JNPF importer's reports have always shown it.
import { interpolate, type Text, type TextTable } from '../i18n/text';

export type ExpressionRole = 'visible' | 'required' | 'readOnly' | 'calculation';

/** What each kind of expression is called in a sentence. */
const roleTexts: Record<ExpressionRole, Text> = {
  visible: { zh: '显示条件', zhtw: '顯示條件', en: 'visible condition' },
  required: { zh: '必填条件', zhtw: '必填條件', en: 'required condition' },
  readOnly: { zh: '只读条件', zhtw: '唯讀條件', en: 'readOnly condition' },
  calculation: { zh: '计算公式', zhtw: '計算公式', en: 'calculation' },
};

export const roleWords = Object.fromEntries(Object.entries(roleTexts).map(([role, text]) => [role, text.en])) as Record<ExpressionRole, string>;

/** The problems of one expression, written once for every role (`{{role}}` is filled with the role's own words). */
const expressionProblemTexts = {
  parse: { zh: '{{role}}“{{text}}”写法有误', zhtw: '{{role}}“{{text}}”寫法有誤', en: 'the {{role}} "{{text}}" does not parse: {{error}}' },
  unknownName: {
    zh: '{{role}}引用的{{name}}不是表单的字段',
    zhtw: '{{role}}引用的{{name}}不是表單的欄位',
    en: 'the {{role}} reads {{name}}, which is no field of the form',
  },
  unknownNameInTable: {
    zh: '{{role}}引用的{{name}}既不是子表{{table}}的列，也不是表单的字段',
    zhtw: '{{role}}引用的{{name}}既不是子表{{table}}的列，也不是表單的欄位',
    en: 'the {{role}} reads {{name}}, which is neither a column of {{table}} nor a field of the form',
  },
  columnOutside: {
    zh: '{{role}}在sum、avg、min、max、count之外引用子表列{{name}}，该列没有单一的值',
    zhtw: '{{role}}在sum、avg、min、max、count之外引用子表列{{name}}，該列沒有單一的值',
    en: 'the {{role}} reads the column {{name}} outside sum, avg, min, max or count, where it has no single value',
  },
} satisfies Record<string, Text>;

const fixedTexts = {
  idTwice: { zh: '控件ID {{id}}重复（已用于{{earlier}}）', zhtw: '控件ID {{id}}重複（已用於{{earlier}}）', en: 'the id {{id}} is used already at {{earlier}}' },
  fieldTwice: {
    zh: '字段{{field}}重复（已用于{{earlier}}）',
    zhtw: '欄位{{field}}重複（已用於{{earlier}}）',
    en: 'the field {{field}} is written already at {{earlier}}',
  },
  columnTwice: {
    zh: '子表列{{column}}重复（已用于{{earlier}}）',
    zhtw: '子表列{{column}}重複（已用於{{earlier}}）',
    en: 'the column {{column}} is written already at {{earlier}}',
  },
  widgetUnknown: { zh: '控件库中没有控件{{widget}}', zhtw: '控件庫中沒有控件{{widget}}', en: 'no widget {{widget}} in the catalog' },
  propertyUnknown: { zh: '控件{{widget}}没有属性{{property}}', zhtw: '控件{{widget}}沒有屬性{{property}}', en: '{{widget}} has no property {{property}}' },
  // The English says what the value must be (the catalog's own check, in English only); the others name the property.
  propertyInvalid: { zh: '属性{{property}}的值不正确', zhtw: '屬性{{property}}的值不正確', en: 'the property {{property}} {{detail}}' },
  layoutTakesNoField: {
    zh: '布局控件{{widget}}不保存数据，不能设置字段名',
    zhtw: '佈局控件{{widget}}不保存資料，不能設置欄位名',
    en: 'the layout widget {{widget}} stores nothing and takes no field',
  },
  layoutInTable: {
    zh: '子表{{table}}只能放字段，不能放布局控件{{widget}}',
    zhtw: '子表{{table}}只能放欄位，不能放佈局控件{{widget}}',
    en: 'the sub-table {{table}} takes columns, not the layout widget {{widget}}',
  },
  fieldNameMissing: { zh: '控件{{widget}}须填写字段名', zhtw: '控件{{widget}}須填寫欄位名', en: 'the {{widget}} field needs a field name' },
  columnNotPlain: {
    zh: '子表列须为普通字段，不能是{{widget}}',
    zhtw: '子表列須為普通欄位，不能是{{widget}}',
    en: 'a sub-table column is a plain field, not {{widget}}',
  },
  subTableNoColumns: { zh: '子表{{table}}没有列', zhtw: '子表{{table}}沒有列', en: 'the sub-table {{table}} has no columns' },
  onlyInside: { zh: '{{widget}}只能放在{{parent}}中', zhtw: '{{widget}}只能放在{{parent}}中', en: '{{widget}} belongs inside {{parent}}' },
  childWidgetsOnly: { zh: '{{widget}}只能包含{{children}}', zhtw: '{{widget}}只能包含{{children}}', en: '{{widget}} holds only {{children}}' },
  calculationCycle: {
    zh: '{{field}}的计算公式引用了自身：{{way}}',
    zhtw: '{{field}}的計算公式引用了自身：{{way}}',
    en: 'the calculation of {{field}} reads itself: {{way}}',
  },
  uniqueInTable: {
    zh: '字段{{field}}不能设为唯一：它是子表{{table}}的列，唯一索引只覆盖表单自身的字段',
    zhtw: '欄位{{field}}不能設為唯一：它是子表{{table}}的列，唯一索引只覆蓋表單自身的欄位',
    en: "the field {{field}} cannot be unique: it is a column of the sub-table {{table}}, and a unique index covers the form's own fields only",
  },
  uniqueNotStored: {
    zh: '字段{{field}}不能设为唯一：其计算结果不保存',
    zhtw: '欄位{{field}}不能設為唯一：其計算結果不保存',
    en: 'the field {{field}} cannot be unique: its calculation is not stored',
  },
  uniqueNoColumn: {
    zh: '字段{{field}}不能设为唯一：其控件不单独保存为一列',
    zhtw: '欄位{{field}}不能設為唯一：其控件不單獨保存為一列',
    en: 'the field {{field}} cannot be unique: its widget stores no column of its own',
  },
  uniqueColumnKind: {
    zh: '字段{{field}}不能设为唯一：{{kind}}类型的列不能建唯一索引',
    zhtw: '欄位{{field}}不能設為唯一：{{kind}}類型的列不能建唯一索引',
    en: 'the field {{field}} cannot be unique: a {{kind}} column takes no unique index',
  },
  patternInvalid: {
    zh: '正则表达式{{pattern}}写法有误',
    zhtw: '正規表達式{{pattern}}寫法有誤',
    en: 'the pattern {{pattern}} is not a regular expression ({{error}})',
  },
  patternsNotText: { zh: '正则校验只适用于文本字段', zhtw: '正規校驗只適用於文本欄位', en: 'patterns apply to text fields only' },
} satisfies Record<string, Text>;

export type ExpressionProblemCode = `${ExpressionRole}.${keyof typeof expressionProblemTexts}`;
export type FormProblemCode = keyof typeof fixedTexts | ExpressionProblemCode;
export type FormProblemParams = Readonly<Record<string, string | number>>;

/** The expression problem's words with its role's words put in, in each language. */
const withRole = (text: Text, role: Text): Text => ({
  zh: interpolate(text.zh, { role: role.zh }),
  zhtw: interpolate(text.zhtw, { role: role.zhtw }),
  en: interpolate(text.en, { role: role.en }),
});

const byCode: Record<string, Text> = {
  ...fixedTexts,
  ...Object.fromEntries(
    Object.entries(roleTexts).flatMap(([role, roleText]) =>
      Object.entries(expressionProblemTexts).map(([problem, text]) => [`${role}.${problem}`, withRole(text, roleText)]),
    ),
  ),
};

/** Every code the compiler may answer. */
export const formProblemCodes = Object.keys(byCode) as FormProblemCode[];

/** The key a problem's words have in the text tables. */
export const formProblemKey = (code: string) => `formProblem.${code}`;

/** The problems' words for the browser's and the server's text tables. */
export const formProblemTexts: TextTable = Object.fromEntries(Object.entries(byCode).map(([code, text]) => [formProblemKey(code), text]));

/** The problem in English, as its `message` carries it. */
export function formProblemMessage(code: FormProblemCode, params: FormProblemParams): string {
  return interpolate(byCode[code].en, params);
}
