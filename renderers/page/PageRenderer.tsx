// Draws any page schema: list, tree + list, tree table; forms open from actions.
import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PageSchema } from '@core/schema/types';
import { ListView } from '../list/ListView';
import { TreePage } from '../tree/TreePage';
import { DrawPageContext, type DrawPage } from './drawPage';
import { pageSchema } from './schemaRegistry';

const drawNestedPage: DrawPage = (id) => <PageRenderer schema={pageSchema(id)} bare />;

export function PageRenderer({ schema, bare = false, onPick }: { schema: PageSchema; bare?: boolean; onPick?(row: Record<string, unknown>): void }) {
  return (
    <DrawPageContext.Provider value={drawNestedPage}>
      <PageBody schema={schema} bare={bare} onPick={onPick} />
    </DrawPageContext.Provider>
  );
}

function PageBody({ schema, bare, onPick }: { schema: PageSchema; bare: boolean; onPick?(row: Record<string, unknown>): void }) {
  const { t } = useTranslation();
  const resets = schema.afterChange?.includes('resetDictionaries') ?? false;
  if (schema.type === 'tree') return <TreePage schema={schema} onPick={onPick} />;
  if (schema.type === 'list' || schema.type === 'treeTable') {
    const list = <ListView pageId={schema.id} part={schema} module={schema.module} resetsDictionaries={resets} onPick={onPick} />;
    return bare ? list : <Card>{list}</Card>;
  }
  return <Result status="warning" title={t('page.formAlone', { id: schema.id })} />;
}
