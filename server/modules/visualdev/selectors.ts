// What pickers read of released models: the models by category (the related-form
// widget's model choice) and one model's fields (the field it shows).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { modelNotFound } from './models';
import type { ReleasedModels } from './runtime/released';

export interface SelectorNode {
  id: string;
  fullName: string;
  enCode?: string;
  hasChildren: boolean;
  children: SelectorNode[];
}

/** Released models under their categories; categories without one are left out. */
export async function modelSelector(db: Kysely<Database>): Promise<SelectorNode[]> {
  const rows = await db
    .selectFrom('base_visual_dev as v')
    .leftJoin('base_dictionary_data as c', 'c.id', 'v.category')
    .select(['v.id', 'v.full_name', 'v.en_code', 'v.category', 'c.full_name as category_name', 'c.sort_code as category_order'])
    .where('v.version', '>', 0)
    .orderBy('c.sort_code')
    .orderBy('v.sort_code')
    .orderBy('v.full_name')
    .execute();
  const categories = new Map<string, SelectorNode>();
  for (const row of rows) {
    const category = categories.get(row.category) ?? { id: row.category, fullName: row.category_name ?? row.category, hasChildren: true, children: [] };
    category.children.push({ id: row.id, fullName: row.full_name, enCode: row.en_code, hasChildren: false, children: [] });
    categories.set(row.category, category);
  }
  return [...categories.values()];
}

/** Widgets a related form cannot show as one text (filterType 1 leaves them out). */
const notShownAsText = new Set(['uploadFz', 'uploadImg', 'editor', 'table', 'barcode', 'qrcode']);

/** The released form's fields, as JNPF's FormDataFields lists them. */
export async function modelFields(
  released: ReleasedModels,
  modelId: string,
  filterType: number,
): Promise<{ vModel: string; label: string; jnpfKey: string }[]> {
  const model = await released.get(modelId);
  if (!model) throw modelNotFound();
  return model.form.fields
    .filter((field) => filterType !== 1 || (field.kind !== 'subTable' && !notShownAsText.has(field.widget)))
    .map((field) => ({ vModel: field.path, label: field.label ?? field.path, jnpfKey: field.widget }));
}
