// A release or a rollback in two steps: a dry run answers the table difference
// at once; the change is then made, with confirmLosing only when the difference
// loses data and the administrator ticked that they accept it. Should the tables
// have moved on meanwhile, the refusal's own difference replaces the one shown.
import { useEffect, useState } from 'react';
import type { Envelope } from '@core/api/envelope';
import type { ReleaseOutcome, TableChange } from '@core/api/visualdev';
import { losingChangesOf } from './TableChanges';

export type ReleaseRun = (input: { dryRun?: boolean; confirmLosing?: boolean }) => Promise<Envelope<ReleaseOutcome>>;

export function useReleaseFlow(run: ReleaseRun) {
  // The dry run is the first render's; the change, made later, runs with what the dialog holds then.
  const [dryRun] = useState(() => () => run({ dryRun: true }));
  const [changes, setChanges] = useState<TableChange[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void dryRun().then((result) => {
      if (!live) return;
      if (result.code === 200) setChanges(result.data.changes);
      else setFailure(result.msg);
    });
    return () => {
      live = false;
    };
  }, [dryRun]);

  const losing = changes ? losingChangesOf(changes) : [];

  /** Makes the change; the answer when it was made, null when refused. */
  const commit = async (): Promise<Envelope<ReleaseOutcome> | null> => {
    setBusy(true);
    const result = await run(losing.length ? { confirmLosing: confirmed } : {});
    setBusy(false);
    if (result.code === 200) return result;
    const refused = (result.data as { changes?: TableChange[] } | null)?.changes;
    if (refused) {
      setChanges(refused);
      setConfirmed(false);
    }
    return null;
  };

  return {
    changes,
    failure,
    losing,
    confirmed,
    setConfirmed,
    busy,
    /** The change may be made: the difference is known, and any loss of data accepted. */
    ready: changes !== null && !busy && (losing.length === 0 || confirmed),
    commit,
  };
}

export type ReleaseFlow = ReturnType<typeof useReleaseFlow>;
