// What the file endpoints answer with.
import type { TextTable } from '@core/i18n/text';

export const fileServerTexts: TextTable = {
  'download.expired': { zh: '下载链接已失效，请重新导出', zhtw: '下載鏈接已失效，請重新導出', en: 'The download link has expired; export again' },
  // A file that does not exist and one the caller may not read answer alike, so an id's existence never shows.
  'ok.uploaded': { zh: '上传成功', zhtw: '上傳成功', en: 'Uploaded' },
  'file.notFound': { zh: '文件不存在', zhtw: '文件不存在', en: 'File does not exist' },
  'file.extensionRefused': { zh: '不允许上传{{extension}}格式的文件', zhtw: '不允許上傳{{extension}}格式的文件', en: 'Files of type {{extension}} may not be uploaded' },
  'file.extensionMissing': { zh: '文件“{{name}}”没有扩展名，不允许上传', zhtw: '文件「{{name}}」沒有擴展名，不允許上傳', en: 'The file “{{name}}” has no extension and may not be uploaded' },
  'file.tooLarge': { zh: '文件大小不能超过{{max}}', zhtw: '文件大小不能超過{{max}}', en: 'A file may be at most {{max}}' },
  'file.typeMismatch': {
    zh: '文件“{{name}}”的内容与扩展名{{extension}}不符',
    zhtw: '文件「{{name}}」的內容與擴展名{{extension}}不符',
    en: 'The content of “{{name}}” is not a {{extension}} file',
  },
  'file.typeUnknown': { zh: '无法识别文件“{{name}}”的类型', zhtw: '無法識別文件「{{name}}」的類型', en: 'The type of “{{name}}” cannot be recognised' },
  'file.imageRequired': { zh: '请上传图片', zhtw: '請上傳圖片', en: 'Upload an image' },
  'file.notOwnImage': { zh: '请选择您自己上传的图片', zhtw: '請選擇您自己上傳的圖片', en: 'Choose an image you uploaded' },
  'file.checksumMismatch': { zh: '文件校验失败，请重新上传', zhtw: '文件校驗失敗，請重新上傳', en: 'The file did not arrive intact; upload it again' },
  'file.entriesInvalid': { zh: '附件格式不正确（最多{{max}}个）', zhtw: '附件格式不正確（最多{{max}}個）', en: 'The attachments are not valid (at most {{max}})' },
  'file.entryMissing': { zh: '文件“{{name}}”不存在', zhtw: '文件「{{name}}」不存在', en: 'The file “{{name}}” does not exist' },
  'file.identifierInvalid': { zh: '文件标识须为32位十六进制md5值', zhtw: '文件標識須為32位十六進制md5值', en: 'The identifier must be the file\'s md5 as 32 hex digits' },
  'file.chunkSizeInvalid': { zh: '分片大小须为5242880字节', zhtw: '分片大小須為5242880字節', en: 'Chunks must be 5242880 bytes' },
  'file.chunkPlanInvalid': { zh: '分片信息与文件大小不符，请重新上传', zhtw: '分片信息與文件大小不符，請重新上傳', en: 'The chunk numbers and sizes do not fit the file size; upload again' },
  'file.chunkIncomplete': { zh: '分片内容不完整，请重新上传', zhtw: '分片內容不完整，請重新上傳', en: 'The chunk did not arrive whole; upload it again' },
  'file.chunksMissing': { zh: '文件分片不完整，请重新上传', zhtw: '文件分片不完整，請重新上傳', en: 'Some chunks of the file are missing; upload it again' },
  'file.folderInvalid': { zh: '文件夹名称不正确', zhtw: '文件夾名稱不正確', en: 'The folder name is not valid' },
  'file.noneToPack': { zh: '未发现文件', zhtw: '未發現文件', en: 'No files found' },
  'file.quotaChunkBytes': {
    zh: '已达到上传配额：未完成上传的分片最多占用{{max}}，请先完成其他上传（一天未继续的分片会被清除）',
    zhtw: '已達到上傳配額：未完成上傳的分片最多佔用{{max}}，請先完成其他上傳（一天未繼續的分片會被清除）',
    en: 'Upload quota reached: chunks of unfinished uploads may take at most {{max}}; finish other uploads first (chunks left for a day are cleared)',
  },
  'file.quotaChunkUploads': {
    zh: '已达到上传配额：最多同时进行{{max}}个分片上传，请先完成其他上传',
    zhtw: '已達到上傳配額：最多同時進行{{max}}個分片上傳，請先完成其他上傳',
    en: 'Upload quota reached: at most {{max}} chunked uploads may be in progress; finish the others first',
  },
  'file.quotaUnattachedBytes': {
    zh: '已达到上传配额：尚未保存到表单的文件最多{{max}}，请先保存表单',
    zhtw: '已達到上傳配額：尚未保存到表單的文件最多{{max}}，請先保存表單',
    en: 'Upload quota reached: files not yet saved in a form may take at most {{max}}; save the form first',
  },
  'file.quotaUnattachedFiles': {
    zh: '已达到上传配额：尚未保存到表单的文件最多{{max}}个，请先保存表单',
    zhtw: '已達到上傳配額：尚未保存到表單的文件最多{{max}}個，請先保存表單',
    en: 'Upload quota reached: at most {{max}} files not yet saved in a form; save the form first',
  },
  'file.tooManyUploads': {
    zh: '上传过于频繁，请稍后再试',
    zhtw: '上傳過於頻繁，請稍後再試',
    en: 'Too many uploads at once; try again shortly',
  },
};
