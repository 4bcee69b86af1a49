// The import wizard's server messages (spec 02 §5.4, §8), in the three languages.
import type { TextTable } from '@core/i18n/text';

export const importServerTexts: TextTable = {
  'import.fileTooLarge': { zh: '文件大小不能超过500KB', zhtw: '文件大小不能超過500KB', en: 'The file size cannot exceed 500KB' },
  'import.unreadable': {
    zh: '无法读取该文件，请使用下载的模板填写，并保存为xlsx格式后重新上传',
    zhtw: '無法讀取該文件，請使用下載的模板填寫，並保存為xlsx格式後重新上傳',
    en: 'The file cannot be read: fill in the downloaded template and save it as .xlsx',
  },
  'import.fileMissing': { zh: '文件不存在，请重新上传', zhtw: '文件不存在，請重新上傳', en: 'The file no longer exists; upload it again' },
  'import.noSheet': { zh: '文件中没有工作表', zhtw: '文件中沒有工作表', en: 'The file has no worksheet' },
  'import.columnsMissing': {
    zh: '表头与模板不一致，缺少列：{{columns}}',
    zhtw: '表頭與模板不一致，缺少列：{{columns}}',
    en: 'The header row does not match the template; missing columns: {{columns}}',
  },
  // Reading stops at the first row past the limit, so the file's own count is never known.
  'import.tooManyRows': {
    zh: '导入数据不能超过{{max}}条，请分成多个文件导入',
    zhtw: '導入數據不能超過{{max}}條，請分成多個文件導入',
    en: 'At most {{max}} rows can be imported at once; split the file into several',
  },
  'import.unpackedTooLarge': {
    zh: '文件内容解压后不能超过{{max}}，请删除多余的工作表、图片或格式后重新上传',
    zhtw: '文件內容解壓後不能超過{{max}}，請刪除多餘的工作表、圖片或格式後重新上傳',
    en: 'The file cannot unpack to more than {{max}}: remove extra sheets, pictures or formatting and upload it again',
  },
  'import.tooManyTexts': {
    zh: '文件中不同的文本不能超过{{max}}个，请删除多余的工作表后重新上传',
    zhtw: '文件中不同的文本不能超過{{max}}個，請刪除多餘的工作表後重新上傳',
    en: 'The file cannot hold more than {{max}} different texts: remove extra sheets and upload it again',
  },
  'import.empty': { zh: '导入数据为空', zhtw: '導入數據為空', en: 'There is no data to import' },
  'import.required': { zh: '{{title}}不能为空', zhtw: '{{title}}不能為空', en: '{{title}} is required' },
  'import.tooLong': { zh: '{{title}}不能超过{{max}}个字符', zhtw: '{{title}}不能超過{{max}}個字符', en: '{{title}} cannot exceed {{max}} characters' },
  'import.duplicateInFile': { zh: '{{title}}“{{value}}”在文件中重复', zhtw: '{{title}}“{{value}}”在文件中重複', en: '{{title}} "{{value}}" appears more than once in the file' },
  'import.notOneOf': { zh: '{{title}}只能填写：{{choices}}', zhtw: '{{title}}只能填寫：{{choices}}', en: '{{title}} must be one of: {{choices}}' },
  'import.notInteger': { zh: '{{title}}必须是{{min}}到{{max}}之间的整数', zhtw: '{{title}}必須是{{min}}到{{max}}之間的整數', en: '{{title}} must be a whole number from {{min}} to {{max}}' },
  'import.notDate': { zh: '{{title}}不是有效的日期（如2024-01-31）', zhtw: '{{title}}不是有效的日期（如2024-01-31）', en: '{{title}} is not a valid date (such as 2024-01-31)' },
  'import.pattern': { zh: '{{title}}：{{message}}', zhtw: '{{title}}：{{message}}', en: '{{title}}: {{message}}' },
  'import.separator': { zh: '；', zhtw: '；', en: '; ' },
  'import.failedSheet': { zh: '异常数据', zhtw: '異常數據', en: 'Failed rows' },
  'import.errorsInfo': { zh: '异常原因', zhtw: '異常原因', en: 'Reason' },
  'import.uploaded': { zh: '上传成功', zhtw: '上傳成功', en: 'Uploaded' },
};
