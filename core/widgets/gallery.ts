// The widget gallery's form: one node of every field and system widget in the
// catalog, grouped by palette under group titles, a sub-table of typical
// columns, and the layout and display widgets around them. Made from the
// catalog on each side (server and browser), so a new widget joins it without
// an edit here; sample properties below only make some widgets show something.
import type { FormNode } from '../form/format';
import type { FormPageSchema } from '../schema/types';
import { inPaletteOrder, paletteGroups, propertiesOf, type WidgetProps, type WidgetSpec } from './spec';

import { galleryApi, galleryFormId, galleryModule } from './galleryIds';

/**
 * The seeded demo interface the data-interface widgets read in the gallery: static rows of customers
 * (id, fullName, code, phone), enCode demo.customers, seeded with this id so the sample form can name it.
 */
export const demoCustomersInterfaceId = 'demo-customers';

const customerColumns = [
  { value: 'fullName', label: 'gallery.customerName' },
  { value: 'code', label: 'gallery.customerCode' },
  { value: 'phone', label: 'gallery.customerPhone' },
];

/** Properties that make a widget show something in the gallery; only those the widget declares are used. */
const sampleProps: Record<string, WidgetProps> = {
  select: { options: { kind: 'static', options: [{ label: 'gallery.optionA', value: 'a' }, { label: 'gallery.optionB', value: 'b' }] } },
  radio: { options: { kind: 'static', options: [{ label: 'gallery.optionA', value: 'a' }, { label: 'gallery.optionB', value: 'b' }] } },
  checkbox: { options: { kind: 'static', options: [{ label: 'gallery.optionA', value: 'a' }, { label: 'gallery.optionB', value: 'b' }] } },
  treeSelect: { options: { kind: 'dictionary', dictionary: 'businessType' } },
  cascader: { options: { kind: 'dictionary', dictionary: 'businessType' } },
  dicSelect: { dictionaryType: 'businessType' },
  barcode: { dataType: 'relation', relationField: 'title', staticText: 'KILN2026' },
  qrcode: { dataType: 'relation', relationField: 'title', staticText: 'KILN2026' },
  billRule: { rule: 'salesOrder' },
  calculate: { expression: 'numInput * 2' },
  JNPFText: { content: 'gallery.sampleText' },
  // Large enough for a file that goes up in chunks.
  uploadFz: { fileSize: 200, sizeUnit: 'MB' },
  link: { href: 'https://kiln.example/', target: '_blank' },
  popupSelect: { interfaceId: demoCustomersInterfaceId, columnOptions: customerColumns, hasPage: true, pageSize: 5 },
  popupTableSelect: { interfaceId: demoCustomersInterfaceId, columnOptions: customerColumns, multiple: true, collapseTags: true },
  // The phone of the customer picked in the popup picker above.
  popupAttr: { relationField: 'popupSelect', showField: 'phone' },
  autoComplete: { interfaceId: demoCustomersInterfaceId },
};

/** Widgets that take the whole width of the form. */
const wide = new Set(['table', 'editor', 'uploadFz', 'uploadImg', 'textarea', 'checkbox']);

function sampleOf(spec: WidgetSpec): WidgetProps | undefined {
  const sample = sampleProps[spec.key];
  if (!sample) return undefined;
  const declared = new Set(propertiesOf(spec).map((property) => property.name));
  const props = Object.fromEntries(Object.entries(sample).filter(([name]) => declared.has(name)));
  return Object.keys(props).length ? props : undefined;
}

function fieldNode(spec: WidgetSpec): FormNode {
  const props = sampleOf(spec);
  const stores = spec.kind !== 'layout';
  return { id: `g_${spec.key}`, widget: spec.key, ...(stores ? { field: spec.key } : {}), label: spec.label, span: wide.has(spec.key) ? 24 : 12, ...(props ? { props } : {}) };
}

/** Display widgets the gallery shows beside the fields (the titles and alerts around them show themselves). */
const framing = new Set(['groupTitle', 'alert', 'divider']);

function subTable(catalog: readonly WidgetSpec[]): FormNode {
  const known = new Set(catalog.map((spec) => spec.key));
  const columns = ['comInput', 'numInput', 'select', 'date', 'uploadImg'].filter((key) => known.has(key));
  return {
    id: 'g_table',
    widget: 'table',
    field: 'lines',
    label: 'widget.table',
    span: 24,
    // Rows are picked from the business types (a dictionary), the text column filled with the picked name.
    props: {
      showSummary: true,
      summaryFields: ['numInput'],
      addType: 1,
      addDialog: { title: 'gallery.pickRows', source: { kind: 'dictionary', dictionary: 'businessType' }, columns: [{ field: 'fullName', label: 'gallery.pickName' }, { field: 'enCode', label: 'gallery.pickCode' }], fill: { comInput: 'fullName' } },
    },
    children: columns.map((key) => {
      const spec = catalog.find((candidate) => candidate.key === key)!;
      const props = sampleOf(spec);
      return { id: `g_table_${key}`, widget: key, field: key, label: spec.label, ...(props ? { props } : {}) };
    }),
  };
}

const sampleText = (id: string): FormNode => ({ id, widget: 'JNPFText', props: { content: 'gallery.sampleText' } });

/** The layout containers around some text: a card holding tabs, a divider and collapsible panels. */
function containers(catalog: readonly WidgetSpec[]): FormNode[] {
  const known = new Set(catalog.map((spec) => spec.key));
  if (!['card', 'tab', 'tabPane', 'collapse', 'collapsePanel', 'divider', 'JNPFText'].every((key) => known.has(key))) return [];
  return [
    {
      id: 'g_card',
      widget: 'card',
      label: 'widget.card',
      children: [
        { id: 'g_tabs', widget: 'tab', children: ['1', '2'].map((n) => ({ id: `g_tab${n}`, widget: 'tabPane', label: 'widget.tabPane', children: [sampleText(`g_tab_text${n}`)] })) },
        { id: 'g_divider', widget: 'divider' },
        { id: 'g_collapse', widget: 'collapse', children: ['1', '2'].map((n) => ({ id: `g_panel${n}`, widget: 'collapsePanel', label: 'widget.collapsePanel', children: [sampleText(`g_panel_text${n}`)] })) },
      ],
    },
  ];
}

/** The gallery's authoring tree from a catalog. */
export function galleryForm(catalog: readonly WidgetSpec[]): FormNode[] {
  const stored = catalog.filter(
    (spec) => ((spec.kind === 'field' || spec.kind === 'system') && spec.gallery !== false) || (spec.kind === 'layout' && spec.group === 'display' && !framing.has(spec.key)),
  );
  const groups = paletteGroups
    .map((group) => ({ group, specs: inPaletteOrder(stored.filter((spec) => spec.group === group)) }))
    .filter(({ specs }) => specs.length > 0);
  return [
    { id: 'g_intro', widget: 'alert', label: 'gallery.intro', props: { type: 'info' } },
    { id: 'g_title', widget: 'comInput', field: 'title', label: 'gallery.sampleTitle', rules: { required: true, maxLength: 50 } },
    ...groups.flatMap(({ group, specs }): FormNode[] => [
      { id: `g_group_${group}`, widget: 'groupTitle', label: `designer.group.${group}` },
      { id: `g_row_${group}`, widget: 'row', children: specs.filter((spec) => spec.key !== 'comInput').map(fieldNode) },
    ]),
    { id: 'g_group_table', widget: 'groupTitle', label: 'designer.group.layout' },
    subTable(catalog),
    ...containers(catalog),
  ];
}

/** The gallery's form page: samples saved and read through the gallery's API. */
export function galleryFormPage(catalog: readonly WidgetSpec[]): FormPageSchema {
  return {
    id: galleryFormId,
    type: 'form',
    title: 'gallery.title',
    module: galleryModule,
    container: 'drawer',
    width: 1100,
    labelWidth: 110,
    titles: { create: 'gallery.create', edit: 'gallery.edit', view: 'gallery.view' },
    api: {
      get: { method: 'GET', url: `${galleryApi}/{id}` },
      create: { method: 'POST', url: galleryApi },
      update: { method: 'PUT', url: `${galleryApi}/{id}` },
    },
    form: galleryForm(catalog),
  };
}
