// The table of every widget in docs/widgets.md, made from the catalog: key,
// name, palette group, kind, column, properties and save hook. `npm run
// docs:widgets` writes it; a unit test fails when the file is stale.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TextTable } from '../core/i18n/text.ts';
import { paletteGroups, propertiesOf, type WidgetSpec } from '../core/widgets/index.ts';

export const tableStart = '<!-- widget table: made by `npm run docs:widgets` from the catalog -->';
export const tableEnd = '<!-- end of widget table -->';

const columnText = (spec: WidgetSpec) => {
  const column = spec.columnType?.({});
  if (!column) return '—';
  return column.kind === 'string' ? `string(${column.length})` : column.kind === 'decimal' ? `decimal(${column.precision},${column.scale})` : column.kind;
};

/** The widget table in Markdown, widgets in palette order and then by key. */
export function widgetTable(catalog: readonly WidgetSpec[], texts: TextTable): string {
  const order = (spec: WidgetSpec) => paletteGroups.indexOf(spec.group);
  const rows = [...catalog]
    .sort((a, b) => order(a) - order(b) || a.key.localeCompare(b.key))
    .map((spec) => {
      const name = texts[spec.label]?.zh ?? spec.label;
      const properties = propertiesOf(spec).map((property) => `\`${property.name}\`${property.default === undefined ? '' : `=${JSON.stringify(property.default)}`}`).join(' ') || '—';
      return `| \`${spec.key}\` | ${name} | ${texts[`designer.group.${spec.group}`]?.zh ?? spec.group} | ${spec.kind} | ${columnText(spec)} | ${spec.serverHook ?? '—'} | ${properties.replace(/\|/g, '\\|')} |`;
    });
  return [tableStart, '', '| key | name | palette | kind | column | on save | properties (default) |', '| --- | --- | --- | --- | --- | --- | --- |', ...rows, '', tableEnd].join('\n');
}

/** docs/widgets.md with its table replaced by `table`. */
export function withTable(document: string, table: string): string {
  const start = document.indexOf(tableStart);
  const end = document.indexOf(tableEnd);
  if (start < 0 || end < start) return `${document.trimEnd()}\n\n## Every widget\n\n${table}\n`;
  return document.slice(0, start) + table + document.slice(end + tableEnd.length);
}

export const widgetsDoc = path.resolve(import.meta.dirname, '../docs/widgets.md');

// Run directly: rewrite the table from the catalog as the server loads it.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { loadWidgets } = await import('../server/widgets.ts');
  const { widgetCatalog } = await import('../core/widgets/index.ts');
  const { widgetTextTable } = await import('../server/widgets.ts');
  await loadWidgets();
  fs.writeFileSync(widgetsDoc, withTable(fs.readFileSync(widgetsDoc, 'utf8'), widgetTable(widgetCatalog(), widgetTextTable())));
  console.log(`wrote ${path.relative(process.cwd(), widgetsDoc)}`);
}
