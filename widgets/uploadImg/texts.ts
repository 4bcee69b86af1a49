// Words of the image upload (spec 03 §5 in its original Chinese) and of the
// profile's avatar, which is uploaded the same way.
import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.uploadImg': { zh: '图片上传', zhtw: '圖片上傳', en: 'Image upload' },
  'uploader.imageLimit': { zh: '当前限制最多可以上传{{limit}}张图片', zhtw: '當前限制最多可以上傳{{limit}}張圖片', en: 'At most {{limit}} images may be uploaded' },
  'uploader.imageTooLarge': { zh: '图片大小超过{{size}}{{unit}}', zhtw: '圖片大小超過{{size}}{{unit}}', en: 'The image is larger than {{size}} {{unit}}' },
  'uploader.imageRequired': { zh: '请上传图片', zhtw: '請上傳圖片', en: 'Upload an image' },
  'uploader.imageSizeTip': { zh: '图片大小不超过{{size}}{{unit}}', zhtw: '圖片大小不超過{{size}}{{unit}}', en: 'Images up to {{size}} {{unit}}' },
  'uploader.changeAvatar': { zh: '更换头像', zhtw: '更換頭像', en: 'Change the picture' },
};
