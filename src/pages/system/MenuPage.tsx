// The page behind a menu entry: the page schema at its address (type 2), the
// dynamic page host (types 3, 4, 5, 8) or a link shown in place (type 7, _self).
import { Suspense } from 'react';
import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from '@core/api/oauth';
import type { RoutedEntry } from '../../router/menuRoutes';
import { SchemaPage } from './SchemaPage';
import ExternalLinkPage from './ExternalLinkPage';

function DynamicPageHost({ entry, moduleId }: { entry: MenuEntry; moduleId: string }) {
  const { t } = useTranslation();
  // Renderers for models, dictionaries, reports and portals register here as they arrive.
  return <Result status="info" title={t('dynamic.unavailableTitle')} subTitle={t('dynamic.unavailableBody', { type: entry.type, moduleId: moduleId || entry.id })} />;
}

export default function MenuPage({ entry, target }: RoutedEntry) {
  if (target.kind === 'link') return <ExternalLinkPage href={target.href} />;
  if (target.kind === 'dynamic') return <DynamicPageHost entry={entry} moduleId={target.moduleId} />;
  if (target.kind !== 'page') return null;
  return (
    <Suspense fallback={<Spin />}>
      <SchemaPage address={target.address} />
    </Suspense>
  );
}
