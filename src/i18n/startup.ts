// The words of the screens drawn before any request: the sign-in page and the frame.
import type { TextTable } from '@core/i18n/text';
import { commonTexts } from './texts/common';
import { loginTexts } from './texts/login';
import { layoutTexts } from './texts/layout';

export const startupTexts: TextTable = { ...commonTexts, ...loginTexts, ...layoutTexts };
