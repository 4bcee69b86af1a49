// A released model's records as an .xlsx (JNPF's 导出 of a model list): the
// list's columns the user may see, of them the ones chosen, of the page the list
// shows or of every row its filters find — read only through the scoped model
// query, so the menu's data scheme holds — each value written as its widget's
// text. The workbook is the imports' (every cell text); the cap is the users'.
import type { Language } from '@core/i18n/text';
import { systemFields, type SystemField } from '@core/model/design';
import { formatEpoch, widgetSpec } from '@core/widgets';
import type { Kiln } from '../../../context';
import { badRequest } from '../../../http/errors';
import { say } from '../../../http/texts';
import { rowsWorkbook, xlsxContentType } from '../../../imports/workbook';
import type { DownloadFile } from '../../file/downloads';
import { maxExportRows } from '../../users/exportUsers';
import type { ModelGrant } from './modelGrant';
import { scopedModelQuery, type ListedRecord, type ModelListQuery } from './modelQuery';
import { cellTexts, systemFieldWidgets, type TextColumn } from './transferText';

/** Records read and named per query while writing every row. */
const batchSize = 1000;

export interface ExportRequest {
  /** 0: the page the list shows (the query's currentPage and pageSize); 1: every row the filters find. */
  dataType: 0 | 1;
  /** The columns chosen (fields); none: every column the user may see. */
  selectKey: readonly string[];
  query: ModelListQuery;
}

interface ExportColumn extends TextColumn {
  title: string;
}

const isSystemField = (name: string): name is SystemField => (systemFields as readonly string[]).includes(name);

/**
 * The columns an export writes, in the list's order: those the user's column
 * grants let them see (a column not granted is left out, chosen or not, as the
 * list leaves it out), and of them the ones chosen. Refused when none is left.
 */
function exportColumns(grant: ModelGrant, selectKey: readonly string[], language: Language): ExportColumn[] {
  const fields = new Map(grant.model.form.fields.map((field) => [field.path, field]));
  const chosen = new Set(selectKey);
  const columns = grant.model.design.list.columns.filter((column) => grant.seesColumn(column.field) && (chosen.size === 0 || chosen.has(column.field)));
  if (columns.length === 0) throw badRequest('visualdev.exportNoColumns');
  return columns.map((column) => {
    const field = fields.get(column.field);
    const systemWidget = isSystemField(column.field) ? systemFieldWidgets[column.field] : '';
    const label = column.label ?? field?.label ?? widgetSpec(systemWidget)?.label ?? column.field;
    return { field: column.field, widget: field?.widget ?? systemWidget, props: field?.props ?? {}, title: say({ key: label }, language) };
  });
}

/** A sheet's name as Excel takes it: at most 31 characters, none of : \ / ? * [ ]. */
export const sheetNameOf = (name: string) =>
  name
    .replace(/[:\\/?*[\]]/g, ' ')
    .slice(0, 31)
    .trim() || 'Sheet1';
/** A file's name without the characters file systems refuse. */
export const fileNameOf = (name: string) => name.replace(/[\\/:*?"<>|]/g, '_');

/** The records the export writes: one page, or every row the filters find in batches (refused past the cap). */
async function* exportedBatches(kiln: Kiln, grant: ModelGrant, request: ExportRequest): AsyncGenerator<ListedRecord[]> {
  const rows = scopedModelQuery(kiln, grant);
  if (request.dataType === 0) {
    yield (await rows.list(request.query)).list;
    return;
  }
  let written = 0;
  for (let page = 1; written < maxExportRows; page += 1) {
    const found = await rows.list({ ...request.query, currentPage: page, pageSize: batchSize });
    if (page === 1 && found.pagination.total > maxExportRows) throw badRequest('visualdev.exportTooMany', { max: maxExportRows });
    // Rows added while the batches are read may push past the cap: the export stops there.
    const batch = found.list.slice(0, maxExportRows - written);
    written += batch.length;
    yield batch;
    if (found.list.length < batchSize) return;
  }
}

export async function exportRecords(kiln: Kiln, grant: ModelGrant, request: ExportRequest, language: Language): Promise<DownloadFile> {
  const columns = exportColumns(grant, request.selectKey, language);
  const lines: string[][] = [];
  for await (const batch of exportedBatches(kiln, grant, request)) lines.push(...(await cellTexts(kiln.db, language, columns, batch)));
  const name = grant.model.fullName;
  const content = await rowsWorkbook(
    sheetNameOf(name),
    columns.map((column) => ({ title: column.title })),
    lines,
  );
  const stamp = formatEpoch(Date.now(), 'YYYYMMDDHHmmss');
  return { name: `${fileNameOf(name)}${stamp}.xlsx`, contentType: xlsxContentType, content };
}
