// What a file is, judged from its bytes (file-type) against the extension its
// name claims. The tables are data: which detected types each extension may
// be, which extensions are text, which image types a browser may show inline.

/** For each allowed extension, the file-type results (`ext`) its bytes may have. */
const detectedAs: Readonly<Record<string, readonly string[]>> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png', 'apng'],
  gif: ['gif'],
  bmp: ['bmp'],
  webp: ['webp'],
  tif: ['tif'],
  tiff: ['tif'],
  ico: ['ico'],
  heic: ['heic', 'avif'],
  pdf: ['pdf'],
  // Word, Excel and PowerPoint before 2007 are compound files (CFB).
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
  odt: ['odt'],
  ods: ['ods'],
  odp: ['odp'],
  rtf: ['rtf'],
  xml: ['xml'],
  zip: ['zip'],
  rar: ['rar'],
  '7z': ['7z'],
  gz: ['gz'],
  tgz: ['gz'],
  tar: ['tar'],
  bz2: ['bz2'],
  mp3: ['mp3'],
  wav: ['wav'],
  ogg: ['ogg', 'oga', 'ogv', 'opus', 'spx', 'ogx'],
  flac: ['flac'],
  aac: ['aac'],
  m4a: ['m4a', 'mp4'],
  wma: ['asf'],
  amr: ['amr'],
  mp4: ['mp4', 'm4v'],
  m4v: ['m4v', 'mp4'],
  mov: ['mov'],
  avi: ['avi'],
  mkv: ['mkv'],
  webm: ['webm'],
  flv: ['flv'],
  wmv: ['asf'],
  mpg: ['mpg'],
  mpeg: ['mpg'],
};

/** Extensions whose files file-type cannot recognise: accepted when the bytes are UTF-8 text without NUL. */
export const textExtensions: ReadonlySet<string> = new Set(['txt', 'csv', 'tsv', 'md', 'json', 'log', 'xml']);

/** Image types a browser shows safely through <img> (no SVG: it can carry script). */
export const inlineImageTypes: ReadonlySet<string> = new Set(['image/png', 'image/apng', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp']);

/** Types a preview frame may show inline; anything else is sent as an attachment. */
export function isSafeInline(mime: string): boolean {
  return inlineImageTypes.has(mime) || mime === 'application/pdf' || mime === 'text/plain';
}

export const textMimeType = 'text/plain';
export const unknownMimeType = 'application/octet-stream';

export type TypeVerdict = { ok: true; mime: string } | { ok: false; reason: 'file.typeMismatch' | 'file.typeUnknown' };

/**
 * Whether bytes detected as `detected` (undefined: file-type found nothing) may
 * carry `extension`. Text extensions take undetectable bytes only when they are
 * UTF-8 text; any other extension needs bytes that say what it says.
 */
export function judgeFileType(extension: string, detected: { ext: string; mime: string } | undefined, isUtf8Text: boolean): TypeVerdict {
  if (!detected) {
    if (textExtensions.has(extension) && isUtf8Text) return { ok: true, mime: textMimeType };
    return { ok: false, reason: textExtensions.has(extension) ? 'file.typeMismatch' : 'file.typeUnknown' };
  }
  // An extension the table does not know (an administrator added it) must be what file-type calls it.
  const expected = detectedAs[extension] ?? [extension];
  if (expected.includes(detected.ext)) return { ok: true, mime: detected.mime };
  return { ok: false, reason: 'file.typeMismatch' };
}
