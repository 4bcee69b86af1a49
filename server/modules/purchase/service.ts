// Purchase requests with their lines, written together in one transaction.
import type { Kysely, Selectable } from 'kysely';
import type { Paged, PageQuery } from '@core/api/envelope';
import type { FileEntry } from '@core/api/file';
import type { Database } from '../../db/schema';
import type { PurchaseRequestTable } from './tables';
import { newId } from '../../db/ids';
import { pageOf } from '../../db/paging';
import type { DataScope } from '../../permission/dataScope';
import { containsText } from '../../db/search';
import { ApiError } from '../../http/errors';

export interface PurchaseLine {
  name: string;
  spec?: string;
  quantity: number;
  price: number;
  amount: number;
}

/** What the form sends, its calculations worked out by the server (core/form). */
export interface PurchaseInput {
  title: string;
  applicant: string;
  applyDate: number;
  category?: string;
  urgent?: number;
  urgentReason?: string;
  remark?: string;
  /** The entries the upload field's save hook rebuilt from the file rows. */
  attachments?: FileEntry[];
  items: PurchaseLine[];
  total: number;
}

const notFound = () => new ApiError(404, { key: 'purchase.notFound' });

function toRequest(row: Selectable<PurchaseRequestTable>) {
  return {
    id: row.id,
    title: row.title,
    applicant: row.applicant,
    applyDate: Number(row.apply_date),
    category: row.category,
    urgent: Number(row.urgent),
    urgentReason: row.urgent_reason,
    remark: row.remark,
    attachments: JSON.parse(row.attachments) as FileEntry[],
    total: Number(row.total),
    creatorTime: Number(row.created_at),
  };
}

const sortable = { title: 'title', applyDate: 'apply_date', total: 'total', creatorTime: 'created_at' };

export class PurchaseService {
  constructor(private readonly db: Kysely<Database>) {}

  async page(query: PageQuery, scope: DataScope): Promise<Paged<ReturnType<typeof toRequest>>> {
    let select = scope.apply(this.db.selectFrom('demo_purchase_request as r').selectAll('r'));
    if (query.keyword?.trim()) select = select.where(containsText(['title', 'applicant'], query.keyword.trim()));
    return pageOf(select, query, { columns: sortable, defaultColumn: 'created_at', defaultDirection: 'desc', tieBreaker: 'id' }, toRequest);
  }

  /** Is the request there and within the scope? Changes and reads of one request ask first. */
  private async visible(db: Kysely<Database>, id: string, scope: DataScope): Promise<boolean> {
    return Boolean(await scope.apply(db.selectFrom('demo_purchase_request as r').select('r.id').where('r.id', '=', id)).executeTakeFirst());
  }

  async get(id: string, scope: DataScope) {
    const row = await scope.apply(this.db.selectFrom('demo_purchase_request as r').selectAll('r').where('r.id', '=', id)).executeTakeFirst();
    if (!row) throw notFound();
    const items = await this.db.selectFrom('demo_purchase_item').selectAll().where('request_id', '=', id).orderBy('sort_code').execute();
    return {
      ...toRequest(row),
      items: items.map((item) => ({ name: item.name, spec: item.spec, quantity: Number(item.quantity), price: Number(item.price), amount: Number(item.amount) })),
    };
  }

  private columnsOf(input: PurchaseInput) {
    return {
      title: input.title,
      applicant: input.applicant,
      apply_date: input.applyDate,
      category: input.category ?? '',
      urgent: input.urgent ?? 0,
      // The form's condition already left the reason out of a request that is not urgent.
      urgent_reason: input.urgentReason ?? '',
      remark: input.remark ?? '',
      attachments: JSON.stringify(input.attachments ?? []),
      total: input.total,
    };
  }

  private async writeLines(trx: Kysely<Database>, requestId: string, items: PurchaseLine[]) {
    await trx.deleteFrom('demo_purchase_item').where('request_id', '=', requestId).execute();
    if (!items.length) return;
    await trx
      .insertInto('demo_purchase_item')
      .values(items.map((item, index) => ({ id: newId(), request_id: requestId, sort_code: index, name: item.name, spec: item.spec ?? '', quantity: item.quantity, price: item.price, amount: item.amount })))
      .execute();
  }

  async create(input: PurchaseInput, userId: string): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      const id = newId();
      const now = Date.now();
      await trx.insertInto('demo_purchase_request').values({ id, ...this.columnsOf(input), creator_user_id: userId, created_at: now, updated_at: now }).execute();
      await this.writeLines(trx, id, input.items);
      return id;
    });
  }

  async update(id: string, input: PurchaseInput, scope: DataScope): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (!(await this.visible(trx, id, scope))) throw notFound();
      const result = await trx.updateTable('demo_purchase_request').set({ ...this.columnsOf(input), updated_at: Date.now() }).where('id', '=', id).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw notFound();
      await this.writeLines(trx, id, input.items);
    });
  }

  async remove(id: string, scope: DataScope): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (!(await this.visible(trx, id, scope))) throw notFound();
      await trx.deleteFrom('demo_purchase_item').where('request_id', '=', id).execute();
      const result = await trx.deleteFrom('demo_purchase_request').where('id', '=', id).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound();
    });
  }
}
