// The .bdd file: one dictionary category with its items, as versioned JSON.
// Items refer to their parents by code, so a file moves between installations.
// An import checks every row with the forms' own rules, in linear time and in
// slices that leave the event loop free, then writes the whole file in one
// transaction, in batches that let other requests through.
import { Ajv } from 'ajv';
import type { Kysely } from 'kysely';
import { dictionaryLimits, topDictionaryItemParent, topDictionaryTypeParent, type DictionaryType } from '@core/api/dictionary';
import type { MessageRef } from '@core/i18n/text';
import { treeShapeInSlices } from '@core/tree';
import type { Database } from '../../db/schema';
import { newId } from '../../db/ids';
import { badRequest } from '../../http/errors';
import { validateBody } from '../../http/bodyValidator';
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

/** The envelope of the file; the category and each item are checked with the forms' rules. */
const validateEnvelope = new Ajv({ allErrors: false, strict: false }).compile({
  type: 'object',
  required: ['format', 'version', 'category', 'items'],
  properties: {
    format: { const: bddFormat },
    version: { const: bddVersion },
    category: { type: 'object', properties: { parentEnCode: { type: ['string', 'null'], maxLength: 50 } } },
    items: { type: 'array', items: { type: 'object', properties: { parentEnCode: { type: ['string', 'null'], maxLength: 50 } } } },
  },
});

const rowsPerSlice = 1_000;
const rowsPerInsert = 500;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface ImportForms {
  /** The category form's body schema and the item form's. */
  typeBody: object;
  itemBody: object;
  /** Words a reason in the request's language. */
  say(ref: MessageRef): string;
}

export async function exportCategory(types: DictionaryTypeService, items: DictionaryItemService, id: string): Promise<BddFile> {
  const type = await types.get(id);
  const all = await types.all();
  const list = await items.forExport(type.id);
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

/** Reads and checks a whole file; nothing is written unless every row holds. */
async function checkedFile(content: Buffer, forms: ImportForms): Promise<BddFile> {
  const invalid = (reason: MessageRef) => badRequest('dictionary.importInvalid', { reason: forms.say(reason) });
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.toString('utf8'));
  } catch {
    throw invalid({ key: 'import.notJson' });
  }
  if (!validateEnvelope(parsed)) throw invalid({ key: 'import.wrongFormat' });
  const file = parsed as BddFile;
  if (file.items.length > dictionaryLimits.importMaxItems) throw invalid({ key: 'dictionary.importTooMany', params: { max: dictionaryLimits.importMaxItems } });

  const rowError = (row: number, message: MessageRef) => invalid({ key: 'dictionary.importRow', params: { row, message: forms.say(message) } });
  const categoryIssues = validateBody(forms.typeBody, { ...file.category, parentId: topDictionaryTypeParent });
  if (categoryIssues.length) throw invalid({ key: 'dictionary.importCategory', params: { message: forms.say(categoryIssues[0].message) } });

  const codes = new Set<string>();
  const names = new Set<string>();
  for (let start = 0; start < file.items.length; start += rowsPerSlice) {
    if (start > 0) await yieldToEventLoop();
    for (let index = start; index < Math.min(start + rowsPerSlice, file.items.length); index += 1) {
      const item = file.items[index];
      const issues = validateBody(forms.itemBody, { ...item, dictionaryTypeId: 'import', parentId: topDictionaryItemParent });
      if (issues.length) throw rowError(index + 1, issues[0].message);
      if (codes.has(item.enCode)) throw rowError(index + 1, { key: 'dictionary.codeExists' });
      if (names.has(item.fullName)) throw rowError(index + 1, { key: 'dictionary.nameExists' });
      codes.add(item.enCode);
      names.add(item.fullName);
    }
  }
  const unknownParent = file.items.findIndex((item) => item.parentEnCode && !codes.has(item.parentEnCode));
  if (unknownParent >= 0) throw rowError(unknownParent + 1, { key: 'dictionary.importUnknownParent', params: { code: file.items[unknownParent].parentEnCode ?? '' } });
  const links = file.items.map((item) => ({ id: item.enCode, parentId: item.parentEnCode ?? topDictionaryItemParent }));
  const shape = await treeShapeInSlices(links, yieldToEventLoop);
  const [onCycle] = shape.onCycle;
  if (onCycle !== undefined) throw invalid({ key: 'dictionary.importCycle', params: { code: onCycle } });
  if (shape.maxDepth > dictionaryLimits.maxDepth) throw invalid({ key: 'dictionary.tooDeep', params: { depth: dictionaryLimits.maxDepth } });
  return file;
}

export async function importCategory(db: Kysely<Database>, types: DictionaryTypeService, content: Buffer, forms: ImportForms): Promise<string> {
  const file = await checkedFile(content, forms);
  const all: DictionaryType[] = await types.all();
  const parentCode = file.category.parentEnCode;
  const parent = parentCode ? all.find((type) => type.enCode === parentCode) : undefined;
  if (parentCode && !parent) throw badRequest('dictionary.importInvalid', { reason: forms.say({ key: 'dictionary.importUnknownCategory', params: { code: parentCode } }) });

  return db.transaction().execute(async (trx) => {
    const taken = await trx.selectFrom('base_dictionary_type').select('id').where('en_code', '=', file.category.enCode).executeTakeFirst();
    if (taken) throw badRequest('dictionary.importExists', { code: file.category.enCode });
    const typeId = newId();
    const now = Date.now();
    await trx
      .insertInto('base_dictionary_type')
      .values({
        id: typeId,
        parent_id: parent?.id ?? reservedParentOf(file),
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
    for (let start = 0; start < file.items.length; start += rowsPerInsert) {
      if (start > 0) await yieldToEventLoop();
      const rows = file.items.slice(start, start + rowsPerInsert).map((item) => ({
        id: idOf.get(item.enCode)!,
        dictionary_type_id: typeId,
        parent_id: item.parentEnCode ? idOf.get(item.parentEnCode)! : topDictionaryItemParent,
        en_code: item.enCode,
        full_name: item.fullName,
        sort_code: item.sortCode ?? 0,
        enabled_mark: item.enabledMark ?? 1,
        description: item.description ?? '',
        created_at: now,
      }));
      await trx.insertInto('base_dictionary_data').values(rows).execute();
    }
    return typeId;
  });
}

/** A file without a parent category goes under the reserved group its `category` names (0 system, 1 business). */
const reservedParentOf = (file: BddFile) => (file.category.category === '1' ? '1' : '0');
