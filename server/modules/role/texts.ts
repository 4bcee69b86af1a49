// The messages of the roles routes, in the three languages.
import type { TextTable } from '@core/i18n/text';

export const roleServerTexts: TextTable = {};
