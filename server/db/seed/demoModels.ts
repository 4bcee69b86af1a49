// The demo's online-development models: each designed once as data (a JSON file
// beside this one), then created and released through the services an
// administrator's clicks reach, under the demo's directory as the entry the demo
// grants, with the fields and data schemes the entry offers. A model found by its
// code is left as administrators keep it; an unreleased one is released.
import fs from 'node:fs';
import path from 'node:path';
import { messageKey } from '@core/i18n/text';
import type { ModelInput } from '@core/api/visualdev';
import type { Kiln } from '../../context';
import { validateBody } from '../../http/bodyValidator';
import { ModelInputSchema } from '../../modules/visualdev/schemas';
import { ModelService, modelCategories } from '../../modules/visualdev/models';
import { ReleaseService } from '../../modules/visualdev/release';
import { releasedModelOf } from '../../modules/visualdev/runtime/released';
import { newId } from '../ids';
import { ensureSchemes } from './modules';
import type { DemoModel } from './demoCompany';

/** The model a file describes, checked as the models API checks a body; its category named by the webDesign item's code. */
function readModelFile(file: string): ModelInput {
  const content: unknown = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8'));
  const issues = validateBody(ModelInputSchema, content).map((issue) => `${issue.field} ${messageKey(issue.message.key, issue.message.params)}`);
  if (issues.length) throw new Error(`The demo model ${file} is invalid: ${issues.join('; ')}`);
  // The schema above is the models API's body: what it admits is a ModelInput.
  return content as ModelInput;
}

/** The model's id, created from its file when no model has its code. */
async function ensureModel(kiln: Kiln, input: ModelInput, userId: string): Promise<{ id: string; version: number }> {
  const found = await kiln.db.selectFrom('base_visual_dev').select(['id', 'version']).where('en_code', '=', input.enCode).executeTakeFirst();
  if (found) return { id: found.id, version: Number(found.version) };
  const category = (await modelCategories(kiln.db)).find((item) => item.en_code === input.category);
  if (!category) throw new Error(`The demo model ${input.enCode} names the category ${input.category}, which the webDesign dictionary lacks`);
  return { id: await new ModelService(kiln.db).create({ ...input, category: category.id }, userId), version: 0 };
}

/** The entry's data fields, each added once by code (as the 数据权限 screen adds them), with the kind the model gives it. */
async function ensureDataFields(kiln: Kiln, modelId: string, model: DemoModel): Promise<void> {
  const release = await kiln.db
    .selectFrom('base_visual_dev as v')
    .innerJoin('base_visual_dev_release as r', (join) => join.onRef('r.model_id', '=', 'v.id').onRef('r.version', '=', 'v.version'))
    .select(['v.id', 'v.version', 'r.full_name', 'r.web_type', 'r.design_json'])
    .where('v.id', '=', modelId)
    .executeTakeFirstOrThrow();
  const known = releasedModelOf(release, []).dataFields;
  const present = new Set(
    (await kiln.db.selectFrom('base_module_data_field').select('en_code').where('module_id', '=', model.entryId).execute()).map((row) => row.en_code),
  );
  const now = Date.now();
  for (const [index, { field, name }] of model.dataFields.entries()) {
    if (!Object.hasOwn(known, field)) throw new Error(`The demo model of ${model.entryId} has no data field ${field}`);
    if (present.has(field)) continue;
    await kiln.db
      .insertInto('base_module_data_field')
      .values({
        id: newId(),
        module_id: model.entryId,
        en_code: field,
        full_name: name,
        field_type: known[field].type,
        description: '',
        sort_code: index + 1,
        enabled_mark: 1,
        created_at: now,
        bind_table: '',
      })
      .execute();
  }
}

/** Creates and releases each demo model that is not there yet; `userId` is who the seed acts as (the administrator). */
export async function ensureDemoModels(kiln: Kiln, models: readonly DemoModel[], userId: string): Promise<void> {
  for (const model of models) {
    const input = readModelFile(model.file);
    const { id, version } = await ensureModel(kiln, input, userId);
    if (version === 0) await new ReleaseService(kiln).release(id, { pcModuleParentId: model.parentId }, userId, { [model.parentId]: model.entryId });
    // An administrator may have released the model elsewhere, or deleted the demo's entry: nothing to offer there.
    if (!(await kiln.db.selectFrom('base_module').select('id').where('id', '=', model.entryId).executeTakeFirst())) continue;
    await ensureDataFields(kiln, id, model);
    await ensureSchemes(kiln.db, model.entryId, model.schemes);
  }
}
