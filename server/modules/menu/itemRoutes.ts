// /api/system/ModuleButton, /ModuleColumn and /ModuleForm: what a menu entry
// offers to grant, as JNPF's 按钮权限, 列表权限 and 表单权限 drawers call them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ButtonInput, ItemInput } from '@core/api/menu';
import type { CompiledForm } from '@core/form';
import type { JsonSchema } from '@core/schema/types';
import type { Kiln } from '../../context';
import { access } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { stringParams } from '../../http/routeParts';
import { crudRoutes } from '../crudRoutes';
import { ButtonService, ItemService } from './items';

const menuModule = 'system.menu';
const tags = ['menu'];
/** JNPF's batch is a pasted JSON list; a few hundred fields is already a large screen. */
const maxBatch = 200;

/** The batch body: the entry and a list of items, each meeting the item form's rules but its entry. */
function batchSchema(form: CompiledForm, listKey: string): JsonSchema {
  const item = structuredClone(form.schema) as JsonSchema & { properties: Record<string, unknown>; required?: string[]; errorMessage?: { required?: Record<string, string> } };
  delete item.properties.moduleId;
  item.required = item.required?.filter((name) => name !== 'moduleId');
  if (item.errorMessage?.required) delete item.errorMessage.required.moduleId;
  const moduleId = (form.schema as { properties: Record<string, JsonSchema> }).properties.moduleId;
  return {
    type: 'object',
    required: ['moduleId', listKey],
    properties: { moduleId, [listKey]: { type: 'array', minItems: 1, maxItems: maxBatch, items: item, errorMessage: { minItems: 'menu.batchEmpty', type: 'menu.batchEmpty' } } },
    errorMessage: { required: { moduleId: 'menu.moduleRequired', [listKey]: 'menu.batchEmpty' } },
  };
}

/** JNPF's batch form turns empty values into null; an empty value is no value. */
function dropNulls(listKey: string) {
  return async (request: FastifyRequest) => {
    const body = request.body as Record<string, unknown> | null;
    const list = body?.[listKey];
    if (!Array.isArray(list)) return;
    body![listKey] = list.map((item: unknown) =>
      item && typeof item === 'object' && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).filter(([, value]) => value !== null)) : item,
    );
  };
}

export async function itemRoutes(app: FastifyInstance, kiln: Kiln): Promise<void> {
  const buttons = new ButtonService(kiln.db, kiln.grants);

  app.get<{ Params: { moduleId: string } }>(
    '/api/system/ModuleButton/:moduleId/List',
    { config: { access: access.module(menuModule) }, schema: { tags, summary: 'The buttons of menu entry {moduleId}, in order; isMain marks those its module declares', params: stringParams('moduleId') } },
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
    { path: '/api/system/ModuleColumn', formId: 'system.menu.columnForm', table: 'base_module_column', kind: 'column', notFound: 'menu.columnNotFound', listKey: 'columnJson', noun: 'list column' },
    { path: '/api/system/ModuleForm', formId: 'system.menu.formFieldForm', table: 'base_module_form', kind: 'form', notFound: 'menu.formNotFound', listKey: 'formJson', noun: 'form field' },
  ] as const;
  for (const spec of kinds) {
    const items = new ItemService(kiln.db, kiln.grants, spec.table, spec.kind, spec.notFound);
    const form = kiln.pages.compiledForm(spec.formId);

    app.get<{ Params: { moduleId: string } }>(
      `${spec.path}/:moduleId/Fields`,
      { config: { access: access.module(menuModule) }, schema: { tags, summary: `The ${spec.noun}s menu entry {moduleId} offers to grant, in order`, params: stringParams('moduleId') } },
      async (request) => ok(request, { list: await items.list(request.params.moduleId) }),
    );

    app.post<{ Body: { moduleId: string } & Record<string, Omit<ItemInput, 'moduleId'>[]> }>(
      `${spec.path}/Actions/Batch`,
      {
        config: { access: access.module(menuModule, 'btn_add') },
        schema: { tags, summary: `Add several ${spec.noun}s at once (${spec.listKey}, at most ${maxBatch}): all or none`, body: batchSchema(form, spec.listKey) },
        preValidation: dropNulls(spec.listKey),
      },
      async (request) => {
        const ids = await items.createMany(request.body.moduleId, request.body[spec.listKey] as Omit<ItemInput, 'moduleId'>[], spec.listKey);
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
