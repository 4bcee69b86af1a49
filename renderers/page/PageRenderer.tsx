// Draws any page schema: list, tree + list, tree table; forms open from actions.
import { lazy, Suspense } from 'react';
import { useTranslation } from '@widgets/runtime/i18n';
import { LazyResult } from '@widgets/runtime/LazyResult';
import { Panel } from '@widgets/runtime/Panel';
import type { PageSchema } from '@core/schema/types';
import { ListView } from '../list/ListView';
import { DrawPageContext, type DrawPage } from './drawPage';
import { usePageSchema, useSchemasNamedBy } from './schemaRegistry';

// A tree page loads its tree with the first such page.
const TreePage = lazy(() => import('../tree/TreePage').then((module) => ({ default: module.TreePage })));

const drawNestedPage: DrawPage = (id, options) => <PageById id={id} bare startAt={options?.startAt} context={options?.context} />;

interface PageRendererProps {
  schema: PageSchema;
  bare?: boolean;
  onPick?(row: Record<string, unknown>): void;
  /** A tree page's first node to show (by its value or code) instead of the first of the tree. */
  startAt?: string;
  /** The values a page opened from a row reads: the row's (`{id}` in its list's url). */
  context?: Record<string, unknown>;
}

/** A bundled page by its id: nothing until its schema (and what it names) has arrived. */
export function PageById({ id, ...props }: Omit<PageRendererProps, 'schema'> & { id: string }) {
  const schema = usePageSchema(id);
  return schema ? <PageRenderer schema={schema} {...props} /> : null;
}

export function PageRenderer({ schema, bare = false, onPick, startAt, context }: PageRendererProps) {
  // The forms the page's actions open are at hand before it draws.
  if (!useSchemasNamedBy(schema)) return null;
  return (
    <DrawPageContext.Provider value={drawNestedPage}>
      <PageBody schema={schema} bare={bare} onPick={onPick} startAt={startAt} context={context} />
    </DrawPageContext.Provider>
  );
}

function PageBody({ schema, bare, onPick, startAt, context }: Omit<PageRendererProps, 'bare'> & { bare: boolean }) {
  const { t } = useTranslation();
  const resets = schema.afterChange?.includes('resetDictionaries') ?? false;
  if (schema.type === 'tree') {
    return (
      <Suspense fallback={null}>
        <TreePage schema={schema} onPick={onPick} startAt={startAt} />
      </Suspense>
    );
  }
  if (schema.type === 'list' || schema.type === 'treeTable') {
    const list = <ListView pageId={schema.id} part={schema} module={schema.module} context={context} resetsDictionaries={resets} onPick={onPick} />;
    return bare ? list : <Panel>{list}</Panel>;
  }
  return <LazyResult status="warning" title={t('page.formAlone', { id: schema.id })} />;
}
