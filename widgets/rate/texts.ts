// The star rating's words.
import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.rate': { zh: '评分', zhtw: '評分', en: 'Rating' },
  'designer.rate.count': { zh: '最大值', zhtw: '最大值', en: 'Stars' },
  'designer.allowHalf': { zh: '允许半选', zhtw: '允許半選', en: 'Half stars' },
};
