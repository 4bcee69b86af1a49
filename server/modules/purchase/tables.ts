// The demo purchase requests and their lines, added to the typed schema
// (server/db/schema.ts) by declaration merging.
import type { Generated } from 'kysely';

/** The demo application's purchase request (a form with a sub-table). */
export interface PurchaseRequestTable {
  id: string;
  title: string;
  applicant: string;
  apply_date: number;
  category: string;
  urgent: number;
  urgent_reason: string;
  remark: string;
  /** The attachments' entries (fileId, name, size, …) as JSON. */
  attachments: Generated<string>;
  total: number;
  creator_user_id: string;
  created_at: number;
  updated_at: number;
}

/** One line of a purchase request. */
export interface PurchaseItemTable {
  id: string;
  request_id: string;
  sort_code: number;
  name: string;
  spec: string;
  quantity: number;
  price: number;
  amount: number;
}

declare module '../../db/schema' {
  interface Database {
    demo_purchase_request: PurchaseRequestTable;
    demo_purchase_item: PurchaseItemTable;
  }
}
