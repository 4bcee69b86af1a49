// The messages of the users routes, in the three languages.
import type { TextTable } from '@core/i18n/text';

export const usersServerTexts: TextTable = {};
