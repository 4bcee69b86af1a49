// The data-interface screen's dialogs (数据接口: the form over its wire adapter, the preview),
// opened by its schema's actions (`opensDialog`) and loaded when first opened. Its call log
// and variates are page schemas of their own, opened beside the list (`opensPage`).
import { lazy } from 'react';

export const dataInterfaceDialogs = {
  'systemData.dataInterface.form': lazy(() => import('./InterfaceFormDialog')),
  'systemData.dataInterface.preview': lazy(() => import('./PreviewDialog')),
};
