// Every cache of rights, models or configuration is dropped on every server
// process when its source changes (ARCHITECTURE §4). A notice reaches this
// process's listeners at once; with PostgreSQL it also goes out on one channel
// that every process sharing the database listens on. SQLite is one process's
// file, so there the local delivery is all there is.
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * What a notice is about: grants (user ids), config (the system configuration), models (an online-development model id),
 * realtime (socket events and session ends for other processes' sockets: server/realtime/notices.ts).
 */
export type InvalidationTopic = 'grants' | 'config' | 'models' | 'realtime';

/** The payload that drops every entry a topic's caches hold. */
export const everything = '*';

/**
 * Drops what a notice's payload names. With PostgreSQL a process hears its own
 * notices twice (at once, and back from the channel), so a listener must be
 * idempotent, as dropping a cache entry is; the echo is what makes a notice
 * published inside a transaction exact, since it arrives when the transaction commits.
 */
export type InvalidationListener = (payload: string) => void;

export interface InvalidationBus {
  /**
   * Tells this process's listeners now and, with PostgreSQL, every process's.
   * Through a transaction (`through`), the other processes hear it when it commits.
   */
  publish(topic: InvalidationTopic, payload: string, through?: Kysely<Database>): Promise<void>;
  on(topic: InvalidationTopic, listener: InvalidationListener): void;
}

const channel = 'kiln_invalidate';
/** PostgreSQL refuses notices near 8000 bytes: a longer one says `everything` instead. */
const maxNoticeBytes = 7000;
/** How long to wait before listening again after the connection was lost. */
const reconnectDelayMs = 500;

const topics: ReadonlySet<string> = new Set<InvalidationTopic>(['grants', 'config', 'models', 'realtime']);

function noticeOf(topic: InvalidationTopic, payload: string): string {
  const notice = `${topic}:${payload}`;
  return Buffer.byteLength(notice) > maxNoticeBytes ? `${topic}:${everything}` : notice;
}

function isTopic(name: string): name is InvalidationTopic {
  return topics.has(name);
}

/** A notice from a process of another version may name a topic this one does not know: it is ignored. */
function readNotice(notice: string): { topic: InvalidationTopic; payload: string } | null {
  const colon = notice.indexOf(':');
  const topic = notice.slice(0, Math.max(colon, 0));
  return isTopic(topic) ? { topic, payload: notice.slice(colon + 1) } : null;
}

const asError = (thrown: unknown): Error => (thrown instanceof Error ? thrown : new Error(String(thrown)));

type Warn = (error: Error, message: string) => void;

/** In-process delivery; with PostgreSQL, NOTIFY, and LISTEN once `listen` is called. */
export class DatabaseInvalidationBus implements InvalidationBus {
  private readonly listeners = new Map<InvalidationTopic, InvalidationListener[]>();
  private client: pg.Client | null = null;
  private closing = false;

  /** `postgres`: the database other processes share (null on SQLite), told of every notice, from the first. */
  constructor(private readonly postgres: Kysely<Database> | null) {}

  on(topic: InvalidationTopic, listener: InvalidationListener): void {
    this.listeners.set(topic, [...(this.listeners.get(topic) ?? []), listener]);
  }

  async publish(topic: InvalidationTopic, payload: string, through?: Kysely<Database>): Promise<void> {
    try {
      this.deliver(topic, payload);
    } finally {
      // A cache here that failed to drop is no reason to keep the other processes' copies.
      if (this.postgres) await sql`select pg_notify(${channel}, ${noticeOf(topic, payload)})`.execute(through ?? this.postgres);
    }
  }

  /**
   * Listens on its own connection. When that connection is lost, notices sent
   * meanwhile are lost too: every topic's caches are dropped, when the loss is
   * seen and again once listening, and the bus listens again.
   */
  async listen(databaseUrl: string, warn: Warn): Promise<void> {
    const listenAgain = () => {
      setTimeout(() => {
        if (this.closing) return;
        this.connect(databaseUrl, lost, warn).then(
          () => this.dropEverything(warn),
          (error: unknown) => {
            warn(asError(error), 'the invalidation listener could not listen again; it tries again');
            listenAgain();
          },
        );
      }, reconnectDelayMs).unref();
    };
    const lost = (error: Error) => {
      if (this.closing) return;
      warn(error, 'database connection lost by the invalidation listener; every cache is dropped and it listens again');
      this.dropEverything(warn);
      listenAgain();
    };
    await this.connect(databaseUrl, lost, warn);
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.client?.end();
  }

  private async connect(databaseUrl: string, lost: (error: Error) => void, warn: Warn): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    // A client reports its loss once, however many events say so; one that never listened reports none.
    let live = true;
    const lose = (error: Error) => {
      if (!live) return;
      live = false;
      lost(error);
    };
    client.on('error', lose);
    client.on('end', () => lose(new Error('the invalidation listener was disconnected')));
    client.on('notification', (message) => {
      const notice = message.channel === channel ? readNotice(message.payload ?? '') : null;
      if (!notice) return;
      try {
        this.deliver(notice.topic, notice.payload);
      } catch (error) {
        warn(asError(error), `a cache could not drop what a ${notice.topic} notice named`);
      }
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      live = false;
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closing) {
      live = false;
      await client.end();
    } else this.client = client;
  }

  /** Runs every listener even when one throws; the first failure is thrown after. */
  private deliver(topic: InvalidationTopic, payload: string): void {
    const failures: unknown[] = [];
    for (const listener of this.listeners.get(topic) ?? []) {
      try {
        listener(payload);
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
  }

  private dropEverything(warn: Warn): void {
    for (const topic of this.listeners.keys()) {
      try {
        this.deliver(topic, everything);
      } catch (error) {
        warn(asError(error), `a cache could not drop every ${topic} entry`);
      }
    }
  }
}
