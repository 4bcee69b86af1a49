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
/** How long to wait before listening again after the connection was lost. */
const reconnectDelayMs = 500;

export interface ListeningBus extends GrantChangeBus {
  close(): Promise<void>;
}

/**
 * Listens on its own connection. When that connection is lost, notices sent
 * meanwhile are lost too, so every context is dropped and the bus listens again.
 */
export async function listenForGrantChanges(db: Kysely<Database>, databaseUrl: string, grants: GrantService, onLost: (error: Error) => void): Promise<ListeningBus> {
  let closing = false;
  let listener: pg.Client | null = null;

  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    let lost = false;
    const reconnect = (error: Error) => {
      if (lost || closing) return;
      lost = true;
      onLost(error);
      grants.forget('all');
      setTimeout(() => void listen().catch(reconnect), reconnectDelayMs).unref();
    };
    client.on('error', reconnect);
    client.on('end', () => reconnect(new Error('the grant change listener was disconnected')));
    client.on('notification', (notice) => {
      if (notice.channel !== channel) return;
      const payload = notice.payload ?? '*';
      grants.forget(payload === '*' ? 'all' : payload.split(',').filter(Boolean));
    });
    await client.connect();
    await client.query(`listen ${channel}`);
    listener = client;
  };
  await listen();

  return {
    async publish(userIds) {
      const joined = userIds === 'all' ? '*' : userIds.join(',');
      const payload = joined.length > maxPayload ? '*' : joined;
      if (payload === '') return;
      await sql`select pg_notify(${channel}, ${payload})`.execute(db);
    },
    close: async () => {
      closing = true;
      await listener?.end();
    },
  };
}
