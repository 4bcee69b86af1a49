// Serial-number (bill) rules (spec 02 §3.2, §7.2).
import type { Paged, PageQuery, Transport } from './envelope';
import type { BillDateFormat } from '../format/billNumber';

export interface BillRule {
  id: string;
  fullName: string;
  enCode: string;
  /** Id of a businessType dictionary item. */
  category: string;
  prefix: string;
  dateFormat: BillDateFormat;
  digit: number;
  startNumber: string;
  /** Read-only: what the first number would be today. */
  example: string;
  sortCode: number;
  enabledMark: 0 | 1;
  description: string;
  /** The last number handed out, if any. */
  outputNumber: string;
  /** Epoch ms (JNPF's names). */
  creatorTime: number;
  lastModifyTime: number;
}

export type BillRuleInput = Omit<BillRule, 'id' | 'example' | 'outputNumber' | 'creatorTime' | 'lastModifyTime'>;

/** A rule as the list shows it (JNPF's client prints these as sent). */
export interface BillRuleRow extends Omit<BillRule, 'category'> {
  /** The business category's name. */
  category: string;
  /** The business category's id. */
  categoryId: string;
  /** `realName/account` of who created the rule. */
  creatorUser: string;
}

export interface BillRuleQuery extends PageQuery {
  categoryId?: string;
}

export const billRuleApi = (call: Transport) => ({
  list: (query: BillRuleQuery = {}) => call<Paged<BillRuleRow>>('GET', '/api/system/BillRule', query),
  selector: (query: BillRuleQuery = {}) => call<Paged<BillRuleRow>>('GET', '/api/system/BillRule/Selector', query),
  get: (id: string) => call<BillRule>('GET', `/api/system/BillRule/${encodeURIComponent(id)}`),
  create: (input: BillRuleInput) => call<{ id: string }>('POST', '/api/system/BillRule', input),
  update: (id: string, input: BillRuleInput) => call<null>('PUT', `/api/system/BillRule/${encodeURIComponent(id)}`, input),
  remove: (id: string) => call<null>('DELETE', `/api/system/BillRule/${encodeURIComponent(id)}`),
  toggle: (id: string) => call<{ enabledMark: 0 | 1 }>('PUT', `/api/system/BillRule/${encodeURIComponent(id)}/Actions/State`),
  nextNumber: (idOrCode: string) => call<string>('GET', `/api/system/BillRule/BillNumber/${encodeURIComponent(idOrCode)}`),
  exportRule: (id: string) => call<{ name: string; url: string }>('GET', `/api/system/BillRule/${encodeURIComponent(id)}/Action/Export`),
});
