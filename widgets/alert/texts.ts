import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.alert': { zh: '提示', zhtw: '提示', en: 'Alert' },
  'designer.alertType': { zh: '主题', zhtw: '主題', en: 'Tone' },
  'designer.alert.success': { zh: '成功', zhtw: '成功', en: 'Success' },
  'designer.alert.info': { zh: '信息', zhtw: '信息', en: 'Information' },
  'designer.alert.warning': { zh: '警告', zhtw: '警告', en: 'Warning' },
  'designer.alert.error': { zh: '错误', zhtw: '錯誤', en: 'Error' },
  'designer.description': { zh: '辅助文字', zhtw: '輔助文字', en: 'Description' },
  'designer.showIcon': { zh: '显示图标', zhtw: '顯示圖標', en: 'Show the icon' },
};
