// Messages of the generic checks (a field the schema gives no message of its own).
import type { TextTable } from '../i18n/text';

export const validationTexts: TextTable = {
  'validation.required': { zh: '{{field}}不能为空', zhtw: '{{field}}不能為空', en: '{{field}} is required' },
  'validation.invalid': { zh: '{{field}}格式不正确', zhtw: '{{field}}格式不正確', en: '{{field}} is not valid' },
  'validation.controlCharacters': { zh: '{{field}}含有非法字符', zhtw: '{{field}}含有非法字符', en: '{{field}} contains characters that are not allowed' },
};
