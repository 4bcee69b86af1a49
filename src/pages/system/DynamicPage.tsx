// Pages made from data behind menu entries of types 3 (a released model) and 4
// (a dictionary's items). They load with the renderer, as schema pages do.
import { lazy } from 'react';
import { Result } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import type { MenuEntry } from '@core/api/oauth';

const menuTypes = { model: 3, dictionary: 4 } as const;

export const DynamicPage = lazy(async () => {
  const { ModelPage, DictionaryItemsPage } = await import('@renderers/index');
  function DynamicPageOf({ entry, moduleId }: { entry: MenuEntry; moduleId: string }) {
    const { t } = useTranslation();
    if (moduleId && entry.type === menuTypes.model) return <ModelPage key={`${moduleId}|${entry.id}`} modelId={moduleId} menuId={entry.id} />;
    if (moduleId && entry.type === menuTypes.dictionary) return <DictionaryItemsPage dictionary={moduleId} title={entry.fullName} />;
    // Reports and portals (types 5 and 8) are not drawn by this platform yet.
    return (
      <Result
        status="info"
        title={t('dynamic.unavailableTitle')}
        subTitle={t('dynamic.unavailableBody', { type: entry.type, moduleId: moduleId || entry.id })}
      />
    );
  }
  return { default: DynamicPageOf };
});
