// Why a file is not a JNPF model export: a message key the screens translate
// (vddTexts, in the three interface languages) and the same words in English.
import { interpolate, type MessageRef, type TextTable } from '../../i18n/text';

export const vddTexts = {
  'model.vdd.notJson': {
    zh: '文件不是 JSON，不是模型导出文件',
    zhtw: '檔案不是 JSON，不是模型匯出檔案',
    en: 'The file is not JSON, so it is not a model export',
  },
  'model.vdd.tooLarge': { zh: '文件超过 {{max}} MB', zhtw: '檔案超過 {{max}} MB', en: 'The file is larger than {{max}} MB' },
  'model.vdd.notObject': {
    zh: '文件不是模型导出文件（应为一个 JSON 对象）',
    zhtw: '檔案不是模型匯出檔案（應為一個 JSON 物件）',
    en: 'The file is not a model export (it should hold one JSON object)',
  },
  'model.vdd.noFormData': {
    zh: '文件没有 formData，不是在线开发模型导出文件',
    zhtw: '檔案沒有 formData，不是線上開發模型匯出檔案',
    en: 'The file has no formData, so it is not an online-development model export',
  },
  'model.vdd.badPart': { zh: '{{part}} 不是有效的 JSON', zhtw: '{{part}} 不是有效的 JSON', en: '{{part}} is not valid JSON' },
  'model.vdd.wrongShape': { zh: '{{part}} 的结构不对：{{problem}}', zhtw: '{{part}} 的結構不對：{{problem}}', en: '{{part}} has the wrong shape: {{problem}}' },
  'model.vdd.tooDeep': { zh: '表单嵌套超过 {{max}} 层', zhtw: '表單巢狀超過 {{max}} 層', en: 'The form nests deeper than {{max}} levels' },
  'model.vdd.webType': {
    zh: 'webType {{webType}} 不是表单模型（1 纯表单，2 列表和表单，3 带流程）',
    zhtw: 'webType {{webType}} 不是表單模型（1 純表單，2 列表和表單，3 帶流程）',
    en: 'webType {{webType}} is not a form model (1 a form, 2 a list and its form, 3 with a workflow)',
  },
  'model.vdd.tooManyNodes': {
    zh: '表单的顶层超过 {{max}} 个节点',
    zhtw: '表單的頂層超過 {{max}} 個節點',
    en: 'The form has more than {{max}} nodes at its top level',
  },
} satisfies TextTable;

export type VddErrorKey = keyof typeof vddTexts;

/** A file that cannot be read as a JNPF model export; `ref` is what the screens show. */
export class VddError extends Error {
  readonly ref: MessageRef;

  constructor(key: VddErrorKey, params?: Record<string, string | number>) {
    super(interpolate(vddTexts[key].en, params));
    this.name = 'VddError';
    this.ref = params ? { key, params } : { key };
  }
}
