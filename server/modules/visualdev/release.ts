// Releasing a model: its tables made or altered to the design (the administrator
// sees the difference first, and a change that loses data waits for their
// confirmation), the release kept as a version, and the menu entries made or
// renamed with what they offer to grant — all in one transaction, then every
// server process told. A rollback releases an older version's design the same way.
import type { Kysely } from 'kysely';
import type { ModelDetail, ModelVersion, ReleaseInput, ReleaseOutcome, TableChange } from '@core/api/visualdev';
import type { ModelDesign, TableMapping } from '@core/model/design';
import { compileForm, type CompiledForm } from '@core/form';
import { resolveMapping, tablePlan, TableMappingError, type TablePlan } from '@core/model/tables';
import { planDifference } from '@core/model/tableDifference';
import type { Database } from '../../db/schema';
import type { Kiln } from '../../context';
import { ApiError } from '../../http/errors';
import { applyDifference, TableConflict } from './tables';
import { checkListDesign, compiledDesign } from './designCheck';
import { ModelService } from './models';
import { syncModelMenus } from './menuSync';
import { changesOf, fieldCount, losingRefusal, tableRefusal } from './tableChanges';

const versionNotFound = () => new ApiError(404, { key: 'visualdev.versionNotFound' });

/** The release's mapping keeps every column an earlier release gave a field still in the form. */
function carriedMapping(design: TableMapping, released: TableMapping | null): TableMapping {
  if (!released) return design;
  const subTables = { ...design.subTables };
  for (const [nodeId, map] of Object.entries(released.subTables)) {
    subTables[nodeId] = subTables[nodeId] ? { table: subTables[nodeId].table, columns: { ...map.columns, ...subTables[nodeId].columns } } : map;
  }
  return { main: { table: design.main.table, columns: { ...released.main.columns, ...design.main.columns } }, subTables };
}

/** A design's tables as they must be, its mapping completed. */
function planOf(design: ModelDesign, released: TableMapping | null): { design: ModelDesign; form: CompiledForm; plan: TablePlan } {
  const form = compiledDesign(design);
  checkListDesign(design, form);
  try {
    const tables = resolveMapping(form, carriedMapping(design.tables, released));
    return { design: { ...design, tables }, form, plan: tablePlan(form, tables, design.list) };
  } catch (error) {
    if (error instanceof TableMappingError) throw tableRefusal(error.problems);
    throw error;
  }
}

const parentsOf = (value: string | string[] | undefined): string[] => (Array.isArray(value) ? value : value ? [value] : []).filter(Boolean);

export class ReleaseService {
  private readonly models: ModelService;

  constructor(private readonly kiln: Kiln) {
    this.models = new ModelService(kiln.db);
  }

  private async releasedDesign(db: Kysely<Database>, modelId: string, version: number): Promise<ModelDesign | null> {
    if (version === 0) return null;
    const row = await db
      .selectFrom('base_visual_dev_release')
      .select('design_json')
      .where('model_id', '=', modelId)
      .where('version', '=', version)
      .executeTakeFirst();
    return row ? (JSON.parse(row.design_json) as ModelDesign) : null;
  }

  /**
   * The model's current design released: POST Base/{id}/Actions/Release. `entryIds` (the seed's, never the
   * route's) names by parent the id the entry made there takes (syncModelMenus).
   */
  async release(modelId: string, input: ReleaseInput, userId: string, entryIds?: Readonly<Record<string, string>>): Promise<ReleaseOutcome> {
    const model = await this.models.get(modelId);
    // Kiln draws the web only: the app's parents (appModuleParentId) place nothing.
    const parents = input.pc === 0 ? [] : parentsOf(input.pcModuleParentId);
    return this.publish(model, model.design, parents, input, userId, entryIds);
  }

  /** An earlier release's design released again, the tables following: its tables, its menu items. */
  async rollback(modelId: string, version: number, input: Pick<ReleaseInput, 'confirmLosing' | 'dryRun'>, userId: string): Promise<ReleaseOutcome> {
    const model = await this.models.get(modelId);
    const design = await this.releasedDesign(this.kiln.db, modelId, version);
    if (!design) throw versionNotFound();
    return this.publish(model, design, [], input, userId);
  }

  private async publish(
    model: ModelDetail,
    design: ModelDesign,
    parents: string[],
    input: Pick<ReleaseInput, 'confirmLosing' | 'dryRun'>,
    userId: string,
    entryIds?: Readonly<Record<string, string>>,
  ): Promise<ReleaseOutcome> {
    const released = await this.releasedDesign(this.kiln.db, model.id, model.version);
    const before = released ? planOf(released, null).plan : null;
    const next = planOf(design, released?.tables ?? null);
    const difference = planDifference(before, next.plan);
    const changes = changesOf(difference);
    if (input.dryRun) return { version: model.version, changes, menuIds: model.menuIds, dryRun: true };
    const refusal = losingRefusal(difference);
    if (refusal && !input.confirmLosing) throw refusal;
    const version = model.version + 1;
    const menuIds = await this.kiln.db.transaction().execute(async (trx) => {
      try {
        await applyDifference(trx, this.kiln.dialect, before, next.plan, { confirmLosing: input.confirmLosing === true });
      } catch (error) {
        if (error instanceof TableConflict) throw tableRefusal([error.message]);
        throw error;
      }
      const designJson = JSON.stringify(next.design);
      const now = Date.now();
      await trx
        .insertInto('base_visual_dev_release')
        .values({
          model_id: model.id,
          version,
          full_name: model.fullName,
          web_type: model.webType,
          design_json: designJson,
          released_by: userId,
          released_at: now,
        })
        .execute();
      const entries = await syncModelMenus(
        trx,
        { id: model.id, fullName: model.fullName, enCode: model.enCode },
        next.design,
        next.form,
        parents,
        model.menuIds,
        entryIds,
      );
      await trx
        .updateTable('base_visual_dev')
        .set({ version, changed_since_release: 0, design_json: designJson, menu_ids: JSON.stringify(entries), last_modify_user_id: userId, updated_at: now })
        .where('id', '=', model.id)
        .execute();
      await this.kiln.invalidation.publish('models', model.id, trx);
      return entries;
    });
    // The entries' buttons, columns and fields changed what grants mean.
    await this.kiln.grants.changed();
    return { version, changes, menuIds, dryRun: false };
  }

  async versions(modelId: string): Promise<ModelVersion[]> {
    await this.models.get(modelId);
    const rows = await this.kiln.db
      .selectFrom('base_visual_dev_release as r')
      .leftJoin('base_user as u', 'u.id', 'r.released_by')
      .select(['r.version', 'r.released_at', 'r.full_name', 'r.design_json', 'u.real_name', 'u.account'])
      .where('r.model_id', '=', modelId)
      .orderBy('r.version', 'desc')
      .execute();
    return rows.map((row) => ({
      version: Number(row.version),
      releasedAt: Number(row.released_at),
      releasedBy: row.real_name ? `${row.real_name}/${row.account}` : '',
      fullName: row.full_name,
      fieldCount: fieldCount(compileForm((JSON.parse(row.design_json) as ModelDesign).form)),
    }));
  }

  /** One release's design, as the model would read were it rolled back. */
  async version(modelId: string, version: number): Promise<ModelDetail> {
    const model = await this.models.get(modelId);
    const design = await this.releasedDesign(this.kiln.db, modelId, version);
    if (!design) throw versionNotFound();
    return { ...model, design };
  }

  /** What going from one release to another changes in the tables. */
  async compare(modelId: string, from: number, to: number): Promise<TableChange[]> {
    const [older, newer] = await Promise.all([this.releasedDesign(this.kiln.db, modelId, from), this.releasedDesign(this.kiln.db, modelId, to)]);
    if (!older || !newer) throw versionNotFound();
    return changesOf(planDifference(planOf(older, null).plan, planOf(newer, older.tables).plan));
  }
}
