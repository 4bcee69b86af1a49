// Gallery samples: the form's checked values kept as one JSON document, with the
// title beside it for the list. Values the server filled when the sample was
// created (who, when, the document number) survive its updates. The list's times
// are the form's: created when the save hooks said, modified only once changed.
import type { Kysely } from 'kysely';
import type { Paged, PageQuery } from '@core/api/envelope';
import type { CompiledForm, FormValues } from '@core/form';
import { systemValues } from '@core/widgets/system';
import type { Database } from '../../db/schema';
import { newId } from '../../db/ids';
import { pageOf } from '../../db/paging';
import { containsText } from '../../db/search';
import { ApiError } from '../../http/errors';
import { savedMoment } from '../../forms/saveHooks';

const notFound = () => new ApiError(404, { key: 'gallery.notFound' });

const sortable = { title: 'title', creatorTime: 'created_at', lastModifyTime: 'updated_at' };

export class WidgetSampleService {
  /** Fields whose value is written once, when the sample is created. */
  private readonly writtenOnce: string[];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly form: CompiledForm,
  ) {
    this.writtenOnce = form.fields
      .filter((field) => field.widget === 'billRule' || systemValues.get(field.widget)?.filledOn === 'create')
      .map((field) => field.path);
  }

  async page(query: PageQuery): Promise<Paged<{ id: string; title: string; creatorTime: number; lastModifyTime: number | null }>> {
    let select = this.db.selectFrom('dev_widget_sample').select(['id', 'title', 'created_at', 'updated_at']);
    if (query.keyword?.trim()) select = select.where(containsText(['title'], query.keyword.trim()));
    return pageOf(select, query, { columns: sortable, defaultColumn: 'created_at', defaultDirection: 'desc', tieBreaker: 'id' }, (row) => ({
      id: row.id,
      title: row.title,
      creatorTime: Number(row.created_at),
      lastModifyTime: row.updated_at ? Number(row.updated_at) : null,
    }));
  }

  async get(id: string): Promise<FormValues> {
    const row = await this.db.selectFrom('dev_widget_sample').select(['id', 'data']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return { ...(JSON.parse(row.data) as FormValues), id: row.id };
  }

  async create(values: FormValues, userId: string): Promise<string> {
    const id = newId();
    await this.db
      .insertInto('dev_widget_sample')
      .values({
        id,
        title: String(values.title ?? ''),
        data: JSON.stringify(values),
        creator_user_id: userId,
        created_at: savedMoment(this.form, values, 'createTime'),
        updated_at: 0,
      })
      .execute();
    return id;
  }

  async update(id: string, values: FormValues): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('dev_widget_sample').select('data').where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound();
      const before = JSON.parse(row.data) as FormValues;
      const kept = Object.fromEntries(this.writtenOnce.filter((path) => path in before).map((path) => [path, before[path]]));
      await trx
        .updateTable('dev_widget_sample')
        .set({ title: String(values.title ?? ''), data: JSON.stringify({ ...values, ...kept }), updated_at: savedMoment(this.form, values, 'modifyTime') })
        .where('id', '=', id)
        .execute();
    });
  }

  async remove(id: string): Promise<void> {
    const result = await this.db.deleteFrom('dev_widget_sample').where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound();
  }
}
