// Stored upload values as JNPF keeps them: a file entry {name, fileId, url,
// fileSize?, fileExtension?, fileVersionId?}, an image entry {name, fileId, url};
// made from what an upload or a merge answered, and read back defensively.
import type { FileEntry, UploadedFile } from '@core/api/file';

export type ImageEntry = Pick<FileEntry, 'name' | 'fileId' | 'url'>;

/** The entries of a stored value; anything that is not an entry is left out. */
export function entriesOf(value: unknown): FileEntry[] {
  if (!Array.isArray(value)) return [];
  return value.filter((entry: unknown): entry is FileEntry => {
    if (typeof entry !== 'object' || entry === null) return false;
    const { fileId, name, url } = entry as Record<string, unknown>;
    return typeof fileId === 'string' && typeof name === 'string' && typeof url === 'string';
  });
}

/** The server's answer names the file by its id in `name` (as JNPF's widgets read it) and its cleaned name in `fileName`. */
export function fileEntryFrom(answer: UploadedFile, chosenName: string): FileEntry {
  return {
    name: answer.fileName || chosenName,
    fileId: answer.fileId || answer.name,
    url: answer.url,
    fileSize: answer.fileSize,
    fileExtension: answer.fileExtension,
    fileVersionId: answer.fileVersionId,
  };
}

export function imageEntryFrom(answer: UploadedFile, chosenName: string): ImageEntry {
  return { name: answer.fileName || chosenName, fileId: answer.fileId || answer.name, url: answer.url };
}
