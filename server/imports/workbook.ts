// The spreadsheets an import writes, through exceljs: the template (one header
// row of titles) and the failed rows with their reasons. Every column is
// formatted as text so that long numbers (phones, ID numbers) keep their
// digits. Reading a filled-in file is sheetRows.ts's.
import ExcelJS from 'exceljs';

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
