// What a widget's text format may consult, as the form and its views give it:
// translations, dictionary labels from the shared cache, and names of ids.
import { useMemo } from 'react';
import { useTranslation } from '@widgets/runtime/i18n';
import type { FormatContext } from '@core/widgets';
import { useApi } from './ApiContext';
import { useEntityName } from './EntityNames';

export function useFormatContext(): FormatContext {
  const { t } = useTranslation();
  const api = useApi();
  const entityName = useEntityName();
  return useMemo(() => ({ t: (key: string) => t(key), dictionaryLabel: (code: string, value: unknown) => api.dictionaries.label(code, value), entityName }), [t, api, entityName]);
}
