// A model's design as page schemas: the list kinds (plain, left tree from a
// dictionary or a field's choices, tree table), range searches by what a field
// holds, the row actions with their grants, and fields not granted carried
// without being shown, a sub-table's columns going with it.
import { describe, expect, it } from 'vitest';
import { compileForm, type FormNode } from '@core/form';
import { emptyListDesign, type ModelDesign } from '@core/model/design';
import { modelPages, type ModelPageAccess } from '@core/model/pages';
import { Value } from '@sinclair/typebox/value';
import { pageMetaSchemas } from '@core/schema/pageFormat';
import type { PageSchema } from '@core/schema/types';
import '@widgets/catalog';

const form: FormNode[] = [
  { id: 'nTitle', widget: 'comInput', field: 'title', label: '标题' },
  { id: 'nType', widget: 'select', field: 'type', label: '类型', props: { options: { kind: 'dictionary', dictionary: 'claimType' } } },
  { id: 'nLevel', widget: 'radio', field: 'level', label: '级别', props: { options: { kind: 'static', options: [{ label: '高', value: 'h' }] } } },
  { id: 'nDate', widget: 'date', field: 'day', label: '日期' },
  { id: 'nMoney', widget: 'numInput', field: 'money', label: '金额' },
  { id: 'nParent', widget: 'comInput', field: 'parentId', label: '上级' },
  { id: 'nLines', widget: 'table', field: 'lines', label: '明细', children: [{ id: 'nItem', widget: 'comInput', field: 'item', label: '项目' }] },
];

function pagesFor(list: Partial<ModelDesign['list']>, access: Partial<ModelPageAccess> = {}) {
  const design: ModelDesign = {
    form,
    list: { ...emptyListDesign(), columns: [{ field: 'title' }, { field: 'money' }], ...list },
    tables: { main: { table: 'ext_t', columns: {} }, subTables: {} },
  };
  return modelPages(
    { id: 'm1', fullName: '报销', version: 3, design, form: compileForm(form) },
    { menuId: 'e1', module: 'claims', seesColumn: () => true, seesField: () => true, ...access },
  );
}

describe('model pages', () => {
  it('draw a plain list and a form that meet the page-schema format', () => {
    const pages = pagesFor({
      search: [
        { field: 'day', searchType: 3 },
        { field: 'money', searchType: 3 },
        { field: 'type', searchType: 1 },
      ],
    });
    const meets = (page: PageSchema) => [...Value.Errors(pageMetaSchemas[page.type], page)].map((error) => `${error.path}: ${error.message}`);
    expect(meets(pages.list)).toEqual([]);
    expect(meets(pages.form)).toEqual([]);
    expect(pages.list).toMatchObject({ id: 'model.m1.v3.list', type: 'list', module: 'claims' });
    if (pages.list.type !== 'list') return;
    expect(pages.list.search?.map((field) => field.widget)).toEqual(['dateRange', 'numRange', 'select']);
    expect(pages.list.search?.[2].options).toEqual({ kind: 'dictionary', dictionary: 'claimType' });
    expect(pages.list.rowActions?.map((action) => action.permission)).toEqual(['btn_edit', 'btn_detail', 'btn_remove']);
  });

  it('put a dictionary or a field with a dictionary on the left, and draw fixed choices as a plain list', () => {
    const byDictionary = pagesFor({ type: 2, tree: { source: 'dictionary', dictionary: 'claimType', field: 'type' } });
    expect(byDictionary.list).toMatchObject({
      type: 'tree',
      tree: { api: { url: '/api/system/DictionaryData/claimType/Data/Selector' }, valueField: 'id' },
      list: { api: { searchAs: 'queryJson', fixedSearch: { type: '{node.id}' } } },
    });
    expect(pagesFor({ type: 2, tree: { source: 'field', field: 'type' } }).list.type).toBe('tree');
    expect(pagesFor({ type: 2, tree: { source: 'field', field: 'level' } }).list.type).toBe('list');
  });

  it('list a tree table a level at a time', () => {
    const pages = pagesFor({ type: 5, treeTable: { parentField: 'parentId' } });
    expect(pages.list).toMatchObject({ type: 'treeTable', treeRows: true, lazyChildren: { method: 'POST', url: '/api/visualdev/OnlineDev/m1/List/{id}' } });
  });

  it('leave out columns not granted and carry hidden fields, a sub-table with its columns', () => {
    const pages = pagesFor({}, { seesColumn: (field) => field !== 'money', seesField: (field) => !['money', 'lines'].includes(field) });
    if (pages.list.type !== 'list') throw new Error('plain list expected');
    expect(pages.list.columns.map((column) => column.prop)).toEqual(['title']);
    const nodes = pages.form.form;
    expect(nodes.filter((node) => node.visible === false).map((node) => node.field)).toEqual(['money', 'lines']);
    expect(nodes.find((node) => node.field === 'lines')?.children?.[0].visible).toBeUndefined();
  });
});
