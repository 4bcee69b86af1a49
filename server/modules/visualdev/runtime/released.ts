// Released models as the runtime serves them: each model's current release read
// once, its form compiled, its columns and data fields worked out, and kept
// until the invalidation bus says the model changed (on every server process).
import type { Kysely } from 'kysely';
import { compileForm, type CompiledField, type CompiledForm } from '@core/form';
import { systemColumns, type ModelDesign, type SystemField } from '@core/model/design';
import type { ColumnType } from '@core/widgets';
import { systemValues } from '@core/widgets/system';
import type { Database } from '../../../db/schema';
import type { InvalidationBus } from '../../../db/invalidation';
import type { DataField, DataFields } from '../../../permission/dataScope';
import type { TrigramSearch } from '../../../db/trigramSearch';
import { tablePlan } from '@core/model/tables';
import { trigramSearchOf } from '../tables';

/** A stored field and its column. */
export interface MappedField {
  field: CompiledField;
  column: string;
  type: ColumnType;
}

export interface MappedTable {
  table: string;
  fields: MappedField[];
}

/** A sub-table: its field in the form and its table. */
export interface MappedSubTable extends MappedTable {
  field: CompiledField;
}

export interface ReleasedModel {
  id: string;
  version: number;
  fullName: string;
  webType: 1 | 2;
  design: ModelDesign;
  form: CompiledForm;
  main: MappedTable;
  subTables: MappedSubTable[];
  /** The menu entries releasing it: their ids and codes (grants and data schemes are per entry). */
  menus: { id: string; enCode: string }[];
  /** What its entries' data schemes may test, under the alias `t`. */
  dataFields: DataFields;
  /** The keyword box's search over the main table; null without keyword fields. */
  keywordSearch: TrigramSearch | null;
}

export const mainAlias = 't';

/** The column types system values take: times are epoch ms, who and where are ids. */
const systemColumnTypes: Record<SystemField, { column: string; type: DataField['type'] }> = {
  creatorUserId: { column: systemColumns.creatorUserId, type: 'user' },
  creatorTime: { column: systemColumns.creatorTime, type: 'date' },
  lastModifyUserId: { column: systemColumns.lastModifyUserId, type: 'user' },
  lastModifyTime: { column: systemColumns.lastModifyTime, type: 'date' },
};

/** What a scheme may compare a field's value as, by what the widget stores. */
function dataFieldType(mapped: MappedField): DataField['type'] | null {
  const system = systemValues.get(mapped.field.widget);
  if (system) return system.value === 'time' ? 'date' : system.value === 'user' ? 'user' : system.value === 'organize' ? 'organize' : 'text';
  if (mapped.type.kind === 'json' || mapped.type.kind === 'text') return null;
  if (mapped.field.widget === 'date') return 'date';
  if (mapped.field.widget === 'userSelect' && mapped.field.props.multiple !== true) return 'user';
  if (['comSelect', 'depSelect'].includes(mapped.field.widget) && mapped.field.props.multiple !== true) return 'organize';
  return mapped.type.kind === 'string' ? 'text' : 'number';
}

function mapped(fields: readonly CompiledField[], columns: Record<string, string>): MappedField[] {
  return fields.flatMap((field) => {
    const column = columns[field.id];
    return column && field.columnType ? [{ field, column, type: field.columnType }] : [];
  });
}

export function releasedModelOf(
  row: { id: string; version: number; full_name: string; web_type: number; design_json: string },
  menus: ReleasedModel['menus'],
): ReleasedModel {
  const design = JSON.parse(row.design_json) as ModelDesign;
  const form = compileForm(design.form);
  const main: MappedTable = {
    table: design.tables.main.table,
    fields: mapped(
      form.fields.filter((field) => !field.columns),
      design.tables.main.columns,
    ),
  };
  const subTables = form.fields
    .filter((field) => field.columns)
    .flatMap((field): MappedSubTable[] => {
      const map = design.tables.subTables[field.id];
      return map ? [{ field, table: map.table, fields: mapped(field.columns ?? [], map.columns) }] : [];
    });
  const dataFields: DataFields = {};
  for (const [name, system] of Object.entries(systemColumnTypes)) {
    dataFields[name] = { column: `${mainAlias}.${system.column}`, type: system.type, name };
  }
  for (const field of main.fields) {
    const type = dataFieldType(field);
    if (type) dataFields[field.field.path] = { column: `${mainAlias}.${field.column}`, type, name: field.field.label ?? field.field.path };
  }
  const keywordSearch = trigramSearchOf(tablePlan(form, design.tables, design.list).main);
  const webType = Number(row.web_type) === 1 ? 1 : 2;
  return { id: row.id, version: Number(row.version), fullName: row.full_name, webType, design, form, main, subTables, menus, dataFields, keywordSearch };
}

/** The released models of one server process, read once each and dropped when the bus says so. */
export class ReleasedModels {
  private readonly cache = new Map<string, Promise<ReleasedModel | null>>();

  constructor(
    private readonly db: Kysely<Database>,
    bus: InvalidationBus,
  ) {
    bus.on('models', (payload) => {
      if (payload === '*') this.cache.clear();
      else this.cache.delete(payload);
    });
  }

  get(modelId: string): Promise<ReleasedModel | null> {
    let known = this.cache.get(modelId);
    if (!known) {
      known = this.read(modelId);
      this.cache.set(modelId, known);
      known.catch(() => this.cache.get(modelId) === known && this.cache.delete(modelId));
    }
    return known;
  }

  /** The model a menu entry (by enCode) opens, if it is a released model's. */
  async byMenuCode(moduleCode: string): Promise<ReleasedModel | null> {
    const entry = await this.db.selectFrom('base_module').select(['property_json']).where('en_code', '=', moduleCode).where('type', '=', 3).executeTakeFirst();
    if (!entry) return null;
    const moduleId = (JSON.parse(entry.property_json || '{}') as { moduleId?: unknown }).moduleId;
    return typeof moduleId === 'string' ? this.get(moduleId) : null;
  }

  private async read(modelId: string): Promise<ReleasedModel | null> {
    const row = await this.db
      .selectFrom('base_visual_dev as v')
      .innerJoin('base_visual_dev_release as r', (join) => join.onRef('r.model_id', '=', 'v.id').onRef('r.version', '=', 'v.version'))
      .select(['v.id', 'v.version', 'r.full_name', 'r.web_type', 'r.design_json', 'v.menu_ids'])
      .where('v.id', '=', modelId)
      .executeTakeFirst();
    if (!row) return null;
    const ids = JSON.parse(row.menu_ids) as string[];
    const menus = ids.length
      ? await this.db.selectFrom('base_module').select(['id', 'en_code']).where('id', 'in', ids).orderBy('sort_code').orderBy('id').execute()
      : [];
    return releasedModelOf(
      row,
      menus.map((menu) => ({ id: menu.id, enCode: menu.en_code })),
    );
  }
}
