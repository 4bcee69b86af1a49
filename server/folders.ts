// Folders found by what they hold: the server finds its modules (module.ts) and
// the widgets (spec.ts) by reading their folders, so adding one edits no list.
import fs from 'node:fs';
import path from 'node:path';

/** The sub-folders of `dir` that hold `file`, in name order (by code unit, whatever the locale). */
export function foldersWith(dir: string, file: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, file)))
    .map((entry) => entry.name)
    .sort();
}
