// What the message and notice endpoints answer with.
import type { TextTable } from '@core/i18n/text';

export const messageServerTexts: TextTable = {
  'message.notFound': { zh: '消息不存在', zhtw: '消息不存在', en: 'No such message' },
  'message.readAll': { zh: '已全部标记为已读', zhtw: '已全部標記為已讀', en: 'All marked as read' },
  'message.noneChosen': { zh: '请选择一条数据', zhtw: '請選擇一條數據', en: 'Choose at least one row' },
  'message.sendConfigNotFound': { zh: '消息发送配置不存在', zhtw: '消息發送配置不存在', en: 'No such message send configuration' },
  'notice.notFound': { zh: '公告不存在', zhtw: '公告不存在', en: 'No such notice' },
  'notice.titleRequired': { zh: '请输入标题', zhtw: '請輸入標題', en: 'Please enter the title' },
  'notice.notDraft': { zh: '公告已发布，不能修改', zhtw: '公告已發佈，不能修改', en: 'The notice has been released and can no longer be changed' },
  'notice.released': { zh: '发布成功', zhtw: '發佈成功', en: 'Released' },
  'notice.expired': { zh: '失效时间必须晚于当前时间', zhtw: '失效時間必須晚於當前時間', en: 'The expiration time must be in the future' },
  'notice.noReceivers': { zh: '没有可接收公告的用户', zhtw: '沒有可接收公告的用戶', en: 'No enabled user receives this notice' },
  'notice.categoryNotFound': { zh: '公告类型不存在', zhtw: '公告類型不存在', en: 'No such notice category' },
  'notice.targetNotFound': { zh: '接收人「{{id}}」不存在', zhtw: '接收人「{{id}}」不存在', en: 'The receiver "{{id}}" does not exist' },
  'notice.tooManyTargets': { zh: '接收人最多选择{{max}}个', zhtw: '接收人最多選擇{{max}}個', en: 'Choose at most {{max}} receivers' },
  'notice.receiversInvalid': { zh: '接收人格式不正确', zhtw: '接收人格式不正確', en: 'The receivers are not valid' },
  'notice.coverInvalid': { zh: '封面图片无效', zhtw: '封面圖片無效', en: 'The cover image is invalid' },
  'notice.filesInvalid': { zh: '附件列表无效', zhtw: '附件列表無效', en: 'The file list is invalid' },
  'notice.sendConfigUnsupported': {
    zh: '暂不支持自定义发送配置，请选择默认或不提醒',
    zhtw: '暫不支持自定義發送配置，請選擇默認或不提醒',
    en: 'Custom send configurations are not available; choose the default or no reminder',
  },
};
