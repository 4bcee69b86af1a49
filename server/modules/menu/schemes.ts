// Data-permission schemes of a menu entry: JNPF's condition JSON, read with
// core/permission's readScheme, naming only fields the entry offers, with
// operators each field's kind allows; or every row (allData). An entry whose
// data fields nothing declares takes no enabled scheme: its routes could not
// apply one. The condition is also stored in words (conditionText) for the
// list. Schemes decide which rows their holders see, so every change drops the
// cached rights.
import type { Kysely, Selectable } from 'kysely';
import { type DataScheme, type SchemeInput } from '@core/api/menu';
import { isSchemeVariable, readScheme, type Scheme, type SchemeProblem, type SchemeRule } from '@core/permission';
import type { Language, MessageRef } from '@core/i18n/text';
import type { Database, ModuleDataSchemeTable } from '../../db/schema';
import type { DataFields } from '../../permission/dataScope';
import type { GrantService } from '../../auth/grants';
import { newId } from '../../db/ids';
import { ApiError, badRequest, formRefusal } from '../../http/errors';
import { say } from '../../http/texts';
import { isBuiltIn } from './entries';
import { checkModule } from './items';
import { type DataFieldService, type OfferedField, opName } from './dataFields';
import { listOnlyIncluded, opsOf, variableKinds } from './fieldKinds';

const notFound = () => new ApiError(404, { key: 'menu.schemeNotFound' });
const refuse = (field: keyof SchemeInput, message: MessageRef) => formRefusal([{ field, message }]);
/** Stored text is written once, in the platform's data language (menus and dictionaries are named in it). */
const storedLanguage: Language = 'zh';

function toScheme(row: Selectable<ModuleDataSchemeTable>): DataScheme {
  return {
    id: row.id,
    moduleId: row.module_id,
    enCode: row.en_code,
    fullName: row.full_name,
    conditionJson: row.condition_json || '[]',
    conditionText: row.condition_text,
    matchLogic: 'and',
    allData: row.all_data === 1 ? 1 : 0,
    description: row.description,
    sortCode: row.sort_code,
    enabledMark: row.enabled_mark === 1 ? 1 : 0,
    isMain: isBuiltIn(row.id) ? 1 : 0,
  };
}

const variableWord = (variable: string, language: Language) => say({ key: `menu.var.${variable.slice(1)}` }, language);

function valueText(value: SchemeRule['value'], language: Language): string {
  if (Array.isArray(value)) return value.join(',');
  return isSchemeVariable(value) ? variableWord(value, language) : String(value);
}

/** The condition in words: 【申请人 等于 当前用户 and 合计 大于 100】and【…】. */
export function conditionWords(scheme: Scheme, offered: ReadonlyMap<string, OfferedField>, language: Language): string {
  const ruleWords = (rule: Scheme['conditions'][number]['groups'][number]) =>
    `${offered.get(rule.field)?.name ?? rule.field} ${opName(rule.op, language)} ${valueText(rule.value, language)}`;
  return scheme.conditions.map((group) => `【${group.groups.map(ruleWords).join(` ${group.logic} `)}】`).join(scheme.matchLogic);
}

/** The first of readScheme's problems as a message, naming the operator when that is what failed. */
function problemMessage(problem: SchemeProblem, raw: unknown): MessageRef {
  switch (problem.problem) {
    case 'logic':
      return { key: 'menu.schemeLogic' };
    case 'variableOp':
      return { key: 'menu.schemeVariableOp' };
    case 'op': {
      const at = /^\[(\d+)\]\.groups\[(\d+)\]/.exec(problem.path);
      const groups = Array.isArray(raw) && at ? (raw[Number(at[1])] as { groups?: { op?: unknown }[] } | undefined)?.groups : undefined;
      const op = at && Array.isArray(groups) ? groups[Number(at[2])]?.op : undefined;
      return { key: 'menu.schemeOp', params: { op: typeof op === 'string' ? op : String(op ?? '') } };
    }
    default:
      return { key: 'menu.schemeIncomplete' };
  }
}

export class SchemeService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly grants: GrantService,
    private readonly fields: DataFieldService,
  ) {}

  /** The entry's schemes; one stored without its words (seeded by a module) gets them written now. */
  async list(moduleId: string, language: Language): Promise<DataScheme[]> {
    const menu = await this.db.selectFrom('base_module').select(['id', 'en_code']).where('id', '=', moduleId).executeTakeFirst();
    if (!menu) throw new ApiError(404, { key: 'menu.moduleNotFound' });
    const rows = await this.db.selectFrom('base_module_data_scheme').selectAll().where('module_id', '=', moduleId).orderBy('sort_code').orderBy('id').execute();
    const unworded = rows.some((row) => !row.condition_text);
    const offered = unworded ? await this.fields.offered(menu, await this.fields.known(menu.id)) : new Map<string, OfferedField>();
    return rows.map((row) => {
      const scheme = toScheme(row);
      if (scheme.conditionText) return scheme;
      const words = row.all_data === 1 ? say({ key: 'menu.allDataText' }, language) : conditionWords(readScheme(row.condition_json).scheme, offered, language);
      return { ...scheme, conditionText: words };
    });
  }

  async get(id: string): Promise<DataScheme> {
    const row = await this.db.selectFrom('base_module_data_scheme').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return toScheme(row);
  }

  /** The condition as stored (JSON and words), or a refusal saying what is wrong with it. */
  private async condition(
    input: SchemeInput,
    menu: { id: string; en_code: string },
    known: DataFields | undefined,
    db: Kysely<Database>,
  ): Promise<{ json: string; text: string }> {
    if (input.allData === 1) return { json: '[]', text: say({ key: 'menu.allDataText' }, storedLanguage) };
    if (input.matchLogic !== undefined && input.matchLogic !== 'and') throw refuse('matchLogic', { key: 'menu.schemeMatchLogic' });
    const json = (input.conditionJson ?? '').trim();
    let raw: unknown;
    try {
      raw = JSON.parse(json || 'null');
    } catch {
      raw = null;
    }
    if (Array.isArray(raw) && raw.length === 0) throw refuse('conditionJson', { key: 'menu.schemeConditionRequired' });
    if (raw === null) throw refuse('conditionJson', { key: json ? 'menu.schemeIncomplete' : 'menu.schemeConditionRequired' });
    const { scheme, problems } = readScheme(raw);
    if (problems.length) throw refuse('conditionJson', problemMessage(problems[0], raw));
    const offered = await this.fields.offered(menu, known, db);
    for (const rule of scheme.conditions.flatMap((group) => group.groups)) {
      const field = offered.get(rule.field);
      if (!field) throw refuse('conditionJson', { key: 'menu.schemeUnknownField', params: { field: rule.field } });
      // JNPF's editor refuses a rule without a value too (its 为空 tests are not offered).
      if (typeof rule.value === 'string' && !rule.value.trim()) throw refuse('conditionJson', { key: 'menu.schemeIncomplete' });
      if (isSchemeVariable(rule.value) && !variableKinds.has(field.kind)) {
        throw refuse('conditionJson', { key: 'menu.schemeVariableField', params: { value: variableWord(rule.value, storedLanguage) } });
      }
      const allowed =
        opsOf[field.kind].includes(rule.op) &&
        !(listOnlyIncluded.has(field.kind) && (rule.op === 'Included' || rule.op === 'NotIncluded') && !Array.isArray(rule.value));
      if (!allowed) throw refuse('conditionJson', { key: 'menu.schemeFieldOp', params: { field: field.name, op: opName(rule.op, storedLanguage) } });
    }
    return { json, text: conditionWords(scheme, offered, storedLanguage) };
  }

  /** `known` is the entry's fields as `DataFieldService.known` answered before the transaction opened. */
  private async prepare(input: SchemeInput, selfId: string | null, known: DataFields | undefined, db: Kysely<Database>) {
    const menu = await checkModule(db, input.moduleId);
    const clash = await db
      .selectFrom('base_module_data_scheme')
      .select('id')
      .where('module_id', '=', input.moduleId)
      .where('en_code', '=', input.enCode)
      .where('id', '!=', selfId ?? '')
      .executeTakeFirst();
    if (clash) throw refuse('enCode', { key: 'menu.schemeCodeExists' });
    const condition = await this.condition(input, menu, known, db);
    return {
      module_id: input.moduleId,
      en_code: input.enCode,
      full_name: input.fullName,
      description: input.description ?? '',
      sort_code: input.sortCode ?? 0,
      enabled_mark: input.enabledMark ?? 1,
      condition_json: condition.json,
      condition_text: condition.text,
      all_data: input.allData === 1 ? 1 : 0,
    };
  }

  async create(input: SchemeInput): Promise<string> {
    const known = await this.fields.known(input.moduleId);
    const id = await this.db.transaction().execute(async (trx) => {
      const columns = await this.prepare(input, null, known, trx);
      const created = newId();
      await trx
        .insertInto('base_module_data_scheme')
        .values({ id: created, ...columns, created_at: Date.now() })
        .execute();
      return created;
    });
    // An entry's first scheme makes its data scoped: members without a scheme then see none of it.
    await this.grants.changed();
    return id;
  }

  async update(id: string, input: SchemeInput): Promise<void> {
    const known = await this.fields.known(input.moduleId);
    await this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('base_module_data_scheme').select(['id', 'module_id']).where('id', '=', id).executeTakeFirst();
      if (!existing) throw notFound();
      // Its holders were granted it on its entry: moved, it would show them another entry's rows.
      if (existing.module_id !== input.moduleId) throw refuse('moduleId', { key: 'menu.schemeModuleFixed' });
      const columns = await this.prepare(input, id, known, trx);
      await trx.updateTable('base_module_data_scheme').set(columns).where('id', '=', id).execute();
    });
    await this.grants.changed();
  }

  async remove(id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('base_module_data_scheme').select('id').where('id', '=', id).executeTakeFirst();
      if (!existing) throw notFound();
      // A module's scheme would be added again at the next start.
      if (isBuiltIn(id)) throw badRequest('menu.builtInSchemeDelete');
      await trx.deleteFrom('base_authorize').where('item_type', '=', 'resource').where('item_id', '=', id).execute();
      await trx.deleteFrom('base_module_data_scheme').where('id', '=', id).execute();
    });
    await this.grants.changed();
  }
}
