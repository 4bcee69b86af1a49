// What the current-user endpoints answer with.
import type { TextTable } from '@core/i18n/text';

export const currentUserServerTexts: TextTable = {
  'signImg.notFound': { zh: '签名不存在', zhtw: '簽名不存在', en: 'No such signature' },
  'signImg.invalid': { zh: '签名须为PNG或JPEG图片，且不超过200KB', zhtw: '簽名須為PNG或JPEG圖片，且不超過200KB', en: 'A signature is a PNG or JPEG image of at most 200 KB' },
  'system.notFound': { zh: '应用不存在或已禁用', zhtw: '應用不存在或已禁用', en: 'No such application, or it is disabled' },
  'ok.switched': { zh: '切换成功', zhtw: '切換成功', en: 'Switched' },
};
