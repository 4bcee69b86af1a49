// The fields a menu entry's data schemes may test: those its routes declare in
// code (crudRoutes' dataFields, mapped to real columns; listed, never changed
// here) and those added on the screen (base_module_data_field). A screen-added
// field names one of the entry's known fields (the DataFieldSource's: a model's
// stored fields, say) and takes its kind, so every field a scheme may name is
// one the scoped query can test; on an entry whose fields nothing knows, added
// fields are kept for JNPF's screen but offer schemes nothing. A field a scheme
// uses keeps its code and is not deleted.
import type { Kysely, Selectable } from 'kysely';
import { dataFieldTypes, type DataField, type DataFieldInput, type DataFieldType } from '@core/api/menu';
import { readScheme, type SchemeOp } from '@core/permission';
import type { Language } from '@core/i18n/text';
import type { Database, ModuleDataFieldTable } from '../../db/schema';
import type { DataFields } from '../../permission/dataScope';
import { dataFieldSourceOver, type DataFieldSource } from '../../permission/dataFieldSource';
import { newId } from '../../db/ids';
import { ApiError, badRequest, formRefusal } from '../../http/errors';
import { say } from '../../http/texts';
import { checkModule } from './items';
import { jnpfInputOf, jnpfTypeOf, kindFromJnpf, opsOf, symbolOf } from './fieldKinds';

/** Declared fields are listed under this id prefix; stored ids are digits. */
const declaredPrefix = 'declared-';
const notFound = () => new ApiError(404, { key: 'menu.dataFieldNotFound' });
const isKind = (value: unknown): value is DataFieldType => typeof value === 'string' && (dataFieldTypes as readonly string[]).includes(value);

/** A field a scheme may name: its kind and the name its condition is written with. */
export interface OfferedField {
  kind: DataFieldType;
  name: string;
}

export class DataFieldService {
  constructor(
    private readonly db: Kysely<Database>,
    /** The fields each entry's routes declare, by the entry's enCode. */
    private readonly declared: ReadonlyMap<string, DataFields>,
    /** Every entry's known fields: those declared, then the run-time providers'. */
    private readonly source: DataFieldSource = dataFieldSourceOver(declared),
  ) {}

  /**
   * The fields the entry's table has for schemes to test; undefined when nothing declares them
   * (or no entry has the id). Asked before a transaction opens, never inside one: a provider
   * reads the database itself, and SQLite's one connection is the transaction's until it ends.
   */
  async known(moduleId: string): Promise<DataFields | undefined> {
    const menu = await this.db.selectFrom('base_module').select('en_code').where('id', '=', moduleId).executeTakeFirst();
    return menu ? this.source.fieldsOf(menu.en_code) : undefined;
  }

  private describe(
    base: { id: string; moduleId: string; enCode: string; fullName: string; kind: DataFieldType; bindTable: string; description: string; sortCode: number; enabledMark: 0 | 1; declared: boolean },
    language: Language,
  ): DataField {
    const ops = opsOf[base.kind];
    return {
      id: base.id,
      moduleId: base.moduleId,
      enCode: base.enCode,
      fullName: base.fullName,
      fieldType: base.kind,
      type: jnpfTypeOf[base.kind],
      conditionSymbol: [...new Set(ops.map((op) => symbolOf(op, base.kind)))].join(','),
      conditionSymbolName: ops.map((op) => say({ key: `menu.op.${op}` }, language)).join(','),
      conditionText: jnpfInputOf[base.kind],
      conditionName: say({ key: `menu.input.${base.kind}` }, language),
      bindTable: base.bindTable,
      description: base.description,
      sortCode: base.sortCode,
      enabledMark: base.enabledMark,
      declared: base.declared,
      isMain: base.declared ? 1 : 0,
    };
  }

  private fromRow(row: Selectable<ModuleDataFieldTable>, language: Language): DataField {
    return this.describe(
      {
        id: row.id,
        moduleId: row.module_id,
        enCode: row.en_code,
        fullName: row.full_name,
        kind: isKind(row.field_type) ? row.field_type : 'text',
        bindTable: row.bind_table,
        description: row.description,
        sortCode: row.sort_code,
        enabledMark: row.enabled_mark === 1 ? 1 : 0,
        declared: false,
      },
      language,
    );
  }

  /** The declared fields first (in their order), then the added ones. */
  async list(moduleId: string, language: Language): Promise<DataField[]> {
    const menu = await this.db.selectFrom('base_module').select(['id', 'en_code']).where('id', '=', moduleId).executeTakeFirst();
    if (!menu) throw new ApiError(404, { key: 'menu.moduleNotFound' });
    const declared = Object.entries(this.declared.get(menu.en_code) ?? {}).map(([code, field], index) =>
      this.describe(
        { id: `${declaredPrefix}${code}`, moduleId, enCode: code, fullName: field.name, kind: field.type, bindTable: '', description: '', sortCode: index, enabledMark: 1, declared: true },
        language,
      ),
    );
    const rows = await this.db.selectFrom('base_module_data_field').selectAll().where('module_id', '=', moduleId).orderBy('sort_code').orderBy('id').execute();
    return [...declared, ...rows.map((row) => this.fromRow(row, language))];
  }

  /**
   * What schemes of the entry may name: the declared fields and the enabled added ones
   * that name a known field (with its kind, `known` as `known()` answered), by code. Each is a column the scoped query tests.
   */
  async offered(menu: { id: string; en_code: string }, known: DataFields | undefined, db: Kysely<Database> = this.db): Promise<Map<string, OfferedField>> {
    const offered = new Map<string, OfferedField>();
    for (const [code, field] of Object.entries(this.declared.get(menu.en_code) ?? {})) offered.set(code, { kind: field.type, name: field.name });
    const rows = await db
      .selectFrom('base_module_data_field')
      .select(['en_code', 'full_name', 'field_type'])
      .where('module_id', '=', menu.id)
      .where('enabled_mark', '=', 1)
      .execute();
    for (const row of rows) {
      if (offered.has(row.en_code)) continue;
      // An entry nothing declares (one made on the menu screen) keeps JNPF's fields as they were added; a known entry's must be its table's.
      if (!known) offered.set(row.en_code, { kind: isKind(row.field_type) ? row.field_type : 'text', name: row.full_name });
      else if (Object.hasOwn(known, row.en_code)) offered.set(row.en_code, { kind: known[row.en_code].type, name: row.full_name });
    }
    return offered;
  }

  async get(id: string, language: Language): Promise<DataField> {
    const row = await this.db.selectFrom('base_module_data_field').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return this.fromRow(row, language);
  }

  /** The kind Kiln's form names, or the one JNPF's type and value input imply. */
  private kindOf(input: DataFieldInput): DataFieldType {
    const kind = input.fieldType ?? kindFromJnpf(input.type, input.conditionText);
    if (!kind) throw formRefusal([{ field: 'fieldType', message: { key: 'menu.dataFieldType' } }]);
    return kind;
  }

  /** The name of the first enabled or disabled scheme of the entry that tests `code`, if any. */
  private async schemeUsing(moduleId: string, code: string, db: Kysely<Database>): Promise<string | null> {
    const schemes = await db.selectFrom('base_module_data_scheme').select(['full_name', 'condition_json']).where('module_id', '=', moduleId).where('all_data', '=', 0).execute();
    const using = schemes.find((scheme) => readScheme(scheme.condition_json).scheme.conditions.some((group) => group.groups.some((rule) => rule.field === code)));
    return using?.full_name ?? null;
  }

  /** Checks the field and answers the kind to store: the known field's, or (on an entry nothing declares) the one sent. */
  private async check(input: DataFieldInput, selfId: string | null, known: DataFields | undefined, db: Kysely<Database>): Promise<DataFieldType> {
    const sentKind = this.kindOf(input);
    if (input.fieldRule !== undefined && input.fieldRule !== 0) throw formRefusal([{ field: 'fieldRule', message: { key: 'menu.fieldRuleMain' } }]);
    const menu = await checkModule(db, input.moduleId);
    const code = input.enCode;
    const taken = Object.hasOwn(this.declared.get(menu.en_code) ?? {}, code) ||
      Boolean(await db.selectFrom('base_module_data_field').select('id').where('module_id', '=', input.moduleId).where('en_code', '=', code).where('id', '!=', selfId ?? '').executeTakeFirst());
    if (taken) throw formRefusal([{ field: 'enCode', message: { key: 'menu.fieldCodeExists', params: { code } } }]);
    if (!known) return sentKind;
    // A field the entry's table lacks could only ever match nothing: refused now, not turned into "no rows" later.
    if (!Object.hasOwn(known, code)) throw formRefusal([{ field: 'enCode', message: { key: 'menu.dataFieldUnknown', params: { field: code } } }]);
    return known[code].type;
  }

  private columnsOf(input: DataFieldInput, kind: DataFieldType) {
    return {
      module_id: input.moduleId,
      en_code: input.enCode,
      full_name: input.fullName,
      field_type: kind,
      bind_table: input.bindTable ?? '',
      description: input.description ?? '',
      sort_code: input.sortCode ?? 0,
      enabled_mark: input.enabledMark ?? 1,
    };
  }

  async create(input: DataFieldInput): Promise<string> {
    const known = await this.known(input.moduleId);
    return this.db.transaction().execute(async (trx) => {
      const kind = await this.check(input, null, known, trx);
      const id = newId();
      await trx.insertInto('base_module_data_field').values({ id, ...this.columnsOf(input, kind), created_at: Date.now() }).execute();
      return id;
    });
  }

  async update(id: string, input: DataFieldInput): Promise<void> {
    if (id.startsWith(declaredPrefix)) throw badRequest('menu.dataFieldDeclared');
    const known = await this.known(input.moduleId);
    await this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('base_module_data_field').select(['id', 'module_id', 'en_code']).where('id', '=', id).executeTakeFirst();
      if (!existing) throw notFound();
      const kind = await this.check(input, id, known, trx);
      // Schemes name a field by its code: a used field keeps it and its entry.
      if (existing.en_code !== input.enCode || existing.module_id !== input.moduleId) {
        const scheme = await this.schemeUsing(existing.module_id, existing.en_code, trx);
        if (scheme) throw formRefusal([{ field: 'enCode', message: { key: 'menu.dataFieldInUse', params: { scheme } } }]);
      }
      await trx.updateTable('base_module_data_field').set(this.columnsOf(input, kind)).where('id', '=', id).execute();
    });
  }

  async remove(id: string): Promise<void> {
    if (id.startsWith(declaredPrefix)) throw badRequest('menu.dataFieldDeclared');
    await this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('base_module_data_field').select(['id', 'module_id', 'en_code']).where('id', '=', id).executeTakeFirst();
      if (!existing) throw notFound();
      const scheme = await this.schemeUsing(existing.module_id, existing.en_code, trx);
      if (scheme) throw badRequest('menu.dataFieldInUse', { scheme });
      await trx.deleteFrom('base_module_data_field').where('id', '=', id).execute();
    });
  }
}

/** The op names a field allows, for a message. */
export const opName = (op: SchemeOp, language: Language) => say({ key: `menu.op.${op}` }, language);
