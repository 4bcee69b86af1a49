// The chat drawer and window (spec 01 §2.9, §5.3; JNPF's wording).
import type { TextTable } from '@core/i18n/text';

export const chatTexts: TextTable = {
  'chat.button': { zh: '内部聊天', zhtw: '內部聊天', en: 'Chat' },
  'chat.title': { zh: '内部聊天', zhtw: '內部聊天', en: 'Chat' },
  'chat.messages': { zh: '消息', zhtw: '消息', en: 'Messages' },
  'chat.contacts': { zh: '联系人', zhtw: '聯繫人', en: 'Contacts' },
  'chat.search': { zh: '搜索：请输入关键词', zhtw: '搜索：請輸入關鍵詞', en: 'Search: enter a keyword' },
  'chat.remove': { zh: '移除', zhtw: '移除', en: 'Remove' },
  'chat.deleteRecords': { zh: '删除聊天记录', zhtw: '刪除聊天記錄', en: 'Delete chat records' },
  'chat.deleteConfirm': { zh: '是否清空当前聊天的所有记录?', zhtw: '是否清空當前聊天的所有記錄?', en: 'Delete every record of this conversation?' },
  'chat.tip': { zh: '提示', zhtw: '提示', en: 'Tip' },
  'chat.imagePreview': { zh: '[图片]', zhtw: '[圖片]', en: '[Image]' },
  'chat.voicePreview': { zh: '[语音]', zhtw: '[語音]', en: '[Voice]' },
  'chat.videoPreview': { zh: '[视频]', zhtw: '[視頻]', en: '[Video]' },
  'chat.me': { zh: '我', zhtw: '我', en: 'Me' },
  'chat.emoji': { zh: '发送表情', zhtw: '發送表情', en: 'Emoji' },
  'chat.image': { zh: '发送图片', zhtw: '發送圖片', en: 'Send an image' },
  'chat.history': { zh: '聊天记录', zhtw: '聊天記錄', en: 'History' },
  'chat.placeholder': { zh: '点击这里，直接输入消息咨询', zhtw: '點擊這裡，直接輸入消息諮詢', en: 'Type a message here' },
  'chat.send': { zh: '发送', zhtw: '發送', en: 'Send' },
  'chat.close': { zh: '关闭', zhtw: '關閉', en: 'Close' },
  'chat.empty': { zh: '暂无数据', zhtw: '暫無數據', en: 'No data' },
  'chat.imageTooLarge': { zh: '图片大小不能超过5M', zhtw: '圖片大小不能超過5M', en: 'An image cannot exceed 5 MB' },
  'chat.imageOnly': { zh: '请选择图片', zhtw: '請選擇圖片', en: 'Choose an image' },
  'chat.uploadFailed': { zh: '上传失败', zhtw: '上傳失敗', en: 'Upload failed' },
};
