// The page schemas the browser knows: every file under schemas/, bundled with
// the renderer (the server checks the same files against the meta-schema).
// Pages made from code (the widget gallery's form, from the catalog) join them, as on the server.
import type { FormPageSchema, PageSchema } from '@core/schema/types';
import { widgetCatalog } from '@core/widgets';
import { galleryFormPage } from '@core/widgets/gallery';
import '@widgets/catalog';

const files = import.meta.glob<PageSchema>('../../schemas/**/*.json', { eager: true, import: 'default' });
const byId = new Map([...Object.values(files), galleryFormPage(widgetCatalog())].map((schema) => [schema.id, schema]));

export function pageSchema(id: string): PageSchema {
  const schema = byId.get(id);
  if (!schema) throw new Error(`No page schema with id ${id}`);
  return schema;
}

const byAddress = new Map(Object.values(files).flatMap((schema) => (schema.address ? [[schema.address, schema] as const] : [])));

/** The page a menu entry's view address opens, if a schema declares it. */
export function pageSchemaAt(address: string): PageSchema | undefined {
  return byAddress.get(address);
}

export function formSchema(id: string): FormPageSchema {
  const schema = pageSchema(id);
  if (schema.type !== 'form') throw new Error(`Page schema ${id} is not a form`);
  return schema;
}
