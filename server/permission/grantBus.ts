// Grant changes reach every server process that shares one PostgreSQL
// database: each listens on one channel and drops the contexts a notice names.
// SQLite is one process's file, so there the local drop is all there is.
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { GrantChangeBus, GrantService } from '../auth/grants';

const channel = 'kiln_grants';

/** A notice's payload: '*' or user ids joined by ','. PostgreSQL caps payloads near 8000 bytes. */
const maxPayload = 7000;

export interface ListeningBus extends GrantChangeBus {
  close(): Promise<void>;
}

export async function listenForGrantChanges(db: Kysely<Database>, databaseUrl: string, grants: GrantService, onError: (error: Error) => void): Promise<ListeningBus> {
  const listener = new pg.Client({ connectionString: databaseUrl });
  listener.on('error', onError);
  listener.on('notification', (notice) => {
    if (notice.channel !== channel) return;
    const payload = notice.payload ?? '*';
    grants.forget(payload === '*' ? 'all' : payload.split(',').filter(Boolean));
  });
  await listener.connect();
  await listener.query(`listen ${channel}`);
  return {
    async publish(userIds) {
      const joined = userIds === 'all' ? '*' : userIds.join(',');
      const payload = joined.length > maxPayload ? '*' : joined;
      if (payload === '') return;
      await sql`select pg_notify(${channel}, ${payload})`.execute(db);
    },
    close: () => listener.end(),
  };
}
