// What the chat endpoints and socket methods answer with.
import type { TextTable } from '@core/i18n/text';

export const imServerTexts: TextTable = {
  'im.conversationNotFound': { zh: '会话不存在', zhtw: '會話不存在', en: 'No such conversation' },
  'im.userNotFound': { zh: '用户不存在或已禁用', zhtw: '用戶不存在或已禁用', en: 'No such user, or the user is disabled' },
  'im.selfChat': { zh: '不能给自己发消息', zhtw: '不能給自己發消息', en: 'You cannot send a message to yourself' },
  'im.emptyText': { zh: '消息内容不能为空', zhtw: '消息內容不能為空', en: 'A message cannot be empty' },
  'im.invalidMessage': { zh: '消息格式不正确', zhtw: '消息格式不正確', en: 'The message is malformed' },
  'im.notOwnConversation': { zh: '只能查看自己的聊天记录', zhtw: '只能查看自己的聊天記錄', en: 'You can only read your own conversations' },
  'ok.removed': { zh: '移除成功', zhtw: '移除成功', en: 'Removed' },
};
