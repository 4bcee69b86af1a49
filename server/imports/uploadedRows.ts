// What an upload brings to its import, read once while the request is in
// hand: the first sheet's header row matched to the import's columns, and the
// rows below it that hold anything, each as the columns' cell texts. Reading
// stops at the first row past the limit; the sheet is never held whole.
import type { ImportRow } from '@core/api/imports';
import type { Row } from 'exceljs';
import { badRequest } from '../http/errors';
import { say } from '../http/texts';
import { cellText } from './cellText';
import type { ImportColumn } from './columns';
import { firstSheetRows, type SheetLimits } from './sheetRows';

export interface UploadedRows {
  /** Fields of required columns the header row lacks (the preview names them in the request's words). */
  missing: string[];
  /** The rows under the header, by field ('' for an empty cell or a column the file lacks). */
  rows: ImportRow[];
}

export interface UploadLimits extends SheetLimits {
  maxRows: number;
}

/** A header cell names a column by its title in any language, or by its field. */
function headerIndex(columns: readonly ImportColumn[]): Map<string, ImportColumn> {
  const index = new Map<string, ImportColumn>();
  for (const column of columns) {
    index.set(column.field.toLowerCase(), column);
    for (const language of ['zh', 'zhtw', 'en'] as const) index.set(say({ key: column.title }, language).toLowerCase(), column);
  }
  return index;
}

/** Where each column's cells are (column numbers from 1): the first header cell naming it, a leading * (required) ignored. */
function positionsOf(header: Row, byHeader: Map<string, ImportColumn>): Map<string, number> {
  const positions = new Map<string, number>();
  header.eachCell((cell, number) => {
    const column = byHeader.get(cellText(cell.value).trim().replace(/^\*/, '').trim().toLowerCase());
    if (column && !positions.has(column.field)) positions.set(column.field, number);
  });
  return positions;
}

/** A row holds something when any cell under the header's width has text (only the cells present are visited). */
function holdsText(row: Row, width: number): boolean {
  let found = false;
  row.eachCell((cell, number) => {
    if (!found && number <= width && cellText(cell.value).trim() !== '') found = true;
  });
  return found;
}

export async function readUploadedRows(content: Buffer, columns: readonly ImportColumn[], limits: UploadLimits): Promise<UploadedRows> {
  const byHeader = headerIndex(columns);
  let positions = new Map<string, number>();
  let width = 0;
  const rows: ImportRow[] = [];
  for await (const row of firstSheetRows(content, limits)) {
    if (row.number === 1) {
      positions = positionsOf(row, byHeader);
      width = row.cellCount;
      continue;
    }
    if (!holdsText(row, width)) continue;
    // The row past the limit ends the reading: what follows is never inflated.
    if (rows.length === limits.maxRows) throw badRequest('import.tooManyRows', { max: limits.maxRows });
    const cells: ImportRow = {};
    for (const column of columns) {
      const at = positions.get(column.field);
      cells[column.field] = at === undefined ? '' : cellText(row.getCell(at).value).trim();
    }
    rows.push(cells);
  }
  const missing = columns.filter((column) => column.required && !positions.has(column.field)).map((column) => column.field);
  return { missing, rows };
}
