// /api/system/ModuleButton, /ModuleColumn and /ModuleForm: what a menu entry
// offers to grant, as JNPF's 按钮权限, 列表权限 and 表单权限 drawers call them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ButtonInput, ItemInput } from '@core/api/menu';
import type { CompiledForm } from '@core/form';
import type { JsonSchema } from '@core/schema/types';
import type { Kiln } from '../../context';
import { access } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { formInput, stringParams, typedRoutes } from '../../http/routeParts';
import { crudRoutes } from '../crudRoutes';
import { ButtonService, ItemService } from './items';

const menuModule = 'system.menu';
const tags = ['menu'];
/** JNPF's batch is a pasted JSON list; a few hundred fields is already a large screen. */
const maxBatch = 200;

/** The batch body: the entry and a list of items, each meeting the item form's rules but its entry. */
function batchSchema(form: CompiledForm, listKey: string): JsonSchema {
  type ItemSchema = JsonSchema & { properties: Record<string, unknown>; required?: string[]; errorMessage?: { required?: Record<string, string> } };
  const item = structuredClone(form.schema) as ItemSchema;
  delete item.properties.moduleId;
  item.required = item.required?.filter((name) => name !== 'moduleId');
  if (item.errorMessage?.required) delete item.errorMessage.required.moduleId;
  const moduleId = (form.schema as { properties: Record<string, JsonSchema> }).properties.moduleId;
  return {
    type: 'object',
    required: ['moduleId', listKey],
    properties: {
      moduleId,
      [listKey]: { type: 'array', minItems: 1, maxItems: maxBatch, items: item, errorMessage: { minItems: 'menu.batchEmpty', type: 'menu.batchEmpty' } },
    },
    errorMessage: { required: { moduleId: 'menu.moduleRequired', [listKey]: 'menu.batchEmpty' } },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** JNPF's batch form turns empty values into null; an empty value is no value. Runs before the schema is checked. */
function dropNulls(listKey: string) {
  return async (request: FastifyRequest) => {
    const body = request.body;
    if (!isRecord(body)) return;
    const list = body[listKey];
    if (!Array.isArray(list)) return;
    body[listKey] = list.map((item: unknown) => (isRecord(item) ? Object.fromEntries(Object.entries(item).filter(([, value]) => value !== null)) : item));
  };
}

/**
 * The batch body: the entry, and the items under its kind's key (JNPF's names).
 * Each kind's schema requires only its own key; the type names both so that the
 * shared handler reads `body[spec.listKey]`, the key its route's schema required.
 */
type BatchInput = { moduleId: string } & Record<'columnJson' | 'formJson', Omit<ItemInput, 'moduleId'>[]>;

export async function itemRoutes(server: FastifyInstance, kiln: Kiln): Promise<void> {
  const app = typedRoutes(server);
  const buttons = new ButtonService(kiln.db, kiln.grants);

  app.get(
    '/api/system/ModuleButton/:moduleId/List',
    {
      config: { access: access.module(menuModule) },
      schema: { tags, summary: 'The buttons of menu entry {moduleId}, in order; isMain marks those its module declares', params: stringParams('moduleId') },
    },
    async (request) => ok(request, { list: await buttons.list(request.params.moduleId) }),
  );

  crudRoutes<ButtonInput>(app, kiln, {
    path: '/api/system/ModuleButton',
    tag: 'menu',
    module: menuModule,
    noun: 'button of a menu entry (btn_ + action; built-in ones keep their code and are not deleted)',
    form: kiln.pages.compiledForm('system.menu.buttonForm'),
    detail: { path: '/:id', get: (id) => buttons.get(id) },
    create: (input) => buttons.create(input),
    update: (id, input) => buttons.update(id, input),
    remove: (id) => buttons.remove(id),
  });

  const kinds = [
    {
      path: '/api/system/ModuleColumn',
      formId: 'system.menu.columnForm',
      noun: 'list column',
      listKey: 'columnJson',
      table: 'base_module_column',
      kind: 'column',
      notFound: 'menu.columnNotFound',
    },
    {
      path: '/api/system/ModuleForm',
      formId: 'system.menu.formFieldForm',
      noun: 'form field',
      listKey: 'formJson',
      table: 'base_module_form',
      kind: 'form',
      notFound: 'menu.formNotFound',
    },
  ] as const;
  for (const spec of kinds) {
    const items = new ItemService(kiln.db, kiln.grants, spec.table, spec.kind, spec.notFound);
    const form = kiln.pages.compiledForm(spec.formId);

    app.get(
      `${spec.path}/:moduleId/Fields`,
      {
        config: { access: access.module(menuModule) },
        schema: { tags, summary: `The ${spec.noun}s menu entry {moduleId} offers to grant, in order`, params: stringParams('moduleId') },
      },
      async (request) => ok(request, { list: await items.list(request.params.moduleId) }),
    );

    app.post(
      `${spec.path}/Actions/Batch`,
      {
        config: { access: access.module(menuModule, 'btn_add') },
        schema: {
          tags,
          summary: `Add several ${spec.noun}s at once (${spec.listKey}, at most ${maxBatch}): all or none`,
          body: formInput<BatchInput>(batchSchema(form, spec.listKey)),
        },
        preValidation: dropNulls(spec.listKey),
      },
      async (request) => {
        const ids = await items.createMany(request.body.moduleId, request.body[spec.listKey], spec.listKey);
        return ok(request, { ids }, { key: 'ok.created' });
      },
    );

    crudRoutes<ItemInput>(app, kiln, {
      path: spec.path,
      tag: 'menu',
      module: menuModule,
      noun: `${spec.noun} of a menu entry`,
      form,
      detail: { path: '/:id', get: (id) => items.get(id) },
      create: (input) => items.create(input),
      update: (id, input) => items.update(id, input),
      remove: (id) => items.remove(id),
    });
  }
}
