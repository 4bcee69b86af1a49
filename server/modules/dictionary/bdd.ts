// The .bdd file: one dictionary category with its items, as versioned JSON.
// Items refer to their parents by code, so a file moves between installations.
import { Ajv } from 'ajv';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../db/ids';
import { badRequest } from '../../http/errors';
import type { DictionaryItemService } from './itemService';
import type { DictionaryTypeService } from './typeService';

export const bddFormat = 'kiln.dictionary';
export const bddVersion = 1;

export interface BddItem {
  enCode: string;
  fullName: string;
  parentEnCode: string | null;
  sortCode: number;
  enabledMark: 0 | 1;
  description: string;
}

export interface BddFile {
  format: typeof bddFormat;
  version: typeof bddVersion;
  exportedAt: number;
  category: { enCode: string; fullName: string; parentEnCode: string | null; isTree: 0 | 1; sortCode: number; description: string; category: string };
  items: BddItem[];
}

const text = (max: number) => ({ type: 'string', maxLength: max });
const bddSchema = {
  type: 'object',
  required: ['format', 'version', 'category', 'items'],
  properties: {
    format: { const: bddFormat },
    version: { const: bddVersion },
    exportedAt: { type: 'integer' },
    category: {
      type: 'object',
      required: ['enCode', 'fullName', 'isTree'],
      properties: {
        enCode: { type: 'string', minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$' },
        fullName: { type: 'string', minLength: 1, maxLength: 50 },
        parentEnCode: { type: ['string', 'null'], maxLength: 50 },
        isTree: { enum: [0, 1] },
        sortCode: { type: 'integer', minimum: 0, maximum: 999999 },
        description: text(500),
        category: text(40),
      },
    },
    items: {
      type: 'array',
      maxItems: 200000,
      items: {
        type: 'object',
        required: ['enCode', 'fullName'],
        properties: {
          enCode: { type: 'string', minLength: 1, maxLength: 50 },
          fullName: { type: 'string', minLength: 1, maxLength: 50 },
          parentEnCode: { type: ['string', 'null'], maxLength: 50 },
          sortCode: { type: 'integer', minimum: 0, maximum: 999999 },
          enabledMark: { enum: [0, 1] },
          description: text(500),
        },
      },
    },
  },
};

const validateBdd = new Ajv({ allErrors: false, strict: false }).compile<BddFile>(bddSchema);
const invalid = (reason: string) => badRequest('dictionary.importInvalid', { reason });

export async function exportCategory(types: DictionaryTypeService, items: DictionaryItemService, id: string): Promise<BddFile> {
  const type = await types.get(id);
  const all = await types.all();
  const list = await items.list(id, { isTree: 0 });
  const codeOf = new Map(list.map((item) => [item.id, item.enCode]));
  return {
    format: bddFormat,
    version: bddVersion,
    exportedAt: Date.now(),
    category: {
      enCode: type.enCode,
      fullName: type.fullName,
      parentEnCode: all.find((t) => t.id === type.parentId)?.enCode ?? null,
      isTree: type.isTree,
      sortCode: type.sortCode,
      description: type.description,
      category: type.category,
    },
    items: list.map((item) => ({
      enCode: item.enCode,
      fullName: item.fullName,
      parentEnCode: codeOf.get(item.parentId) ?? null,
      sortCode: item.sortCode,
      enabledMark: item.enabledMark,
      description: item.description,
    })),
  };
}

/** Checks the whole file before writing anything; then writes it in one transaction. */
export async function importCategory(db: Kysely<Database>, content: string): Promise<string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw invalid('JSON');
  }
  if (!validateBdd(parsed)) {
    const first = validateBdd.errors?.[0];
    throw invalid(`${first?.instancePath || '/'} ${first?.message ?? ''}`.trim());
  }
  const file = parsed;
  const codes = new Set<string>();
  const names = new Set<string>();
  for (const item of file.items) {
    if (codes.has(item.enCode)) throw invalid(`duplicate code ${item.enCode}`);
    if (names.has(item.fullName)) throw invalid(`duplicate name ${item.fullName}`);
    codes.add(item.enCode);
    names.add(item.fullName);
  }
  const parentOf = new Map(file.items.map((item) => [item.enCode, item.parentEnCode ?? null]));
  for (const item of file.items) {
    const seen = new Set<string>();
    for (let code: string | null = item.enCode; code !== null; code = parentOf.get(code) ?? null) {
      if (seen.has(code)) throw invalid(`parent cycle at ${item.enCode}`);
      if (!parentOf.has(code)) throw invalid(`unknown parent ${code}`);
      seen.add(code);
    }
  }

  return db.transaction().execute(async (trx) => {
    const taken = await trx.selectFrom('base_dictionary_type').select('id').where('en_code', '=', file.category.enCode).executeTakeFirst();
    if (taken) throw badRequest('dictionary.importExists', { code: file.category.enCode });
    const parent = file.category.parentEnCode
      ? await trx.selectFrom('base_dictionary_type').select('id').where('en_code', '=', file.category.parentEnCode).executeTakeFirst()
      : undefined;
    const typeId = newId();
    const now = Date.now();
    await trx
      .insertInto('base_dictionary_type')
      .values({
        id: typeId,
        parent_id: parent?.id ?? '0',
        en_code: file.category.enCode,
        full_name: file.category.fullName,
        is_tree: file.category.isTree,
        sort_code: file.category.sortCode ?? 0,
        description: file.category.description ?? '',
        category: file.category.category ?? '0',
        enabled_mark: 1,
        created_at: now,
      })
      .execute();
    const idOf = new Map(file.items.map((item) => [item.enCode, newId()]));
    const rows = file.items.map((item) => ({
      id: idOf.get(item.enCode) ?? newId(),
      dictionary_type_id: typeId,
      parent_id: item.parentEnCode ? (idOf.get(item.parentEnCode) ?? '0') : '0',
      en_code: item.enCode,
      full_name: item.fullName,
      sort_code: item.sortCode ?? 0,
      enabled_mark: item.enabledMark ?? 1,
      description: item.description ?? '',
      created_at: now,
    }));
    // Batches keep each statement under the databases' parameter limits.
    for (let start = 0; start < rows.length; start += 500) {
      await trx.insertInto('base_dictionary_data').values(rows.slice(start, start + 500)).execute();
    }
    return typeId;
  });
}
