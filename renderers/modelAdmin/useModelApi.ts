// The models' endpoint functions over the shell's transport, and the row a dialog opens on.
import { useMemo } from 'react';
import { visualDevApi } from '@core/api/visualdev';
import { useApi } from '@widgets/runtime/ApiContext';

export function useModelApi() {
  const { transport } = useApi();
  return useMemo(() => visualDevApi(transport), [transport]);
}

/** The menu entry whose buttons guard the screen's actions (server/modules/visualdev declares it). */
export const webDesignModule = 'onlineDev.webDesign';

/** What a row hands a dialog: the model's id and name. */
export const modelOf = (values: Record<string, unknown>) => ({
  id: typeof values.id === 'string' ? values.id : null,
  name: typeof values.fullName === 'string' ? values.fullName : '',
});
