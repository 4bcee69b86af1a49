// Small .xlsx files that unpack to a great deal (for the import's limits, in
// the API tests and the benchmarks): a header row of titles, then content
// repeated inside the sheet or the shared strings, which deflate squeezes by
// hundreds to one. A file can also understate its sizes in the zip's
// directory, as a forged one would.
import yazl from 'yazl';

const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const packageRelationships = 'http://schemas.openxmlformats.org/package/2006/relationships';
const head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const relationship = (id: string, type: string, target: string) => `<Relationship Id="${id}" Type="${relationships}/${type}" Target="${target}"/>`;
const override = (part: string, type: string) =>
  `<Override PartName="${part}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.${type}+xml"/>`;

/** Text repeated `times` over, built without a string of the whole. */
export interface Repeated {
  xml: string;
  times: number;
}

export interface ExpandingParts {
  /** Row 1, as inline strings. */
  headers: readonly string[];
  /** Written inside <sheetData> after the header row. */
  sheetFill?: Repeated | ((row: number) => string);
  /** How many rows a function fill writes (rows 2, 3, …). */
  fillRows?: number;
  /** Written inside <sheetData> after the fill (blanks, say). */
  padding?: Repeated;
  /** The <si> elements of xl/sharedStrings.xml. */
  sharedStrings?: Repeated;
  /** Writes each entry's unpacked size in the zip as its packed size, as a forger would. */
  understateSizes?: boolean;
  /** zlib's level (6 unless said; 9 packs a little tighter, slower). */
  compressionLevel?: number;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const repeated = (fill: Repeated) => Buffer.alloc(Buffer.byteLength(fill.xml) * fill.times, fill.xml);

function sheetXml(parts: ExpandingParts): Buffer {
  const header = parts.headers.map((title, i) => `<c r="${columnName(i)}1" t="inlineStr"><is><t>${escape(title)}</t></is></c>`).join('');
  const fill = parts.sheetFill;
  let body: Buffer;
  if (!fill) body = Buffer.alloc(0);
  else if (typeof fill === 'function') {
    const pieces: string[] = [];
    for (let row = 2; row < (parts.fillRows ?? 0) + 2; row += 1) pieces.push(fill(row));
    body = Buffer.from(pieces.join(''));
  } else body = repeated(fill);
  const padding = parts.padding ? repeated(parts.padding) : Buffer.alloc(0);
  return Buffer.concat([
    Buffer.from(`${head}<worksheet xmlns="${main}"><sheetData><row r="1">${header}</row>`),
    body,
    padding,
    Buffer.from('</sheetData></worksheet>'),
  ]);
}

/** Every entry's unpacked size field (directory and local header) set to its packed size. */
function understate(zip: Buffer): Buffer {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i += 1) {
    const packed = zip.readUInt32LE(at + 20);
    zip.writeUInt32LE(packed, at + 24);
    const local = zip.readUInt32LE(at + 42);
    zip.writeUInt32LE(packed, local + 22);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return zip;
}

export async function expandingWorkbook(parts: ExpandingParts): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const level = parts.compressionLevel ?? 6;
  const add = (name: string, content: string | Buffer) =>
    zip.addBuffer(typeof content === 'string' ? Buffer.from(content) : content, name, { compressionLevel: level });
  const strings = parts.sharedStrings;
  add(
    '[Content_Types].xml',
    `${head}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      override('/xl/workbook.xml', 'sheet.main') +
      override('/xl/worksheets/sheet1.xml', 'worksheet') +
      (strings ? override('/xl/sharedStrings.xml', 'sharedStrings') : '') +
      '</Types>',
  );
  add('_rels/.rels', `${head}<Relationships xmlns="${packageRelationships}">${relationship('rId1', 'officeDocument', 'xl/workbook.xml')}</Relationships>`);
  add(
    'xl/workbook.xml',
    `${head}<workbook xmlns="${main}" xmlns:r="${relationships}"><sheets><sheet name="用户" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  add(
    'xl/_rels/workbook.xml.rels',
    `${head}<Relationships xmlns="${packageRelationships}">${relationship('rId1', 'worksheet', 'worksheets/sheet1.xml')}` +
      `${strings ? relationship('rId2', 'sharedStrings', 'sharedStrings.xml') : ''}</Relationships>`,
  );
  add('xl/worksheets/sheet1.xml', sheetXml(parts));
  if (strings) add('xl/sharedStrings.xml', Buffer.concat([Buffer.from(`${head}<sst xmlns="${main}">`), repeated(strings), Buffer.from('</sst>')]));
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  const content = Buffer.concat(chunks);
  return parts.understateSizes ? understate(content) : content;
}

/** The unpacked size the zip's directory declares for all its entries. */
export function declaredUnpackedSize(zip: Buffer): number {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < zip.readUInt16LE(end + 10); i += 1) {
    total += zip.readUInt32LE(at + 24);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return total;
}
