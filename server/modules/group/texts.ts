// The messages of the groups routes, in the three languages.
import type { TextTable } from '@core/i18n/text';

export const groupServerTexts: TextTable = {};
