// The messages of the position pickers' routes, in the three languages.
import type { TextTable } from '@core/i18n/text';

export const positionSelectorTexts: TextTable = {
  'position.selector.ids': { zh: '岗位编号不正确，一次最多1000个', zhtw: '崗位編號不正確，一次最多1000個', en: 'Give at most 1000 valid position ids' },
  'position.selector.organizeIds': { zh: '组织编号不正确，一次最多1000个', zhtw: '組織編號不正確，一次最多1000個', en: 'Give at most 1000 valid organisation ids' },
  'position.selector.keyword': { zh: '关键词不能超过50个字符', zhtw: '關鍵詞不能超過50個字符', en: 'The keyword may have at most 50 characters' },
};
