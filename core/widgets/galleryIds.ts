// The widget gallery's names, apart from its form (./gallery.ts), so that naming
// the gallery costs a page nothing until the gallery is drawn.
export const galleryFormId = 'devTools.widgetGallery.form';
export const galleryModule = 'devTools.widgetGallery';
export const galleryApi = '/api/system/WidgetGallery';
