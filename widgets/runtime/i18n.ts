// The one translator of the browser and the hook screens read it through. A
// screen using `t` draws again when the language changes (`t` is a new
// function then, so memoised words follow too). src/i18n fills the tables.
import { useSyncExternalStore } from 'react';
import { createTranslator, type TFunction, type Translator } from '@core/i18n/translator';

export const translator: Translator = createTranslator();

const currentT = () => translator.t;

export function useTranslation(): { t: TFunction; i18n: Translator } {
  const t = useSyncExternalStore(translator.onLanguageChanged, currentT, currentT);
  return { t, i18n: translator };
}
