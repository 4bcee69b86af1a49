// A spreadsheet cell as the text a person sees in it, which is what an import
// reads: a formula's result, a link's text, a date as yyyy-MM-dd.
import type { CellValue } from 'exceljs';

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
