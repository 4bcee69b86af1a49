// Messages of the generic checks (a field the schema gives no message of its own).
import type { TextTable } from '../i18n/text';

export const validationTexts: TextTable = {
  'validation.required': { zh: '{{field}}不能为空', zhtw: '{{field}}不能為空', en: '{{field}} is required' },
  'validation.invalid': { zh: '{{field}}格式不正确', zhtw: '{{field}}格式不正確', en: '{{field}} is not valid' },
  'form.required': { zh: '不能为空', zhtw: '不能為空', en: 'Required' },
  'form.minLength': { zh: '至少{{min}}个字符', zhtw: '至少{{min}}個字符', en: 'At least {{min}} characters' },
  'form.maxLength': { zh: '最多{{max}}个字符', zhtw: '最多{{max}}個字符', en: 'At most {{max}} characters' },
  'form.min': { zh: '不能小于{{min}}', zhtw: '不能小於{{min}}', en: 'No less than {{min}}' },
  'form.max': { zh: '不能大于{{max}}', zhtw: '不能大於{{max}}', en: 'No more than {{max}}' },
  'form.unique': { zh: '{{label}}已存在', zhtw: '{{label}}已存在', en: '{{label}} already exists' },
  'form.invalidValue': { zh: '输入的值不正确', zhtw: '輸入的值不正確', en: 'This value is not valid' },
  'validation.controlCharacters': { zh: '{{field}}含有非法字符', zhtw: '{{field}}含有非法字符', en: '{{field}} contains characters that are not allowed' },
};
