// What the form export answers with.
import type { TextTable } from '@core/i18n/text';

export const formsServerTexts: TextTable = {
  'forms.notFound': { zh: '表单不存在：{{id}}', zhtw: '表單不存在：{{id}}', en: 'No form with the id {{id}}' },
};
