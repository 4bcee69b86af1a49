// The import's spreadsheets, all through exceljs: the template (one header row
// of titles), reading a filled-in file into rows of text, and the failed rows
// with their reasons. Every column is formatted as text so that long numbers
// (phones, ID numbers) keep their digits.
import ExcelJS from 'exceljs';
import type { CellValue } from 'exceljs';
import { badRequest } from '../http/errors';

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A column as a sheet shows it. */
export interface SheetColumn {
  title: string;
  width?: number;
  /** A note on the header cell. */
  note?: string;
  /** Drawn in red: the column must be filled in. */
  required?: boolean;
}

const textFormat = '@';

function addSheet(workbook: ExcelJS.Workbook, name: string, columns: readonly SheetColumn[]): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.title, width: column.width ?? Math.max(12, column.title.length * 2 + 4), style: { numFmt: textFormat } }));
  const header = sheet.getRow(1);
  columns.forEach((column, i) => {
    const cell = header.getCell(i + 1);
    cell.font = { bold: true, color: column.required ? { argb: 'FFD9363E' } : undefined };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };
    if (column.note) cell.note = column.note;
  });
  return sheet;
}

/** The template: the titles in the first row and nothing else. */
export async function templateWorkbook(sheetName: string, columns: readonly SheetColumn[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  addSheet(workbook, sheetName, columns);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Rows under the titles, each a list of cell texts in the columns' order. */
export async function rowsWorkbook(sheetName: string, columns: readonly SheetColumn[], rows: readonly (readonly string[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = addSheet(workbook, sheetName, columns);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const pad = (n: number) => String(n).padStart(2, '0');

/** exceljs reads a date cell as the wall-clock time written in UTC. */
function dateText(date: Date): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const seconds = date.getUTCHours() * 3600 + date.getUTCMinutes() * 60 + date.getUTCSeconds();
  return seconds === 0 ? day : `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** A cell as the text a person sees in it (a formula's result, a link's text); errors read as empty. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : dateText(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : cellText(value.text as CellValue);
  if ('result' in value) return cellText(value.result as CellValue);
  return '';
}

export interface ReadSheet {
  /** The first row's texts, trimmed. */
  headers: string[];
  /** The rows below it that hold anything, as texts in the headers' columns. */
  rows: string[][];
}

/**
 * The first worksheet of an .xlsx file. A file exceljs cannot open (an .xls,
 * a renamed file, a damaged one) is refused in words, as is a workbook without
 * sheets; more than `maxRows` rows are refused before any is checked.
 */
export async function readFirstSheet(content: Buffer, maxRows: number): Promise<ReadSheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's typing wants its own Buffer type; a Node Buffer is what it reads.
    await workbook.xlsx.load(content as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest('import.unreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('import.noSheet');
  const headerRow = sheet.getRow(1);
  const width = headerRow.cellCount;
  const headers = Array.from({ length: width }, (_, i) => cellText(headerRow.getCell(i + 1).value).trim());
  const rows: string[][] = [];
  let count = 0;
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const texts = Array.from({ length: width }, (_, i) => cellText(row.getCell(i + 1).value).trim());
    if (texts.every((text) => text === '')) return;
    count += 1;
    if (count <= maxRows) rows.push(texts);
  });
  if (count > maxRows) throw badRequest('import.tooManyRows', { max: maxRows, count });
  return { headers, rows };
}
