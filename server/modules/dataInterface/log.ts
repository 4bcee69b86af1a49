// The call log: one row per call (who, when, how long, success or failure, the
// message, the address). Rows are written in batches — a busy picker calls an
// interface many times a second — and the batch is written before the log is read.
import type { Kysely } from 'kysely';
import type { Paged, PageQuery } from '@core/api/envelope';
import type { InterfaceLogRow } from '@core/api/dataInterface';
import type { Database } from '../../db/schema';
import { newId } from '../../db/ids';
import { pageOf } from '../../db/paging';
import { containsText } from '../../db/search';
import type { DataInterfaceLogTable } from './tables';

const flushAfterMs = 200;
const flushAtRows = 200;

export class InterfaceLog {
  private pending: DataInterfaceLogTable[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly warn: (error: unknown) => void,
  ) {}

  record(entry: Omit<DataInterfaceLogTable, 'id'>): void {
    this.pending.push({ id: newId(), ...entry, message: entry.message.slice(0, 500), ip: entry.ip.slice(0, 64) });
    if (this.pending.length >= flushAtRows) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), flushAfterMs);
      this.timer.unref();
    }
  }

  /** Writes what is waiting (one insert); later calls wait for the write under way. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.pending;
    this.pending = [];
    if (rows.length) {
      this.writing = this.writing.then(() =>
        this.db
          .insertInto('data_interface_log')
          .values(rows)
          .execute()
          .then(() => undefined, this.warn),
      );
    }
    return this.writing;
  }

  async page(interfaceId: string, query: PageQuery): Promise<Paged<InterfaceLogRow>> {
    await this.flush();
    let select = this.db
      .selectFrom('data_interface_log as l')
      .leftJoin('base_user as u', 'u.id', 'l.user_id')
      .selectAll('l')
      .select(['u.real_name', 'u.account'])
      .where('l.interface_id', '=', interfaceId);
    if (query.keyword?.trim()) select = select.where(containsText(['l.message', 'l.ip', 'u.real_name', 'u.account'], query.keyword.trim()));
    const order = { columns: { invokeTime: 'l.invoke_time' }, defaultColumn: 'l.invoke_time', defaultDirection: 'desc' as const, tieBreaker: 'l.id' };
    return pageOf(select, query, order, (row) => ({
      id: row.id,
      invokeTime: Number(row.invoke_time),
      userId: row.user_id,
      userName: row.real_name ? `${row.real_name}/${row.account}` : '',
      invokWasteTime: Number(row.duration_ms),
      invokType: row.outcome === 1 ? 1 : 0,
      message: row.message,
      invokIp: row.ip,
    }));
  }
}
