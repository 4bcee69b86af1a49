// Loads the page schemas under schemas/ once at start and compiles every form.
// An invalid file, or a form that does not compile, stops the server with its
// name and the failing place, so a bad schema never ships. The widget catalog
// must be loaded first (server/widgets.ts; the browser's widgets/catalog.ts).
import fs from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { pageMetaSchemas } from '@core/schema/pageFormat';
import type { FormPageSchema, PageSchema, PageType } from '@core/schema/types';
import { compileForm, type CompiledForm } from '@core/form';
import { widgetCatalog } from '@core/widgets';
import { galleryFormPage } from '@core/widgets/gallery';

export const schemasDir = path.resolve('schemas');

function jsonFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(full);
    return entry.name.endsWith('.json') ? [full] : [];
  });
}

export class PageSchemas {
  constructor(
    private readonly byId: Map<string, PageSchema>,
    private readonly compiled: Map<string, CompiledForm>,
  ) {}

  get(id: string): PageSchema {
    const schema = this.byId.get(id);
    if (!schema) throw new Error(`No page schema with id ${id}`);
    return schema;
  }

  form(id: string): FormPageSchema {
    const schema = this.get(id);
    if (schema.type !== 'form') throw new Error(`Page schema ${id} is a ${schema.type}, not a form`);
    return schema;
  }

  /** A form compiled: its body schema, fields, defaults and conditions. */
  compiledForm(id: string): CompiledForm {
    this.form(id);
    return this.compiled.get(id)!;
  }

  all(): PageSchema[] {
    return [...this.byId.values()];
  }
}

const ajv = new Ajv({ allErrors: false, strict: false });
const validators = Object.fromEntries(Object.entries(pageMetaSchemas).map(([type, schema]) => [type, ajv.compile(schema)])) as Record<PageType, ValidateFunction>;

/** Pages made from code rather than files (the widget gallery's form, made from the catalog). */
export const generatedPages = (): PageSchema[] => [galleryFormPage(widgetCatalog())];

export function loadPageSchemas(dir = schemasDir, generated: PageSchema[] = generatedPages()): PageSchemas {
  const byId = new Map<string, PageSchema>();
  const compiled = new Map<string, CompiledForm>();
  const add = (document: unknown, name: string) => {
    const type = (document as { type?: unknown } | null)?.type;
    const validate = typeof type === 'string' ? validators[type as PageType] : undefined;
    if (!validate) throw new Error(`Page schema ${name} has no known type (list, tree, treeTable, form)`);
    if (!validate(document)) {
      const first = validate.errors?.[0];
      throw new Error(`Page schema ${name} is invalid at ${first?.instancePath || '/'}: ${first?.message ?? 'unknown error'}`);
    }
    const schema = document as PageSchema;
    if (byId.has(schema.id)) throw new Error(`Page schema ${name} repeats the id ${schema.id}`);
    byId.set(schema.id, schema);
    if (schema.type !== 'form') return;
    try {
      compiled.set(schema.id, compileForm(schema.form));
    } catch (error) {
      throw new Error(`Page schema ${name} does not compile: ${(error as Error).message}`);
    }
  };
  for (const file of jsonFiles(dir)) {
    const name = path.relative(process.cwd(), file);
    let document: unknown;
    try {
      document = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`Page schema ${name} is not valid JSON: ${(error as Error).message}`);
    }
    add(document, name);
  }
  for (const page of generated) add(page, `(generated) ${page.id}`);
  return new PageSchemas(byId, compiled);
}
