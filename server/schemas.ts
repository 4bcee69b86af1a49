// Loads the page schemas under schemas/ once at start. An invalid file stops the
// server with its name and the failing path, so a bad schema never ships.
import fs from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { pageMetaSchema } from '@core/schema/metaSchema';
import type { FormPageSchema, PageSchema } from '@core/schema/types';

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
  constructor(private readonly byId: Map<string, PageSchema>) {}

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

  all(): PageSchema[] {
    return [...this.byId.values()];
  }
}

export function loadPageSchemas(dir = schemasDir): PageSchemas {
  const validate = new Ajv({ allErrors: false, strict: false }).compile(pageMetaSchema);
  const byId = new Map<string, PageSchema>();
  for (const file of jsonFiles(dir)) {
    const name = path.relative(process.cwd(), file);
    let document: unknown;
    try {
      document = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`Page schema ${name} is not valid JSON: ${(error as Error).message}`);
    }
    if (!validate(document)) {
      const first = validate.errors?.[0];
      throw new Error(`Page schema ${name} is invalid at ${first?.instancePath || '/'}: ${first?.message ?? 'unknown error'}`);
    }
    const schema = document as PageSchema;
    if (byId.has(schema.id)) throw new Error(`Page schema ${name} repeats the id ${schema.id}`);
    byId.set(schema.id, schema);
  }
  return new PageSchemas(byId);
}
