// The page behind a menu entry: the page schema at its address (type 2), a page
// made from data (types 3, 4, 5, 8) or a link shown in place (type 7, _self).
import { Suspense } from 'react';
import { Spin } from 'antd';
import type { RoutedEntry } from '../../router/menuRoutes';
import { SchemaPage } from './SchemaPage';
import { DynamicPage } from './DynamicPage';
import ExternalLinkPage from './ExternalLinkPage';

export default function MenuPage({ entry, target }: RoutedEntry) {
  if (target.kind === 'link') return <ExternalLinkPage href={target.href} />;
  if (target.kind === 'dynamic') {
    return (
      <Suspense fallback={<Spin />}>
        <DynamicPage entry={entry} moduleId={target.moduleId} />
      </Suspense>
    );
  }
  if (target.kind !== 'page') return null;
  return (
    <Suspense fallback={<Spin />}>
      <SchemaPage address={target.address} />
    </Suspense>
  );
}
