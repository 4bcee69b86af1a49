// Serial-number rules and the numbers they hand out. A number comes from one
// UPDATE … RETURNING on the rule's row, so concurrent callers never share one.
import { sql, type Kysely } from 'kysely';
import type { Paged } from '@core/api/envelope';
import type { BillRule, BillRuleInput, BillRuleQuery } from '@core/api/billRule';
import { billNumberExample, billPeriod, formatBillNumber, maxCounter, type BillDateFormat } from '@core/format/billNumber';
import type { BillRuleTable, Database } from '../../db/schema';
import { newId } from '../../db/ids';
import { pageOf } from '../../db/paging';
import { containsText } from '../../db/search';
import { ApiError, badRequest } from '../../http/errors';

const notFound = () => new ApiError(404, { key: 'billRule.notFound' });

export function toBillRule(row: BillRuleTable, now = new Date()): BillRule {
  const dateFormat = row.date_format as BillDateFormat;
  const rule = { prefix: row.prefix, dateFormat, digit: row.digit, startNumber: row.start_number };
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
    outputNumber: row.counter_value === null ? '' : formatBillNumber(row.prefix, row.counter_period ?? '', row.counter_value, row.digit),
    createdAt: row.created_at,
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

const sortable = { fullName: 'full_name', enCode: 'en_code', sortCode: 'sort_code', createdAt: 'created_at' };

export class BillRuleService {
  constructor(private readonly db: Kysely<Database>) {}

  async page(query: BillRuleQuery, enabledOnly = false): Promise<Paged<BillRule>> {
    let select = this.db.selectFrom('base_bill_rule').selectAll();
    if (enabledOnly) select = select.where('enabled_mark', '=', 1);
    if (query.categoryId) select = select.where('category', '=', query.categoryId);
    if (query.keyword?.trim()) select = select.where(containsText(['full_name', 'en_code'], query.keyword.trim()));
    const now = new Date();
    return pageOf(select, query, { columns: sortable, defaultColumn: 'created_at', defaultDirection: 'desc', tieBreaker: 'id' }, (row) => toBillRule(row, now));
  }

  async get(id: string): Promise<BillRule> {
    const row = await this.db.selectFrom('base_bill_rule').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return toBillRule(row);
  }

  private async check(input: BillRuleInput, selfId: string | null, db: Kysely<Database>): Promise<void> {
    if (input.startNumber.length > input.digit) throw badRequest('billRule.startTooLong');
    const category = await db
      .selectFrom('base_dictionary_data as d')
      .innerJoin('base_dictionary_type as t', 't.id', 'd.dictionary_type_id')
      .select('d.id')
      .where('t.en_code', '=', 'businessType')
      .where('d.id', '=', input.category)
      .executeTakeFirst();
    if (!category) throw badRequest('billRule.categoryNotFound');
    const clash = await db
      .selectFrom('base_bill_rule')
      .select(['id', 'en_code'])
      .where((eb) => eb.or([eb('en_code', '=', input.enCode), eb('full_name', '=', input.fullName)]))
      .execute();
    const other = clash.filter((row) => row.id !== selfId);
    if (other.some((row) => row.en_code === input.enCode)) throw badRequest('billRule.codeExists');
    if (other.length > 0) throw badRequest('billRule.nameExists');
  }

  async create(input: BillRuleInput): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      await this.check(input, null, trx);
      const id = newId();
      const now = Date.now();
      await trx
        .insertInto('base_bill_rule')
        .values({ id, ...columnsOf(input), counter_period: null, counter_value: null, created_at: now, updated_at: now })
        .execute();
      return id;
    });
  }

  async update(id: string, input: BillRuleInput): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('base_bill_rule').selectAll().where('id', '=', id).executeTakeFirst();
      if (!existing) throw notFound();
      await this.check(input, id, trx);
      // A new start, date format or width starts the counting over; a new name or prefix does not.
      const restart = existing.start_number !== input.startNumber || existing.date_format !== input.dateFormat || existing.digit !== input.digit;
      await trx
        .updateTable('base_bill_rule')
        .set({ ...columnsOf(input), updated_at: Date.now(), ...(restart ? { counter_period: null, counter_value: null } : {}) })
        .where('id', '=', id)
        .execute();
    });
  }

  async remove(id: string): Promise<void> {
    const result = await this.db.deleteFrom('base_bill_rule').where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound();
  }

  async toggle(id: string): Promise<0 | 1> {
    const rule = await this.get(id);
    const next = rule.enabledMark === 1 ? 0 : 1;
    await this.db.updateTable('base_bill_rule').set({ enabled_mark: next, updated_at: Date.now() }).where('id', '=', id).execute();
    return next;
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
