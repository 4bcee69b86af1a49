// The widget gallery's saved samples, added to the typed schema
// (server/db/schema.ts) by declaration merging.

export interface WidgetSampleTable {
  id: string;
  title: string;
  /** The form's values as JSON. */
  data: string;
  creator_user_id: string;
  created_at: number;
  /** 0 until the sample is first changed (its form's modifyTime is empty until then too). */
  updated_at: number;
}

declare module '../../db/schema' {
  interface Database {
    dev_widget_sample: WidgetSampleTable;
  }
}
