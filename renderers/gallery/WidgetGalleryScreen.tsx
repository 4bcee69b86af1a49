// The widget gallery's screen (开发工具 → 控件库): saved samples of the form that
// holds every widget (its list is a page schema), and the playground.
import { Tabs } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import { AllWidgetsReady } from '@widgets/runtime/WidgetsReady';
import { PageById } from '../page/PageRenderer';
import { WidgetPlayground } from './WidgetPlayground';

export const widgetGalleryPageId = 'devTools.widgetGallery.page';

export function WidgetGalleryScreen() {
  const { t } = useTranslation();
  // The playground offers every widget: all bindings load with the gallery.
  return (
    <AllWidgetsReady>
      <Tabs
        data-testid="widget-gallery"
        items={[
          { key: 'samples', label: t('gallery.samples'), children: <PageById id={widgetGalleryPageId} /> },
          { key: 'playground', label: t('gallery.playground'), children: <WidgetPlayground /> },
        ]}
      />
    </AllWidgetsReady>
  );
}
