// What a record's upload fields show the one reading it: each entry rebuilt
// from its file's row (name, size and link as stored now) where the reader may
// read the file, and its id alone — no name, size or link — where not. Saves
// check what they cite, but records saved before that may cite others' files:
// this keeps the read path safe as well as the write path.
import type { FileEntry } from '@core/api/file';
import type { CompiledField, CompiledForm, FormValues } from '@core/form';
import { widgetSpec } from '@core/widgets';
import type { SessionContext } from '../http/routeAccess';
import type { FileService } from '../modules/file/fileService';
import { uploadFieldPlaces } from './saveHooks';

/** A file the reader may not read, or one that is gone: its id stays, so a save sends it back and is told it does not exist. */
const withheld = (fileId: string): FileEntry => ({ name: fileId, fileId, url: '' });

const fileIdsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap((entry: unknown) => {
        const fileId = typeof entry === 'object' && entry !== null ? (entry as { fileId?: unknown }).fileId : undefined;
        return typeof fileId === 'string' ? [fileId] : [];
      })
    : [];

/**
 * Rewrites, in place, the upload fields of `records` (records of the menu
 * entry `module`, read through `form`) as `reader` may see them, reading
 * every file's row in one query; answers the records.
 */
export async function filesSeenBy<R extends FormValues & { id: string }>(
  files: FileService,
  form: CompiledForm,
  module: string,
  records: R[],
  reader: SessionContext,
): Promise<R[]> {
  const places = records.flatMap((record) =>
    uploadFieldPlaces(form, record).map((place) => ({ ...place, ids: fileIdsOf(place.holder[place.key]), holding: { module, recordId: record.id } })),
  );
  const rows = await files.rowsById(places.flatMap((place) => place.ids));
  for (const place of places) {
    const entries: FileEntry[] = [];
    for (const id of place.ids) {
      const row = rows.get(id);
      entries.push(row && (await files.mayReadIn(row, reader, place.holding)) ? files.entryOf(row) : withheld(id));
    }
    place.holder[place.key] = entries;
  }
  return records;
}

const holdsFilesIn = (fields: readonly CompiledField[]): boolean =>
  fields.some((field) => widgetSpec(field.widget)?.serverHook === 'ownFiles' || (field.columns !== undefined && holdsFilesIn(field.columns)));

/** Whether the form has an upload field, in a sub-table too: its records' entries are then shown per reader. */
export const holdsFiles = (form: CompiledForm): boolean => holdsFilesIn(form.fields);
