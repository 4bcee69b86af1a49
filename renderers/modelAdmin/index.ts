// The models screen's dialogs (功能设计: basic info, release, versions, preview),
// opened by its schema's actions (`opensDialog`) and loaded when first opened.
import { lazy } from 'react';

export const modelDialogs = {
  'onlineDev.model.info': lazy(() => import('./ModelInfoDialog')),
  'onlineDev.model.release': lazy(() => import('./ReleaseDialog')),
  'onlineDev.model.versions': lazy(() => import('./VersionsDrawer')),
  'onlineDev.model.preview': lazy(() => import('./PreviewDialog')),
  'onlineDev.model.design': lazy(() => import('../designer/ModelDesignDialog')),
};
