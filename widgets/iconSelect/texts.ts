// The icon choice's words.
import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.iconSelect': { zh: '图标选择', zhtw: '圖標選擇', en: 'Icon' },
  'iconSelect.title': { zh: '选择图标', zhtw: '選擇圖標', en: 'Choose an icon' },
  'iconSelect.keyword': { zh: '请输入关键词查询', zhtw: '請輸入關鍵詞查詢', en: 'Search by keyword' },
  'iconSelect.Outlined': { zh: '线框风格', zhtw: '線框風格', en: 'Outlined' },
  'iconSelect.Filled': { zh: '实底风格', zhtw: '實底風格', en: 'Filled' },
  'iconSelect.TwoTone': { zh: '双色风格', zhtw: '雙色風格', en: 'Two-tone' },
  'iconSelect.empty': { zh: '暂无数据', zhtw: '暫無數據', en: 'No data' },
  'iconSelect.clear': { zh: '清空', zhtw: '清空', en: 'Clear' },
};
