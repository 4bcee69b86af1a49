// The slider's words.
import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.slider': { zh: '滑块', zhtw: '滑塊', en: 'Slider' },
  'designer.slider.min': { zh: '最小值', zhtw: '最小值', en: 'Minimum' },
  'designer.slider.max': { zh: '最大值', zhtw: '最大值', en: 'Maximum' },
  'designer.slider.step': { zh: '步数', zhtw: '步數', en: 'Step' },
  'designer.slider.range': { zh: '范围选择', zhtw: '範圍選擇', en: 'Range' },
};
