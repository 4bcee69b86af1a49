// A release puts the model on the menu: one entry of type 3 (propertyJson.moduleId
// the model's id) under each chosen parent, and registers what the entry offers to
// grant — its buttons, list columns and form fields — so the grant screens and data
// schemes offer them. Items the model no longer has go, with their grants.
import type { Kysely } from 'kysely';
import { menuTypes, topMenuId } from '@core/api/menu';
import type { CompiledForm } from '@core/form';
import type { ModelDesign } from '@core/model/design';
import type { Database } from '../../db/schema';
import { newId } from '../../db/ids';
import { formRefusal } from '../../http/errors';

type Db = Kysely<Database>;

/** The buttons a released model's entry guards its runtime with, by JNPF's codes. */
export const modelButtonNames: Record<string, string> = {
  btn_add: '新建',
  btn_edit: '编辑',
  btn_detail: '详情',
  btn_remove: '删除',
  btn_batchRemove: '批量删除',
  btn_download: '导出',
  btn_upload: '导入',
};

interface Placement {
  systemId: string;
  parentId: string;
}

/** Where a chosen parent puts the entry: the top of an application, or a directory of one. */
async function placementOf(db: Db, parent: string): Promise<Placement> {
  const system = await db.selectFrom('base_system').select('id').where('id', '=', parent).executeTakeFirst();
  if (system) return { systemId: system.id, parentId: topMenuId };
  const directory = await db.selectFrom('base_module').select(['id', 'system_id', 'type']).where('id', '=', parent).executeTakeFirst();
  if (!directory || directory.type !== menuTypes.directory) throw formRefusal([{ field: 'pcModuleParentId', message: { key: 'visualdev.parentNotFound' } }]);
  return { systemId: directory.system_id, parentId: directory.id };
}

interface Item {
  enCode: string;
  fullName: string;
}

/** What the entry offers, from the released design. */
export function offeredItems(design: ModelDesign, form: CompiledForm) {
  const labels = new Map(form.fields.map((field) => [field.path, field.label ?? field.path]));
  const buttons: Item[] = [...design.list.toolbar, ...design.list.rowActions].map((name) => ({
    enCode: `btn_${name}`,
    fullName: modelButtonNames[`btn_${name}`],
  }));
  const columns: Item[] = design.list.columns.map((column) => ({ enCode: column.field, fullName: column.label ?? labels.get(column.field) ?? column.field }));
  const forms: Item[] = form.fields.filter((field) => field.kind !== 'system').map((field) => ({ enCode: field.path, fullName: field.label ?? field.path }));
  return { buttons, columns, forms };
}

/** Makes the entry's rows of one item table match `items` by code, dropping the grants of those that go. */
async function syncItems(
  db: Db,
  table: 'base_module_button' | 'base_module_column' | 'base_module_form',
  grantKind: 'button' | 'column' | 'form',
  moduleId: string,
  items: Item[],
) {
  // The three tables share the columns read and written here.
  const rows = await db
    .selectFrom(table as 'base_module_column')
    .select(['id', 'en_code', 'full_name', 'sort_code'])
    .where('module_id', '=', moduleId)
    .execute();
  const wanted = new Map(items.map((item, index) => [item.enCode, { ...item, sortCode: index + 1 }]));
  const gone = rows.filter((row) => !wanted.has(row.en_code)).map((row) => row.id);
  if (gone.length) {
    await db.deleteFrom('base_authorize').where('item_type', '=', grantKind).where('item_id', 'in', gone).execute();
    await db.deleteFrom(table).where('id', 'in', gone).execute();
  }
  const present = new Map(rows.map((row) => [row.en_code, row]));
  const added = [...wanted.values()].filter((item) => !present.has(item.enCode));
  for (const item of wanted.values()) {
    const row = present.get(item.enCode);
    if (!row || (row.full_name === item.fullName && Number(row.sort_code) === item.sortCode)) continue;
    await db
      .updateTable(table as 'base_module_column')
      .set({ full_name: item.fullName, sort_code: item.sortCode })
      .where('id', '=', row.id)
      .execute();
  }
  if (!added.length) return;
  const common = (item: Item & { sortCode: number }) => ({
    id: newId(),
    module_id: moduleId,
    en_code: item.enCode,
    full_name: item.fullName,
    sort_code: item.sortCode,
    enabled_mark: 1,
  });
  if (table === 'base_module_button') {
    await db.insertInto(table).values(added.map(common)).execute();
  } else {
    const now = Date.now();
    await db
      .insertInto(table)
      .values(added.map((item) => ({ ...common(item), description: '', created_at: now, bind_table: '' })))
      .execute();
  }
}

export interface ReleasedEntry {
  id: string;
  fullName: string;
  enCode: string;
}

/**
 * The model's entries after a release: those made before stay (renamed as the
 * model is), and one is added under each newly chosen parent. Every entry's
 * buttons, columns and fields follow the design. `entryIds` names, by parent,
 * the id the entry made there takes (the demo seed keeps its entry's id, and so
 * its grants); an entry of that id already there (one a removed module
 * declared) becomes the model's.
 */
export async function syncModelMenus(
  db: Db,
  model: ReleasedEntry,
  design: ModelDesign,
  form: CompiledForm,
  parents: readonly string[],
  existingIds: readonly string[],
  entryIds: Readonly<Record<string, string>> = {},
): Promise<string[]> {
  const existing = existingIds.length
    ? await db.selectFrom('base_module').select(['id', 'parent_id', 'system_id']).where('id', 'in', existingIds).execute()
    : [];
  const placements = await Promise.all(parents.map(async (parent) => ({ ...(await placementOf(db, parent)), entryId: entryIds[parent] })));
  const fresh = placements.filter((place) => !existing.some((entry) => entry.parent_id === place.parentId && entry.system_id === place.systemId));
  if (!existing.length && !fresh.length) throw formRefusal([{ field: 'pcModuleParentId', message: { key: 'visualdev.parentRequired' } }]);
  const properties = JSON.stringify({ moduleId: model.id });
  const urlAddress = `model/${model.enCode.replace(/\./g, '')}`;
  const ids = existing.map((entry) => entry.id);
  for (const id of ids) {
    await db
      .updateTable('base_module')
      .set({ full_name: model.fullName, en_code: model.enCode, property_json: properties, url_address: urlAddress })
      .where('id', '=', id)
      .execute();
  }
  for (const place of fresh) {
    const id = place.entryId ?? newId();
    const clash = await db
      .selectFrom('base_module')
      .select('id')
      .where('system_id', '=', place.systemId)
      .where('en_code', '=', model.enCode)
      .where('id', '<>', id)
      .executeTakeFirst();
    if (clash) throw formRefusal([{ field: 'enCode', message: { key: 'menu.codeExists' } }]);
    const entry = {
      parent_id: place.parentId,
      system_id: place.systemId,
      en_code: model.enCode,
      full_name: model.fullName,
      type: menuTypes.model,
      url_address: urlAddress,
      link_target: '',
      property_json: properties,
    };
    const taken = place.entryId && (await db.selectFrom('base_module').select('id').where('id', '=', id).executeTakeFirst());
    if (taken) await db.updateTable('base_module').set(entry).where('id', '=', id).execute();
    else await db.insertInto('base_module').values({ id, ...entry, icon: 'FormOutlined', sort_code: 0, enabled_mark: 1, created_at: Date.now() }).execute();
    ids.push(id);
  }
  const offered = offeredItems(design, form);
  for (const id of ids) {
    await syncItems(db, 'base_module_button', 'button', id, offered.buttons);
    await syncItems(db, 'base_module_column', 'column', id, offered.columns);
    await syncItems(db, 'base_module_form', 'form', id, offered.forms);
  }
  return ids;
}
