// The widget catalog on the server: each widgets/<name>/spec.ts is imported (it
// defines its entries in core's catalog) and each texts.ts joins the messages.
// The server reads no other part of a widget's folder: the bindings are React.
// The browser finds the same files by glob (widgets/catalog.ts); a test checks both agree.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TextTable } from '@core/i18n/text';
import { catalogTexts } from '@core/widgets/texts';
import { addTexts } from './http/texts';
import { foldersWith } from './folders';

export const widgetsDir = path.resolve(import.meta.dirname, '../widgets');

/** The folders that hold a widget spec, by name (sorted, as the browser's glob gives them). */
export function widgetFolders(dir = widgetsDir): string[] {
  return foldersWith(dir, 'spec.ts');
}

let loaded: Promise<void> | null = null;
const gathered: Record<string, TextTable[string]> = { ...catalogTexts };

/** Every widget's words, as loaded (after loadWidgets). */
export const widgetTextTable = (): TextTable => gathered;

/** Defines every widget of the folder in the catalog and adds their texts; once per process. */
export function loadWidgets(dir = widgetsDir): Promise<void> {
  loaded ??= (async () => {
    addTexts(catalogTexts, 'widget catalog');
    for (const folder of widgetFolders(dir)) {
      await import(pathToFileURL(path.join(dir, folder, 'spec.ts')).href);
      const textsFile = path.join(dir, folder, 'texts.ts');
      if (fs.existsSync(textsFile)) {
        const { texts } = (await import(pathToFileURL(textsFile).href)) as { texts: TextTable };
        addTexts(texts, `widget ${folder}`);
        Object.assign(gathered, texts);
      }
    }
  })();
  return loaded;
}
