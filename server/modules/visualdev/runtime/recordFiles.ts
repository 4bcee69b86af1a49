// The files a released model's records hold, as crudRoutes keeps them for the
// built-in screens: a write names the record, through the menu entry it was
// written by, the holder of the files its upload fields cite; whoever may read
// the record there (its data scheme applied) may read them; and each reader is
// shown only the files they may read.
import type { FormValues } from '@core/form';
import type { Kiln } from '../../../context';
import { ApiError } from '../../../http/errors';
import { heldFileIds } from '../../../forms/saveHooks';
import { filesSeenBy, holdsFiles } from '../../../forms/readableFiles';
import { ModelGrant } from './modelGrant';
import { scopedModelQuery } from './modelQuery';
import type { ReleasedModels } from './released';

/** After a write: the record holds the files it cites. One written through no entry (a model on no menu) holds none: they stay their uploader's. */
export async function holdRecordFiles(kiln: Kiln, grant: ModelGrant, recordId: string, values: FormValues): Promise<void> {
  if (!grant.menu) return;
  await kiln.files.holdInRecord(heldFileIds(grant.model.form, values), grant.menu.enCode, recordId);
}

/** Records as their reader may see them: an entry of a file they may not read keeps its id alone. */
export async function recordFilesSeen<R extends FormValues & { id: string }>(kiln: Kiln, grant: ModelGrant, records: R[]): Promise<R[]> {
  if (!grant.menu || !holdsFiles(grant.model.form)) return records;
  return filesSeenBy(kiln.files, grant.model.form, grant.menu.enCode, records, grant.session);
}

/** Files held by the records of a model's entry are read by whoever reads the record through that entry. */
export function readFilesThroughRecords(kiln: Kiln, released: ReleasedModels): void {
  kiln.files.readThroughRecordsOf(async (moduleCode) => {
    const model = await released.byMenuCode(moduleCode);
    const menu = model?.menus.find((entry) => entry.enCode === moduleCode);
    if (!model || !menu) return undefined;
    return async (recordId, session) => {
      try {
        const grant = await ModelGrant.forSession(kiln, session, model, null, menu.id);
        return (await scopedModelQuery(kiln, grant).stored(recordId)) !== null;
      } catch (error) {
        if (error instanceof ApiError && error.code === 403) return false;
        throw error;
      }
    };
  });
}
