// The first worksheet of an uploaded .xlsx, row by row, through exceljs's
// streaming reader: the zip's entries come from zipEntries.ts under a budget
// of unpacked bytes, the shared strings are kept up to a count, and the rows
// are handed over one at a time, so the caller can stop at its row limit
// before the rest of the sheet is inflated. Nothing is written to disk.
import { Readable } from 'node:stream';
import path from 'node:path/posix';
import ExcelJS from 'exceljs';
import type { Row } from 'exceljs';
import { ApiError, badRequest } from '../http/errors';
import { sizeText } from '../modules/file/inspector';
import { declaredTotal, entryBytes, UnpackBudget, zipDirectory, type ZipEntry } from './zipEntries';

export interface SheetLimits {
  /** Bytes the entries read may unpack to, together. */
  maxUnpackedBytes: number;
  /** Shared strings (the workbook's table of distinct texts) kept for the cells to refer to. */
  maxSharedStrings: number;
}

interface Relationship {
  Id: string;
  Type: string;
  Target: string;
}

type WorksheetReader = AsyncIterable<Row>;

/**
 * The steps exceljs's WorkbookReader.parse() takes for each zip entry
 * (exceljs 4.4.0, lib/stream/xlsx/workbook-reader.js). Its typing declares
 * only the public face, whose parse() unzips by itself; these steps let the
 * entries be ones inflated and counted here, read in the order the cells need.
 */
interface WorkbookReaderSteps {
  sharedStrings?: unknown[];
  workbookRels?: Relationship[];
  model?: { sheets?: { rId: string }[] };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
  /** With sharedStrings 'emit': each string as it is read. */
  _parseSharedStrings(entry: Readable): AsyncGenerator<{ index: number; text: unknown }>;
  _parseWorksheet(chunks: AsyncIterable<Buffer>, sheetNo: string): Generator<{ eventType: string; value: WorksheetReader }, void>;
}

const relationType = (relation: Relationship) => relation.Type.slice(relation.Type.lastIndexOf('/') + 1);

/** A relationship's target as an entry name: relative to xl/, or absolute from the package root. */
const entryName = (target: string) => (target.startsWith('/') ? target.slice(1) : path.normalize(path.join('xl', target)));

/**
 * Yields the first worksheet's rows in order (exceljs rows: cells typed as
 * exceljs reads them, dates by the workbook's styles). Refused in words: a file
 * that is not a readable workbook, one without sheets, one whose entries unpack
 * past `maxUnpackedBytes` (claimed by its directory or found while inflating),
 * and one with more than `maxSharedStrings` shared strings.
 */
export async function* firstSheetRows(content: Buffer, limits: SheetLimits): AsyncGenerator<Row> {
  // exceljs stops reading a part early (a refusal) without closing it: its inflater is closed here.
  const opened: Readable[] = [];
  try {
    const entries = zipDirectory(content);
    const tooLarge = () => badRequest('import.unpackedTooLarge', { max: sizeText(limits.maxUnpackedBytes) });
    if (declaredTotal(entries) > limits.maxUnpackedBytes) throw tooLarge();
    const budget = new UnpackBudget(limits.maxUnpackedBytes, tooLarge);
    const entry = (name: string): ZipEntry | undefined => entries.get(name);
    const stream = (found: ZipEntry) => {
      const part = Readable.from(entryBytes(content, found, budget));
      opened.push(part);
      return part;
    };

    // Styles say which numbers are dates; shared strings are emitted so that they can be counted as they come.
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
      worksheets: 'emit',
      sharedStrings: 'emit',
      styles: 'cache',
      hyperlinks: 'ignore',
      entries: 'ignore',
    });
    // See WorkbookReaderSteps: the same object, seen with the steps its typing leaves out.
    const steps = reader as unknown as WorkbookReaderSteps;

    const rels = entry('xl/_rels/workbook.xml.rels');
    const book = entry('xl/workbook.xml');
    if (!rels || !book) throw badRequest('import.unreadable');
    await steps._parseRels(stream(rels));
    await steps._parseWorkbook(stream(book));
    const relations = steps.workbookRels ?? [];
    const related = (type: string) => relations.find((relation) => relationType(relation) === type);

    const styles = related('styles');
    const stylesEntry = styles && entry(entryName(styles.Target));
    if (stylesEntry) await steps._parseStyles(stream(stylesEntry));

    const strings: unknown[] = [];
    const shared = related('sharedStrings');
    const sharedEntry = shared && entry(entryName(shared.Target));
    if (sharedEntry) {
      for await (const { text } of steps._parseSharedStrings(stream(sharedEntry))) {
        if (strings.length === limits.maxSharedStrings) throw badRequest('import.tooManyTexts', { max: limits.maxSharedStrings });
        strings.push(text);
      }
    }
    steps.sharedStrings = strings;

    // The first sheet the workbook lists that is a worksheet (chart sheets hold no rows).
    const sheets = (steps.model?.sheets ?? []).map((sheet) =>
      relations.find((relation) => relation.Id === sheet.rId && relationType(relation) === 'worksheet'),
    );
    const first = sheets.find((relation) => relation !== undefined);
    const sheetEntry = first && entry(entryName(first.Target));
    if (!sheetEntry) throw badRequest('import.noSheet');
    const worksheet = steps._parseWorksheet(entryBytes(content, sheetEntry, budget), '1').next().value;
    if (!worksheet) throw badRequest('import.unreadable');
    yield* worksheet.value;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // Not a zip, a damaged one (UnreadableZip), or XML exceljs cannot read: all the same to the user.
    throw badRequest('import.unreadable');
  } finally {
    for (const part of opened) part.destroy();
  }
}
