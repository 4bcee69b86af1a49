// Serial-number rules and the numbers they hand out. A number comes from one
// UPDATE … RETURNING on the rule's row, so concurrent callers never share one.
import { sql, type Kysely } from 'kysely';
import type { Paged } from '@core/api/envelope';
import type { BillRule, BillRuleInput, BillRuleQuery, BillRuleRow } from '@core/api/billRule';
import { billNumberExample, billPeriod, formatBillNumber, maxCounter, type BillDateFormat } from '@core/format/billNumber';
import type { Database } from '../../db/schema';
import type { BillRuleTable } from './tables';
import { newId } from '../../db/ids';
import { pageOf } from '../../db/paging';
import { containsText } from '../../db/search';
import { ApiError, badRequest } from '../../http/errors';
import { dictionaryItemId } from '../../db/dictionaryItems';

const notFound = () => new ApiError(404, { key: 'billRule.notFound' });
export const businessTypeDictionary = 'businessType';

export function toBillRule(row: BillRuleTable, now = new Date()): BillRule {
  const dateFormat = row.date_format as BillDateFormat;
  const rule = { prefix: row.prefix, dateFormat, digit: Number(row.digit), startNumber: row.start_number };
  return {
    id: row.id,
    fullName: row.full_name,
    enCode: row.en_code,
    category: row.category,
    ...rule,
    example: billNumberExample(rule, now),
    sortCode: row.sort_code,
    enabledMark: row.enabled_mark === 1 ? 1 : 0,
    description: row.description,
    outputNumber: row.counter_value === null ? '' : formatBillNumber(row.prefix, row.counter_period ?? '', Number(row.counter_value), Number(row.digit)),
    creatorTime: Number(row.created_at),
    lastModifyTime: Number(row.updated_at),
  };
}

/** The columns a rule's form fills. */
function columnsOf(input: BillRuleInput) {
  return {
    full_name: input.fullName,
    en_code: input.enCode,
    category: input.category,
    prefix: input.prefix,
    date_format: input.dateFormat,
    digit: input.digit,
    start_number: input.startNumber,
    sort_code: input.sortCode,
    enabled_mark: input.enabledMark,
    description: input.description ?? '',
  };
}

const sortable = { fullName: 'r.full_name', enCode: 'r.en_code', sortCode: 'r.sort_code', creatorTime: 'r.created_at', lastModifyTime: 'r.updated_at' };

export class BillRuleService {
  constructor(private readonly db: Kysely<Database>) {}

  /** Rules as the list shows them: the category's name and `realName/account` of the author. */
  async page(query: BillRuleQuery, enabledOnly = false): Promise<Paged<BillRuleRow>> {
    let select = this.db
      .selectFrom('base_bill_rule as r')
      .leftJoin('base_user as u', 'u.id', 'r.creator_user_id')
      .leftJoin('base_dictionary_data as c', 'c.id', 'r.category')
      .selectAll('r')
      .select(['u.real_name as creator_name', 'u.account as creator_account', 'c.full_name as category_name']);
    if (enabledOnly) select = select.where('r.enabled_mark', '=', 1);
    if (query.categoryId) select = select.where('r.category', '=', query.categoryId);
    if (query.keyword?.trim()) select = select.where(containsText(['r.full_name', 'r.en_code'], query.keyword.trim()));
    const now = new Date();
    return pageOf(select, query, { columns: sortable, defaultColumn: 'r.created_at', defaultDirection: 'desc', tieBreaker: 'r.id' }, (row) => ({
      ...toBillRule(row, now),
      category: row.category_name ?? '',
      categoryId: row.category,
      creatorUser: row.creator_name ? `${row.creator_name}/${row.creator_account}` : '',
    }));
  }

  async get(id: string): Promise<BillRule> {
    const row = await this.db.selectFrom('base_bill_rule').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return toBillRule(row);
  }

  private async check(input: BillRuleInput, selfId: string | null, db: Kysely<Database>): Promise<void> {
    if (input.startNumber.length > input.digit) throw badRequest('billRule.startTooLong');
    if (!(await dictionaryItemId(db, businessTypeDictionary, { id: input.category }))) throw badRequest('billRule.categoryNotFound');
    const clash = await db
      .selectFrom('base_bill_rule')
      .select(['id', 'en_code'])
      .where((eb) => eb.or([eb('en_code', '=', input.enCode), eb('full_name', '=', input.fullName)]))
      .execute();
    const other = clash.filter((row) => row.id !== selfId);
    if (other.some((row) => row.en_code === input.enCode)) throw badRequest('billRule.codeExists');
    if (other.length > 0) throw badRequest('billRule.nameExists');
  }

  async create(input: BillRuleInput, userId: string): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      await this.check(input, null, trx);
      const id = newId();
      const now = Date.now();
      await trx
        .insertInto('base_bill_rule')
        .values({ id, ...columnsOf(input), counter_period: null, counter_value: null, created_at: now, updated_at: now, creator_user_id: userId, last_modify_user_id: userId })
        .execute();
      return id;
    });
  }

  async update(id: string, input: BillRuleInput, userId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('base_bill_rule').selectAll().where('id', '=', id).executeTakeFirst();
      if (!existing) throw notFound();
      await this.check(input, id, trx);
      // A new start, date format or width starts the counting over; a new name or prefix does not.
      const restart = existing.start_number !== input.startNumber || existing.date_format !== input.dateFormat || Number(existing.digit) !== input.digit;
      await trx
        .updateTable('base_bill_rule')
        .set({ ...columnsOf(input), updated_at: Date.now(), last_modify_user_id: userId, ...(restart ? { counter_period: null, counter_value: null } : {}) })
        .where('id', '=', id)
        .execute();
    });
  }

  async remove(id: string): Promise<void> {
    const result = await this.db.deleteFrom('base_bill_rule').where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound();
  }

  /** The business category's code, as files name it between installations. */
  async categoryCode(categoryId: string): Promise<string> {
    const row = await this.db.selectFrom('base_dictionary_data').select('en_code').where('id', '=', categoryId).executeTakeFirst();
    return row?.en_code ?? '';
  }

  /** The business category with this code, or null. */
  async categoryByCode(code: string): Promise<string | null> {
    return dictionaryItemId(this.db, businessTypeDictionary, { code });
  }

  /**
   * Hands out the next number of the rule named by id or code. The counter
   * restarts at the start number whenever the date part changes (a new day,
   * month or year); past the digits the call fails and nothing is used up.
   */
  async nextNumber(idOrCode: string, at: Date = new Date()): Promise<string> {
    const rule = await this.db
      .selectFrom('base_bill_rule')
      .select(['id', 'date_format', 'enabled_mark'])
      .where((eb) => eb.or([eb('id', '=', idOrCode), eb('en_code', '=', idOrCode)]))
      .executeTakeFirst();
    if (!rule) throw notFound();
    if (rule.enabled_mark !== 1) throw badRequest('billRule.disabled');
    const period = billPeriod(rule.date_format as BillDateFormat, at);
    return this.db.transaction().execute(async (trx) => {
      const issued = await trx
        .updateTable('base_bill_rule')
        .set({
          counter_value: sql<number>`case when counter_period = ${period} and counter_value is not null then counter_value + 1 else cast(start_number as bigint) end`,
          counter_period: period,
        })
        .where('id', '=', rule.id)
        .returning(['prefix', 'digit', 'counter_value'])
        .executeTakeFirstOrThrow();
      const counter = Number(issued.counter_value);
      if (counter > maxCounter(issued.digit)) throw badRequest('billRule.overflow', { digit: issued.digit });
      return formatBillNumber(issued.prefix, period, counter, issued.digit);
    });
  }
}
