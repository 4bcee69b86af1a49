// Every widget's words, gathered from the folders (widgets/<name>/texts.ts),
// with those of the properties several widgets share.
import type { TextTable } from '@core/i18n/text';
import { catalogTexts } from '@core/widgets/texts';

const textModules = import.meta.glob<TextTable>('./*/texts.ts', { eager: true, import: 'texts' });

export const widgetTexts: TextTable = Object.assign({}, catalogTexts, ...Object.values(textModules));
