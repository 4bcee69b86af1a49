// The numbering rules, added to the typed schema
// (server/db/schema.ts) by declaration merging.

export interface BillRuleTable {
  id: string;
  full_name: string;
  en_code: string;
  category: string;
  prefix: string;
  date_format: string;
  digit: number;
  start_number: string;
  sort_code: number;
  enabled_mark: number;
  description: string;
  /** The date part of the last number handed out ('' for rules without a date). */
  counter_period: string | null;
  /** The counter of the last number handed out; null before the first. */
  counter_value: number | null;
  created_at: number;
  updated_at: number;
  creator_user_id: string;
  last_modify_user_id: string;
}

declare module '../../db/schema' {
  interface Database {
    base_bill_rule: BillRuleTable;
  }
}
