// A model's design as page schemas: the list kinds (plain, left tree from a
// dictionary, a field's choices or a data interface, grouped, editable in place,
// tree table), what a list design may name and what is wrong with it, range searches by what a field
// holds, the row actions with their grants, and fields not granted carried
// without being shown, a sub-table's columns going with it.
import { describe, expect, it } from 'vitest';
import { compileForm, type FormNode } from '@core/form';
import { emptyListDesign, type ModelDesign } from '@core/model/design';
import { modelPages, type ModelPageAccess } from '@core/model/pages';
import { listableFields, listDesignProblems } from '@core/model/listProblems';
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

  it('put a data interface on the left, its rows asked of Preview and the chosen node filtering the list', () => {
    const pages = pagesFor({ type: 2, tree: { source: 'dataInterface', interfaceId: 'if1', labelField: 'name', valueField: 'code', field: 'type' } });
    expect(pages.list).toMatchObject({
      type: 'tree',
      tree: {
        api: { method: 'POST', url: '/api/system/DataInterface/if1/Actions/Preview' },
        labelField: 'name',
        valueField: 'code',
        childrenField: 'children',
      },
      list: { api: { fixedSearch: { type: '{node.code}' } } },
    });
    const meets = [...Value.Errors(pageMetaSchemas.tree, pages.list)];
    expect(meets).toEqual([]);
    // Without the fields a node is read from, no tree can be drawn: the list is plain.
    expect(pagesFor({ type: 2, tree: { source: 'dataInterface', interfaceId: 'if1', field: 'type' } }).list.type).toBe('list');
  });

  it('group the rows of a grouped list by a shown column, and draw it plain when that column is not granted', () => {
    const grouped = pagesFor({ type: 3, groupField: 'title' });
    expect(grouped.list).toMatchObject({ type: 'list', kind: 'grouped', groupBy: 'title' });
    expect([...Value.Errors(pageMetaSchemas.list, grouped.list)]).toEqual([]);
    const hidden = pagesFor({ type: 3, groupField: 'title' }, { seesColumn: (field) => field !== 'title' });
    expect(hidden.list).not.toHaveProperty('kind');
  });

  it('edit in place the shown form fields the user may see in the form, with the form that saves them', () => {
    const pages = pagesFor(
      { type: 4, columns: [{ field: 'title' }, { field: 'money' }, { field: 'day' }, { field: 'creatorTime' }] },
      { seesField: (field) => field !== 'day' },
    );
    expect(pages.list).toMatchObject({ kind: 'editable', editable: { form: 'model.m1.v3.form', fields: ['title', 'money'] } });
    expect([...Value.Errors(pageMetaSchemas.list, pages.list)]).toEqual([]);
  });
});

describe('list design problems', () => {
  const fields = listableFields(form);

  it('offer the top-level fields, not sub-table columns, with what each may be searched by, then the system fields', () => {
    expect(fields.map((field) => field.name)).toEqual([
      'title',
      'type',
      'level',
      'day',
      'money',
      'parentId',
      'creatorUserId',
      'creatorTime',
      'lastModifyUserId',
      'lastModifyTime',
    ]);
    const byName = new Map(fields.map((field) => [field.name, field]));
    expect(byName.get('title')).toMatchObject({ text: true, range: null });
    expect(byName.get('day')).toMatchObject({ text: false, range: 'date' });
    expect(byName.get('money')).toMatchObject({ range: 'number' });
    expect(byName.get('creatorTime')).toMatchObject({ system: true, range: 'date' });
  });

  it('search a time the server fills in (createTime) by dates, as the system times are', () => {
    const stamped: FormNode[] = [...form, { id: 'nMade', widget: 'createTime', field: 'madeAt', label: '创建于' }];
    expect(listableFields(stamped).find((field) => field.name === 'madeAt')).toMatchObject({ text: false, range: 'date' });
    const design: ModelDesign = {
      form: stamped,
      list: { ...emptyListDesign(), columns: [{ field: 'madeAt' }], search: [{ field: 'madeAt', searchType: 3 }] },
      tables: { main: { table: 'ext_t', columns: {} }, subTables: {} },
    };
    const pages = modelPages(
      { id: 'm1', fullName: '报销', version: 1, design, form: compileForm(stamped) },
      { menuId: 'e1', module: 'claims', seesColumn: () => true, seesField: () => true },
    );
    expect(pages.list.type === 'list' && pages.list.search?.map((field) => field.widget)).toEqual(['dateRange']);
  });

  it('name every field the form lost, every range on text, every keyword on a non-text field and what a kind lacks', () => {
    const list = {
      ...emptyListDesign(),
      type: 3 as const,
      columns: [{ field: 'title' }, { field: 'gone' }, { field: 'title' }],
      search: [
        { field: 'title', searchType: 3 as const },
        { field: 'day', searchType: 3 as const },
      ],
      keywordFields: ['money', 'title'],
      groupField: 'money',
    };
    expect(listDesignProblems(list, fields)).toEqual([
      { path: 'list.columns.1.field', code: 'fieldUnknown', field: 'gone' },
      { path: 'list.columns.2.field', code: 'columnTwice', field: 'title' },
      { path: 'list.search.0.field', code: 'rangeNotAllowed', field: 'title' },
      { path: 'list.keywordFields.0', code: 'keywordNotText', field: 'money' },
      { path: 'list.groupField', code: 'groupFieldNotColumn', field: 'money' },
    ]);
    expect(listDesignProblems({ ...emptyListDesign(), type: 2 }, fields)).toEqual([{ path: 'list.tree', code: 'treeMissing' }]);
    expect(listDesignProblems({ ...emptyListDesign(), type: 2, tree: { source: 'dataInterface', interfaceId: 'if1', field: 'type' } }, fields)).toEqual([
      { path: 'list.tree.interfaceId', code: 'treeInterfaceMissing' },
    ]);
    expect(listDesignProblems({ ...emptyListDesign(), type: 5 }, fields)).toEqual([{ path: 'list.treeTable.parentField', code: 'parentFieldMissing' }]);
    expect(listDesignProblems({ ...emptyListDesign(), type: 4, columns: [{ field: 'title' }] }, fields)).toEqual([]);
  });
});
