// The QR code's words (with the text sources it shares with the barcode).
import type { TextTable } from '@core/i18n/text';
import { codeSourceTexts } from '../barcode/texts';

export const texts: TextTable = {
  ...codeSourceTexts,
  'widget.qrcode': { zh: '二维码', zhtw: '二維碼', en: 'QR code' },
  'designer.codeSource.dynamic': { zh: '当前表单路径', zhtw: '當前表單路徑', en: 'This record' },
  'designer.qrWidth': { zh: '尺寸', zhtw: '尺寸', en: 'Size' },
  'designer.colorDark': { zh: '实点颜色', zhtw: '實點顏色', en: 'Dot colour' },
  'designer.colorLight': { zh: '背景颜色', zhtw: '背景顏色', en: 'Background' },
  'designer.modelId': { zh: '模型', zhtw: '模型', en: 'Model' },
  'designer.modelType': { zh: '模型类型', zhtw: '模型類型', en: 'Model type' },
  'designer.flowId': { zh: '流程', zhtw: '流程', en: 'Flow' },
  'designer.processId': { zh: '流程实例', zhtw: '流程實例', en: 'Process' },
  'designer.taskId': { zh: '流程任务', zhtw: '流程任務', en: 'Task' },
  'designer.opType': { zh: '操作类型', zhtw: '操作類型', en: 'Operation' },
};
