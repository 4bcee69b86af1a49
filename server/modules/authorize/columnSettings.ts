// Each user's own column layout of a menu entry's list (JNPF's per-user column
// settings): stored as the JSON the client sends, read back as a list.
import type { Kysely } from 'kysely';
import type { ColumnSetting } from '@core/api/authorize';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http/errors';

export const maxColumns = 200;

function readList(text: string): ColumnSetting[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length > maxColumns) return null;
  const list: ColumnSetting[] = [];
  for (const entry of parsed) {
    if (typeof entry !== 'object' || entry === null) return null;
    const { prop, label, visible, columnVisible } = entry as Record<string, unknown>;
    if (typeof prop !== 'string' || prop.length === 0 || prop.length > 100) return null;
    list.push({ prop, label: typeof label === 'string' ? label.slice(0, 100) : '', visible: (visible ?? columnVisible) !== false });
  }
  return list;
}

export class ColumnSettings {
  constructor(private readonly db: Kysely<Database>) {}

  async get(userId: string, moduleId: string): Promise<ColumnSetting[]> {
    const row = await this.db.selectFrom('base_user_column_setting').select('field_list').where('user_id', '=', userId).where('module_id', '=', moduleId).executeTakeFirst();
    return (row && readList(row.field_list)) ?? [];
  }

  async set(userId: string, moduleId: string, fieldList: string): Promise<void> {
    const list = readList(fieldList);
    if (!list) throw badRequest('authorize.columnsInvalid');
    const module = await this.db.selectFrom('base_module').select('id').where('id', '=', moduleId).executeTakeFirst();
    if (!module) throw badRequest('authorize.menuNotFound');
    const values = { user_id: userId, module_id: moduleId, field_list: JSON.stringify(list), updated_at: Date.now() };
    await this.db
      .insertInto('base_user_column_setting')
      .values(values)
      .onConflict((conflict) => conflict.columns(['user_id', 'module_id']).doUpdateSet({ field_list: values.field_list, updated_at: values.updated_at }))
      .execute();
  }
}
