import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.address': { zh: '省市区', zhtw: '省市區', en: 'Area' },
  'widget.address.title': { zh: '省市区', zhtw: '省市區', en: 'Province, city, district' },
  'widget.address.placeholder': { zh: '请选择', zhtw: '請選擇', en: 'Please choose' },
  'widget.address.allData': { zh: '全部数据', zhtw: '全部數據', en: 'All areas' },
  'widget.address.selected': { zh: '已选', zhtw: '已選', en: 'Selected' },
  'widget.address.clearList': { zh: '清空列表', zhtw: '清空列表', en: 'Clear list' },
  'widget.address.empty': { zh: '暂无数据', zhtw: '暫無數據', en: 'No data' },
  'widget.address.remove': { zh: '删除', zhtw: '刪除', en: 'Remove' },
  'designer.address.level': { zh: '格式', zhtw: '格式', en: 'Depth' },
  'widget.address.level.province': { zh: '省', zhtw: '省', en: 'Province' },
  'widget.address.level.city': { zh: '省市', zhtw: '省市', en: 'Province, city' },
  'widget.address.level.district': { zh: '省市区', zhtw: '省市區', en: 'Province, city, district' },
  'widget.address.level.street': { zh: '省市区-街道', zhtw: '省市區-街道', en: 'Province, city, district, street' },
};
