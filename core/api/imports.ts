// The import wizard's calls (spec 02 §3.3, §5.4, §7.3), the same under every
// API base that offers an import: a template to fill in, the upload of the
// filled-in file, its preview, the import of the rows and the export of the
// rows that failed. Cells travel as text; the server turns them into values.
import type { Transport } from './envelope';
import type { DownloadLink } from './file';

/** The spec's limits (§5.4, §9): .xls/.xlsx, under 500 KB, at most 1,000 rows. */
export const importLimits = {
  extensions: ['xls', 'xlsx'],
  /** A file must be smaller than this (JNPF's check: size / 1024 < 500). */
  maxFileBytes: 500 * 1024,
  maxRows: 1000,
} as const;

/** A column of the preview (JNPF's headerRow): the field, its title, its widget key; a sub-table holds its columns in children. */
export interface ImportHeader {
  id: string;
  fullName: string;
  /** 'comInput', 'select', …; 'table' for a sub-table whose rows sit in the cell as a list. */
  jnpfKey: string;
  children: ImportHeader[];
}

/** One row of the file: each column's cell as text, by field. */
export type ImportRow = Record<string, string>;

/** A row that was not imported, with why. */
export type ImportFailure = ImportRow & { errorsInfo: string };

export interface ImportPreview {
  headerRow: ImportHeader[];
  dataRow: ImportRow[];
}

/** What the upload answers: `name` is what the preview asks for (the stored file's id, as JNPF keeps it). */
export interface ImportUpload {
  name: string;
  fileId: string;
  fileName: string;
  fileSize: number;
}

export interface ImportResult {
  /** 0: every row was imported; 1: some failed (failResult lists them). */
  resultType: 0 | 1;
  /** Rows imported. */
  snum: number;
  /** Rows refused. */
  fnum: number;
  failResult: ImportFailure[];
}

/** The wizard's calls under an API base ('/api/permission/Users'). */
export const importApi = (call: Transport, base: string) => ({
  template: () => call<DownloadLink>('GET', `${base}/TemplateDownload`),
  upload: (file: Blob, name: string) => {
    const form = new FormData();
    form.append('file', file, name);
    return call<ImportUpload>('POST', `${base}/Uploader`, form);
  },
  preview: (fileName: string) => call<ImportPreview>('GET', `${base}/ImportPreview`, { fileName }),
  importData: (list: ImportRow[]) => call<ImportResult>('POST', `${base}/ImportData`, { list }),
  /** The failed rows as a spreadsheet with their reasons (spec 02 §7.3's name; the users' ExportExceptionData is the same). */
  exportFailures: (list: ImportFailure[]) => call<DownloadLink>('POST', `${base}/ImportExceptionData`, { list }),
});

export type ImportApi = ReturnType<typeof importApi>;
