// The messages of the organizations routes, in the three languages.
import type { TextTable } from '@core/i18n/text';

export const organizeServerTexts: TextTable = {};
