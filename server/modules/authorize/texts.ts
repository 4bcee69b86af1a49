// The messages of the grant routes, in the three languages.
import type { TextTable } from '@core/i18n/text';

export const authorizeServerTexts: TextTable = {};
