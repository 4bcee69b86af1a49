// Messages as compiled forms carry them (`form.maxLength?max=50`), in the user's language.
import { useCallback } from 'react';
import { useTranslation } from '@widgets/runtime/i18n';
import { parseMessageKey } from '@core/i18n/text';

export function useMessageText(): (message: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (message: string) => {
      const { key, params } = parseMessageKey(message);
      return t(key, { ...params, defaultValue: key });
    },
    [t],
  );
}
