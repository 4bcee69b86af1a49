// The messages of the positions routes, in the three languages.
import type { TextTable } from '@core/i18n/text';

export const positionServerTexts: TextTable = {};
