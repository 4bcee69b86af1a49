// The widget gallery under 开发工具: every registered widget in one form, saved
// as samples and opened again to edit or to view read-only.
import { galleryModule } from '@core/widgets/galleryIds';
import { defineModule } from '../defineModule';
import { devToolsMenuId, standardButtons } from '../menus';
import { widgetGalleryRoutes } from './routes';
import * as samples from './migrations/0030_widget_samples';

export default defineModule({
  name: 'widgetGallery',
  tag: { name: 'widgetGallery', description: 'The widget gallery: samples of a form holding every widget' },
  texts: { 'gallery.notFound': { zh: '示例不存在', zhtw: '示例不存在', en: 'No such sample' } },
  migrations: { '0030_widget_samples': samples },
  menus: [
    { id: 'menu-widget-gallery', parentId: devToolsMenuId, enCode: galleryModule, fullName: '控件库', type: 2, icon: 'AppstoreOutlined', urlAddress: 'devTools/widgetGallery', sortCode: 2, buttons: standardButtons('add', 'edit', 'remove') },
  ],
  pages: ['devTools.widgetGallery.page', 'devTools.widgetGallery.form'],
  routes: widgetGalleryRoutes,
});
