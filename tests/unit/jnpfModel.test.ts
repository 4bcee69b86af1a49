// JNPF model exports (.vdd) come over as Kiln models: a 3.4 export (kebab-case
// properties, __slot__, panes without a key, sort/defaultSidx) and a 5.x one
// (renamed keys, camelCase, addonBefore, defaultSortConfig, tables with fields[])
// map to the same tree, list design and tables, report what has no equivalent,
// compile, and Kiln's own export reads back as the identical design.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileForm, allFields, type FormNode } from '@core/form';
import { readVdd, writeVdd, VddError, vddTexts, type UnmappedItem } from '@core/model/jnpf';
import { languages } from '@core/i18n/text';
import { emptyListDesign } from '@core/model/design';
import { widgetCatalog } from '@core/widgets';
import { galleryForm } from '@core/widgets/gallery';

/** The parts a .vdd file carries double-encoded; the fixtures keep them as JSON to read, and the export is made from them. */
const encodedParts = ['tables', 'formData', 'columnData', 'appColumnData', 'flowTemplateJson'];

/** An export as JNPF writes it: the model row as one line of JSON, its nested parts as JSON strings. */
function fixture(name: string): string {
  const row = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../fixtures/jnpf', name.replace(/\.vdd$/, '.json')), 'utf8')) as Record<string, unknown>;
  for (const part of encodedParts) if (row[part] !== null && typeof row[part] === 'object') row[part] = JSON.stringify(row[part]);
  return JSON.stringify(row);
}

/** Every node of a tree by id, and by field. */
function index(form: FormNode[]) {
  const byId = new Map<string, FormNode>();
  const byField = new Map<string, FormNode>();
  const stack = [...form];
  while (stack.length) {
    const node = stack.pop()!;
    byId.set(node.id, node);
    if (node.field) byField.set(node.field, node);
    stack.push(...(node.children ?? []));
  }
  return { byId, byField, field: (name: string) => byField.get(name)! };
}

const widgets = (nodes: FormNode[] | undefined) => (nodes ?? []).map((node) => node.widget);
const brief = (items: UnmappedItem[]) => items.map((item) => `${item.part} ${item.field} ${item.jnpfKey}`.trim());
const reasonOf = (items: UnmappedItem[], field: string) => items.find((item) => item.field === field)?.reason ?? '';
const formReasons = (items: UnmappedItem[]) => items.filter((item) => item.part === 'form').map((item) => item.reason);

function vddError(text: string): VddError {
  try {
    readVdd(text);
  } catch (error) {
    expect(error).toBeInstanceOf(VddError);
    return error as VddError;
  }
  throw new Error('the text was read');
}

describe('a JNPF 3.4 export', () => {
  const { info, design, unmapped } = readVdd(fixture('order-3.4.vdd'));
  const nodes = index(design.form);

  it('gives the model info', () => {
    expect(info).toEqual({
      fullName: '销售订单',
      enCode: 'SalesOrder',
      category: '7c07a2d5f0b44c3f8e0c0b8d4c0d2f11',
      webType: 2,
      description: '销售订单（3.4 导出）',
      sortCode: 3,
    });
  });

  it('keeps the layout: tabs and their panes, a row, a card, collapse panels', () => {
    expect(widgets(design.form)).toEqual(['tab', 'card', 'collapse', 'divider', 'JNPFText']);
    const [tab, card, collapse, divider, text] = design.form;
    expect(tab.children!.map((pane) => [pane.widget, pane.label])).toEqual([
      ['tabPane', '基本信息'],
      ['tabPane', '明细'],
    ]);
    expect(widgets(tab.children![0].children)).toEqual(['comInput', 'row', 'switch', 'select', 'select']);
    const row = tab.children![0].children![1];
    expect(row.children!.map((node) => [node.widget, node.field, node.span])).toEqual([
      ['date', 'F_OrderDate', 12],
      ['time', 'F_DeliverTime', 12],
    ]);
    expect(card).toMatchObject({ id: 'n120', label: '收货' });
    expect(widgets(card.children)).toEqual(['groupTitle', 'textarea', 'radio', 'cascader', 'popupSelect']);
    expect(card.children![0].label).toBe('收货信息');
    expect(collapse.children!.map((panel) => [panel.label, panel.props])).toEqual([
      ['更多', undefined],
      ['系统', { open: false }],
    ]);
    expect(divider.label).toBe('以下为说明');
    expect(text.props).toEqual({ content: '请核对订单后提交' });
  });

  it('maps each field with its properties, rules and default', () => {
    expect(nodes.field('F_OrderNo')).toMatchObject({
      id: 'n102',
      widget: 'comInput',
      label: '订单编号',
      props: { placeholder: '请输入订单编号', prefix: 'NO.' },
      rules: { required: true, maxLength: 8, patterns: [{ pattern: '^[A-Z]{2}\\d{6}$', message: '编号为两位大写字母加六位数字' }] },
    });
    expect(nodes.field('F_OrderDate')).toMatchObject({ widget: 'date', props: { format: 'YYYY-MM-DD HH:mm:ss' }, default: 1700000000000 });
    expect(nodes.field('F_Urgent')).toMatchObject({ widget: 'switch', props: { activeText: '是', inactiveText: '否' }, default: 1 });
    expect(nodes.field('F_Status')).toMatchObject({
      widget: 'select',
      default: '1',
      props: {
        options: {
          kind: 'static',
          options: [
            { label: '草稿', value: '1' },
            { label: '已提交', value: '2' },
            { label: '已完成', value: '3' },
          ],
        },
      },
    });
    expect(nodes.field('F_Level').props).toEqual({ placeholder: '请选择', options: { kind: 'dictionary', dictionary: '464c0b27e3df4a3c8b7fbc2d8e0d7a31' } });
    expect(nodes.field('F_Address')).toMatchObject({ widget: 'textarea', rules: { required: true, maxLength: 200 } });
    expect(nodes.field('F_Ship')).toMatchObject({ props: { valueType: 'number' }, default: 2 });
    expect(nodes.field('F_Region').props).toMatchObject({ showAllLevels: false, separator: '-' });
    expect((nodes.field('F_Region').props!.options as { options: unknown[] }).options).toEqual([
      {
        label: '华东',
        value: 'east',
        children: [
          { label: '上海', value: 'sh' },
          { label: '杭州', value: 'hz' },
        ],
      },
    ]);
    expect(nodes.field('F_Files').props).toMatchObject({ accept: '.pdf,.docx', fileSize: 5, limit: 3 });
    expect(nodes.field('F_BillNo')).toMatchObject({ widget: 'billRule', props: { rule: 'OrderNo' } });
    expect(nodes.field('F_Org')).toMatchObject({ widget: 'currOrganize', props: { showLevel: 'last' } });
    expect(nodes.field('jnpf_ext_order_extra_jnpf_F_Remark').visible).toBe(false);
  });

  it('keeps the sub-table with its columns and a calculated column', () => {
    const table = nodes.field('tableField110');
    expect(table).toMatchObject({ id: 'n110', widget: 'table', label: '商品明细' });
    expect(table.props).toEqual({ addText: '添加商品', showSummary: true, summaryFields: ['F_Qty', 'F_Amount'] });
    expect(table.children!.map((column) => column.field)).toEqual(['F_GoodsName', 'F_Qty', 'F_Price', 'F_Amount']);
    expect(table.children![0]).toMatchObject({ props: { width: 200 }, rules: { required: true, maxLength: 50 } });
    expect(table.children![1]).toMatchObject({ props: { precision: 0 }, rules: { min: 1, max: 9999 } });
    expect(table.children![3].props).toEqual({ expression: 'tableField110.F_Qty * tableField110.F_Price' });
    // Outside the sub-table, JNPF's 'table.column' is the column's sum.
    expect(nodes.field('F_Total').props).toEqual({ isAmountChinese: true, expression: 'sum(tableField110.F_Amount) + 10.5' });
  });

  it('reports by field what has no equivalent, and nothing it carried over', () => {
    expect(brief(unmapped)).toEqual([
      'form F_OrderNo comInput',
      'form F_DeliverTime time',
      'form tableField110-F_Secret PsdInput',
      'form F_Mystery fooWidget',
      'form funcs.afterSubmit',
      'list tableField110-F_GoodsName comInput',
      'list tableField110-F_Qty numInput',
      'list btnsList.batchPrint',
      'tables jnpf_ext_order_extra_jnpf_F_Remark',
      'tables tableField110 table',
      'tables ext_order_extra',
    ]);
    expect(reasonOf(unmapped, 'F_OrderNo')).toMatch(/change script/);
    expect(reasonOf(unmapped, 'F_Mystery')).toMatch(/fooWidget is unknown/);
    expect(reasonOf(unmapped, 'tableField110-F_Secret')).toMatch(/cannot be a sub-table column/);
    expect(reasonOf(unmapped, 'tableField110-F_GoodsName')).toMatch(/sub-table column cannot be a column/);
    expect(unmapped.find((item) => item.field === 'F_Mystery')).toMatchObject({ label: '神秘控件', part: 'form' });
  });

  it('compiles', () => {
    const compiled = compileForm(design.form);
    const paths = allFields(compiled).map((field) => field.path);
    expect(paths).toEqual(expect.arrayContaining(['F_OrderNo', 'tableField110', 'F_GoodsName', 'F_Amount', 'F_Total', 'F_Org']));
    expect(compiled.fields.find((field) => field.path === 'F_Total')!.calculation).toBeDefined();
  });

  it('maps the list design', () => {
    expect(design.list).toEqual({
      type: 2,
      columns: [
        { field: 'F_OrderNo', width: 160, fixed: 'left', sortable: true },
        { field: 'F_OrderDate', align: 'center' },
        { field: 'F_Status' },
        { field: 'F_Total', width: 40, align: 'right' },
        { field: 'F_Customer' },
      ],
      search: [
        { field: 'F_OrderNo', searchType: 2 },
        { field: 'F_OrderDate', searchType: 3 },
        { field: 'F_Status', searchType: 1 },
      ],
      keywordFields: [],
      toolbar: ['add', 'download', 'batchRemove'],
      rowActions: ['edit', 'remove', 'detail'],
      sort: { field: 'F_OrderDate', order: 'desc' },
      paging: { hasPage: true, pageSize: 50 },
      permissions: { column: true, form: false, button: true, data: false },
      tree: { title: '客户等级', source: 'dictionary', dictionary: '464c0b27e3df4a3c8b7fbc2d8e0d7a31', field: 'F_Level' },
    });
  });

  it('maps the tables: the main one, and the sub-table by its node', () => {
    expect(design.tables.main.table).toBe('ext_order');
    expect(design.tables.main.columns).toMatchObject({ n102: 'f_orderno', n104: 'f_orderdate', n116: 'f_total', n138: 'f_remark' });
    expect(Object.keys(design.tables.main.columns)).not.toContain('n110');
    expect(design.tables.subTables).toEqual({
      n110: { table: 'ext_order_item', columns: { n111: 'f_goodsname', n112: 'f_qty', n113: 'f_price', n114: 'f_amount' } },
    });
  });
});

describe('a JNPF 5.x export', () => {
  const { info, design, unmapped } = readVdd(fixture('contract-5.x.vdd'));
  const nodes = index(design.form);

  it('reads the renamed keys as the catalog names them', () => {
    expect(info).toMatchObject({ fullName: '合同管理', enCode: 'crm.contract', sortCode: 7, description: '' });
    expect(
      ['contractName', 'queryPassword', 'amount', 'prepaid', 'signedAt', 'remindAt', 'orgId', 'area', 'attachments'].map((field) => nodes.field(field).widget),
    ).toEqual(['comInput', 'PsdInput', 'numInput', 'numInput', 'date', 'time', 'comSelect', 'address', 'uploadFz']);
    expect(widgets(design.form)).toEqual(['row', 'tab', 'collapse', 'JNPFText']);
    expect(widgets(design.form[1].children)).toEqual(['tabPane', 'tabPane']);
    expect(widgets(design.form[2].children)).toEqual(['collapsePanel']);
  });

  it('reads camelCase properties, addons and 5.x date rules', () => {
    expect(nodes.field('contractName')).toMatchObject({
      span: 16,
      props: { placeholder: '请输入合同名称', prefix: '合同', suffix: '号' },
      rules: { required: true, maxLength: 100, patterns: [{ pattern: '^\\S+$', message: '不能含空格' }] },
    });
    expect(nodes.field('amount')).toMatchObject({ props: { precision: 2, thousands: true }, rules: { min: 0, max: 100000000 }, default: 0 });
    expect(nodes.field('prepaid').props).toMatchObject({ thousands: true });
    expect(nodes.field('signedAt').props).toEqual({ placeholder: '请选择', format: 'YYYY-MM-DD HH:mm:ss', startTime: 1672531200000 });
    expect(nodes.field('effectiveOn').props).toEqual({ startTimeType: 2, startRelationField: 'signedAt' });
    expect(nodes.field('archived')).toMatchObject({ props: { activeText: '已归档', inactiveText: '未归档' }, default: 0 });
    expect(nodes.field('contractType')).toMatchObject({ default: 'sale', props: { options: { kind: 'static' } } });
    expect(nodes.field('industry').props).toMatchObject({ multiple: true, options: { kind: 'dictionary', dictionary: 'industryType' } });
    expect(nodes.field('area').props).toMatchObject({ level: 1 });
  });

  it('keeps the sub-table, its headers and buttons, and formulas in and around it', () => {
    const table = nodes.field('planTable');
    expect(table.props).toEqual({
      showSummary: true,
      summaryFields: ['planAmount'],
      complexHeaders: [{ label: '付款', fields: ['payDate', 'ratio'] }],
      deletable: false,
    });
    expect(nodes.field('planAmount').props).toEqual({ thousands: false, expression: 'amount * planTable.ratio / 100' });
    expect(nodes.field('calculate220').props).toEqual({ isStorage: false, expression: 'sum(planTable.planAmount)' });
    expect(() => compileForm(design.form)).not.toThrow();
  });

  it('maps defaultSortConfig, keywords and shown buttons into the list design', () => {
    expect(design.list).toMatchObject({
      type: 1,
      columns: [{ field: 'contractName', sortable: true }, { field: 'amount', label: '金额', width: 120, align: 'right' }, { field: 'signedAt' }],
      keywordFields: ['contractName'],
      toolbar: ['add', 'upload'],
      rowActions: ['edit', 'remove'],
      sort: { field: 'amount', order: 'asc' },
      permissions: { column: false, form: true, button: false, data: true },
    });
    expect(design.list.search.map((item) => [item.field, item.searchType])).toEqual([
      ['contractName', 2],
      ['contractType', 1],
      ['amount', 3],
    ]);
  });

  it('maps tables with fields[] and no tableKey', () => {
    expect(design.tables.main).toMatchObject({ table: 'crm_contract', columns: { n202: 'contractname', n211: 'amount', n213: 'signedat' } });
    expect(design.tables.main.columns).not.toHaveProperty('n220');
    expect(design.tables.subTables).toEqual({ n215: { table: 'crm_contract_plan', columns: { n216: 'paydate', n217: 'ratio', n218: 'planamount' } } });
  });

  it('reports what has no equivalent', () => {
    expect(brief(unmapped)).toEqual([
      'form contractName input',
      'form amount inputNumber',
      'form prepaid JNPFAmount',
      'form signedAt datePicker',
      'form signedAt datePicker',
      'form industry select',
      'form customerId relationForm',
      'list planTable-payDate datePicker',
      'list customBtnsList.btn_sync',
      'list defaultSortConfig.signedAt',
      'list ruleList',
      'list appColumnData',
      'tables planTable table',
    ]);
    expect(reasonOf(unmapped, 'contractName')).toMatch(/unique/);
    expect(reasonOf(unmapped, 'amount')).toMatch(/addon text 元/);
    expect(reasonOf(unmapped, 'industry')).toMatch(/enCode/);
    expect(unmapped.find((item) => item.field === 'payWay')).toBeUndefined();
  });
});

describe("Kiln's own export", () => {
  for (const name of ['order-3.4.vdd', 'contract-5.x.vdd']) {
    const first = readVdd(fixture(name));
    const text = writeVdd(first.info, first.design);

    it(`reads back as the identical model (${name})`, () => {
      const again = readVdd(text);
      expect(again.design).toEqual(first.design);
      expect(again.info).toEqual(first.info);
      expect(again.unmapped).toEqual([]);
    });

    it(`is a 3.4 export JNPF reads, whose parts map back to the same form and list (${name})`, () => {
      const row = JSON.parse(text) as Record<string, unknown>;
      expect(row).toMatchObject({ fullName: first.info.fullName, enCode: first.info.enCode, type: 1, webType: 2 });
      for (const part of ['formData', 'columnData', 'tables', 'kilnDesign']) expect(typeof row[part]).toBe('string');
      const formData = JSON.parse(row.formData as string) as { fields: { __config__: { jnpfKey: string; children?: unknown[] } }[] };
      const keys = JSON.stringify(formData)
        .match(/"jnpfKey":"(\w+)"/g)!
        .map((match) => match.slice(11, -1));
      for (const renamed of ['input', 'inputNumber', 'datePicker', 'timePicker', 'tabItem', 'collapseItem']) expect(keys).not.toContain(renamed);
      const tab = formData.fields.find((field) => field.__config__.jnpfKey === 'tab')!;
      expect((tab.__config__.children![0] as { __config__: { jnpfKey?: string } }).__config__.jnpfKey).toBeUndefined();
      const tables = JSON.parse(row.tables as string) as { typeId: string; table: string }[];
      expect(tables.map((table) => [table.typeId, table.table])).toEqual([
        ['1', first.design.tables.main.table],
        ...Object.values(first.design.tables.subTables).map((table) => ['0', table.table]),
      ]);

      delete row.kilnDesign;
      const mapped = readVdd(JSON.stringify(row));
      const withoutIds = (nodes: FormNode[]): unknown[] =>
        nodes.map(({ id: _id, children, ...rest }) => ({ ...rest, ...(children ? { children: withoutIds(children) } : {}) }));
      expect(withoutIds(mapped.design.form)).toEqual(withoutIds(first.design.form));
      expect(mapped.design.list).toEqual(first.design.list);
      expect(() => compileForm(mapped.design.form)).not.toThrow();
    });
  }

  it('carries every widget of the catalog to JNPF and back into a form that compiles', () => {
    const form = galleryForm(widgetCatalog());
    const design = { form, list: emptyListDesign(), tables: { main: { table: 'gallery', columns: {} }, subTables: {} } };
    const row = JSON.parse(writeVdd({ fullName: 'G', enCode: 'g', category: '', webType: 2, description: '', sortCode: 0 }, design)) as Record<string, unknown>;
    delete row.kilnDesign;
    const mapped = readVdd(JSON.stringify(row));
    expect(() => compileForm(mapped.design.form)).not.toThrow();
    const fieldsOf = (nodes: FormNode[]) => [...index(nodes).byField.keys()].sort();
    expect(fieldsOf(mapped.design.form)).toEqual(fieldsOf(form));
  });

  it('is not taken when its kilnDesign is not a valid design', () => {
    const first = readVdd(fixture('order-3.4.vdd'));
    const row = JSON.parse(writeVdd(first.info, first.design)) as Record<string, unknown>;
    row.kilnDesign = JSON.stringify({ ...first.design, form: [{ id: '1 bad', widget: 'comInput' }] });
    expect(readVdd(JSON.stringify(row)).design.form.length).toBe(first.design.form.length);
  });
});

describe('the data-interface widgets and dynamic options', () => {
  const exportOf = (fields: unknown[]) => JSON.stringify({ fullName: 'T', enCode: 't', webType: 1, formData: JSON.stringify({ fields }) });
  const field = (jnpfKey: string, vModel: string, config: Record<string, unknown> = {}, attrs: Record<string, unknown> = {}) => ({
    __config__: { jnpfKey, label: vModel, formId: vModel.length, ...config },
    __vModel__: vModel,
    ...attrs,
  });
  const templateJson = [
    { field: 'region', relationField: 'area', sourceType: 1, defaultValue: '' },
    { field: 'level', relationField: '', sourceType: 2, defaultValue: 'A' },
    { field: 'owner', relationField: '@user', sourceType: 4, defaultValue: '' },
  ];
  const picker = {
    interfaceId: '319a4d',
    propsValue: 'code',
    relationField: 'name',
    columnOptions: [
      { value: 'name', label: '名称' },
      { value: 'phone', label: '电话' },
    ],
    templateJson,
    hasPage: true,
    pageSize: 10,
    popupType: 'drawer',
    popupTitle: '选择客户',
    popupWidth: '600px',
    multiple: true,
  };
  const read = readVdd(
    exportOf([
      field('input', 'area'),
      field('popupSelect', 'customer', {}, picker),
      field('popupTableSelect', 'contacts', {}, { ...picker, filterable: false }),
      {
        __config__: { jnpfKey: 'popupAttr', label: '电话', formId: 90 },
        __vModel__: 'phoneCopy',
        relationField: 'customer',
        showField: 'phone',
        isStorage: 1,
      },
      field(
        'autoComplete',
        'city',
        {},
        { interfaceId: '77aa', relationField: 'cityName', total: 5, templateJson: [{ field: 'kw', relationField: '@keyword', sourceType: 4 }] },
      ),
      field('select', 'grade', { dataType: 'dynamic', propsUrl: '5a8f1c', templateJson }, { props: { props: { label: 'title', value: 'code' } } }),
      field('cascader', 'place', { dataType: 'dynamic', propsUrl: 'tree01' }, { props: { props: { label: 'n', value: 'v', children: 'sub' } } }),
    ]),
  );
  const nodes = index(read.design.form);

  it('come over as the catalog widgets with their interface, fields, columns, paging and popup', () => {
    const params = [
      { field: 'region', relationField: 'area' },
      { field: 'level', defaultValue: 'A' },
      { field: 'owner', relationField: '@user' },
    ];
    expect(nodes.field('customer')).toMatchObject({
      widget: 'popupSelect',
      props: { ...picker, templateJson: params },
    });
    expect(nodes.field('contacts')).toMatchObject({
      widget: 'popupTableSelect',
      props: { interfaceId: '319a4d', multiple: true, filterable: false, templateJson: params },
    });
    expect(nodes.field('city')).toMatchObject({
      widget: 'autoComplete',
      props: { interfaceId: '77aa', relationField: 'cityName', total: 5, templateJson: [{ field: 'kw', relationField: '@keyword' }] },
    });
    expect(() => compileForm(read.design.form)).not.toThrow();
  });

  it('keeps the popup attribute as a display node following its picker, and says the copy JNPF stored is not kept', () => {
    const attr = read.design.form.find((node) => node.widget === 'popupAttr')!;
    expect(attr).toMatchObject({ props: { relationField: 'customer', showField: 'phone' } });
    expect(attr.field).toBeUndefined();
    expect(formReasons(read.unmapped)).toEqual([expect.stringMatching(/isStorage/)]);
  });

  it('reads dataType dynamic as a data-interface option source with its label, value, children and parameters', () => {
    expect(nodes.field('grade').props!.options).toEqual({
      kind: 'dataInterface',
      interfaceId: '5a8f1c',
      labelField: 'title',
      valueField: 'code',
      params: [
        { field: 'region', relationField: 'area' },
        { field: 'level', value: 'A' },
        { field: 'owner', relationField: '@user' },
      ],
    });
    expect(nodes.field('place').props!.options).toEqual({
      kind: 'dataInterface',
      interfaceId: 'tree01',
      labelField: 'n',
      valueField: 'v',
      childrenField: 'sub',
    });
  });

  it('writes them as JNPF 3.4 does and reads them back the same', () => {
    const row = JSON.parse(writeVdd({ fullName: 'T', enCode: 't', category: '', webType: 1, description: '', sortCode: 0 }, read.design)) as Record<
      string,
      unknown
    >;
    const fields = (JSON.parse(row.formData as string) as { fields: Record<string, unknown>[] }).fields;
    const written = (vModel: string) => fields.find((item) => item.__vModel__ === vModel)!;
    expect(written('grade').__config__).toMatchObject({
      jnpfKey: 'select',
      dataType: 'dynamic',
      propsUrl: '5a8f1c',
      templateJson: [
        { field: 'region', relationField: 'area', sourceType: 1 },
        { field: 'level', defaultValue: 'A', sourceType: 2 },
        { field: 'owner', relationField: '@user', sourceType: 4 },
      ],
    });
    expect(written('customer')).toMatchObject({ interfaceId: '319a4d', propsValue: 'code', relationField: 'name', popupType: 'drawer', multiple: true });
    delete row.kilnDesign;
    const again = readVdd(JSON.stringify(row));
    const withoutIds = (list: FormNode[]): unknown[] =>
      list.map(({ id: _id, children, ...rest }) => ({ ...rest, ...(children ? { children: withoutIds(children) } : {}) }));
    expect(withoutIds(again.design.form)).toEqual(withoutIds(read.design.form));
  });

  it('reports a dynamic source that names no interface, and a parameter reading a field the form lacks', () => {
    const { design, unmapped } = readVdd(
      exportOf([
        field('radio', 'pay', { dataType: 'dynamic', propsUrl: '' }),
        field('popupSelect', 'p', {}, { interfaceId: 'x1', templateJson: [{ field: 'a', relationField: 'gone', sourceType: 1 }] }),
      ]),
    );
    // No options: the default (an empty fixed list) is not written.
    expect(design.form[0].props?.options).toBeUndefined();
    expect(design.form[1].props?.templateJson).toEqual([{ field: 'a' }]);
    expect(formReasons(unmapped)).toEqual([expect.stringMatching(/does not name/), expect.stringMatching(/reads the field gone/)]);
  });
});

describe('reading edge cases', () => {
  const exportOf = (fields: unknown[], extra: Record<string, unknown> = {}) =>
    JSON.stringify({ fullName: 'T', enCode: 't', webType: 1, formData: JSON.stringify({ fields }), ...extra });
  const field = (jnpfKey: string, vModel: string, config: Record<string, unknown> = {}, attrs: Record<string, unknown> = {}) => ({
    __config__: { jnpfKey, label: vModel, formId: vModel.length, ...config },
    __vModel__: vModel,
    ...attrs,
  });

  it('renames invalid field names, leaves out a repeated one and reports both', () => {
    const names = ['my-field', '1st', 'same', 'same'];
    const { design, unmapped } = readVdd(exportOf(names.map((name) => field('comInput', name))));
    expect(design.form.map((node) => [node.id, node.field])).toEqual([
      ['n8', 'my_field'],
      ['n3', 'f1st'],
      ['n4', 'same'],
    ]);
    expect(formReasons(unmapped)).toEqual([
      expect.stringMatching(/stores as my_field/),
      expect.stringMatching(/stores as f1st/),
      expect.stringMatching(/written twice/),
    ]);
    expect(() => compileForm(design.form)).not.toThrow();
  });

  it('takes patterns Kiln can check and reports the others', () => {
    const regList = [
      { pattern: '/^\\@\\w+$/', message: 'at' },
      { pattern: '/^abc$/i', message: 'flag' },
      { pattern: '/[/', message: 'broken' },
    ];
    const digits = [{ pattern: '/^\\d+$/', message: 'digits' }];
    const { design, unmapped } = readVdd(exportOf([field('comInput', 'code', { regList }), field('numInput', 'count', { regList: digits })]));
    expect(design.form[0].rules).toEqual({ patterns: [{ pattern: '^@\\w+$', message: 'at' }] });
    expect(design.form[1].rules).toBeUndefined();
    expect(formReasons(unmapped)).toEqual([
      expect.stringMatching(/flags i/),
      expect.stringMatching(/not a regular expression/),
      expect.stringMatching(/apply to text only/),
    ]);
  });

  it('leaves out a property the catalog refuses, and a default that does not fit', () => {
    const { design, unmapped } = readVdd(exportOf([field('rate', 'stars', { defaultValue: 'x' }, { max: 500 })]));
    expect(design.form[0]).toEqual({ id: 'n5', widget: 'rate', label: 'stars', field: 'stars' });
    expect(formReasons(unmapped)).toEqual([expect.stringMatching(/count setting 500 was left out/), expect.stringMatching(/default "x" does not fit/)]);
  });

  it('has no list without columnData, and names the main table from enCode when the export lists none', () => {
    const { design, unmapped } = readVdd(exportOf([field('comInput', 'name')]));
    expect(design.list.columns).toEqual([]);
    expect(design.tables.main).toEqual({ table: 't', columns: { n4: 'name' } });
    expect(brief(unmapped)).toEqual(['tables t']);
  });

  it('refuses what is not a model export, saying why', () => {
    expect(vddError('not json').ref).toEqual({ key: 'model.vdd.notJson' });
    expect(vddError('[1, 2]').ref.key).toBe('model.vdd.notObject');
    expect(vddError('{"fullName": "x"}').message).toBe('The file has no formData, so it is not an online-development model export');
    expect(vddError('{"formData": "{broken"}').ref).toEqual({ key: 'model.vdd.badPart', params: { part: 'formData' } });
    expect(vddError('{"formData": "{\\"a\\": 1}"}').ref.key).toBe('model.vdd.wrongShape');
    expect(vddError(JSON.stringify({ formData: '[]' })).ref.key).toBe('model.vdd.wrongShape');
    expect(vddError(exportOf([], { webType: 4 })).ref).toEqual({ key: 'model.vdd.webType', params: { webType: '4' } });
    expect(vddError(exportOf([], { tables: '{"a": 1}' })).ref.key).toBe('model.vdd.wrongShape');
    let deep: unknown = field('comInput', 'leaf');
    for (let i = 0; i < 30; i += 1) deep = { __config__: { jnpfKey: 'row', children: [deep] } };
    expect(vddError(exportOf([deep])).ref.key).toBe('model.vdd.tooDeep');
  });

  it('has its refusals in every interface language', () => {
    for (const text of Object.values(vddTexts)) for (const language of languages) expect(text[language]).toBeTruthy();
  });
});
