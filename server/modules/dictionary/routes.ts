// /api/system/DictionaryType and /api/system/DictionaryData (spec 02 §7.1).
// Reading is open to every signed-in user (forms and lists read dictionaries);
// changing needs the dictionary menu and its buttons.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { dictionaryLimits, type DictionaryItemInput, type DictionaryTypeInput } from '@core/api/dictionary';
import type { Kiln } from '../../context';
import { access } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { say } from '../../http/texts';
import { integerEnum, stringParams, typedRoutes } from '../../http/routeParts';
import { pageQuerySchema } from '../../db/paging';
import { crudRoutes } from '../crudRoutes';
import { DictionaryTypeService } from './typeService';
import { DictionaryItemService } from './itemService';
import { exportCategory, importCategory } from './bdd';
import { seededName, seededNamesInTree } from '@core/i18n/seededNames';

export const dictionaryModule = 'systemData.dictionary';
const tags = ['dictionary'];

export async function dictionaryRoutes(server: FastifyInstance, kiln: Kiln): Promise<void> {
  const app = typedRoutes(server);
  const types = new DictionaryTypeService(kiln.db);
  const items = new DictionaryItemService(kiln.db, types, kiln.dialect);
  const typeForm = kiln.pages.compiledForm('system.dictionary.typeForm');
  const itemForm = kiln.pages.compiledForm('system.dictionary.dataForm');
  // Reference reads: what dictionary widgets on any form need (enabled items by category).
  const read = { access: access.signedIn() };
  // Management reads: the dictionary screen's categories and every item, disabled ones too.
  const manage = { access: access.module(dictionaryModule) };

  app.get('/api/system/DictionaryType', { config: manage, schema: { tags, summary: 'Category tree (top-level categories have parentId -1)' } }, async (request) =>
    ok(request, { list: seededNamesInTree(await types.tree(), request.language) }),
  );

  app.get(
    '/api/system/DictionaryType/Selector/:id',
    { config: manage, schema: { tags, summary: 'Parent choices for a category (0 for a new one)', params: stringParams('id') } },
    async (request) => ok(request, { list: await types.selectorTree(request.params.id) }),
  );

  crudRoutes<DictionaryTypeInput>(app, kiln, {
    path: '/api/system/DictionaryType',
    tag: 'dictionary',
    module: dictionaryModule,
    noun: 'dictionary category',
    form: typeForm,
    detail: { path: '/:id', get: (id) => types.get(id) },
    create: (input) => types.create(input),
    update: (id, input) => types.update(id, input),
    remove: (id) => types.remove(id),
  });

  const allSummary = 'Every category with its enabled items (the dictionary cache); large categories come marked large, without items';
  app.get('/api/system/DictionaryData/All', { config: read, schema: { tags, summary: allSummary } }, async (request) => {
    // Seeded categories and items read in the caller's language until renamed; the edit forms show the stored names.
    const list = await items.all();
    for (const category of list) {
      category.fullName = seededName(category.fullName, request.language);
      seededNamesInTree(category.dictionaryList, request.language);
    }
    return ok(request, { list });
  });

  app.get(
    '/api/system/DictionaryData/:typeId',
    {
      config: manage,
      schema: {
        tags,
        summary: `Items of a category (id or code). With currentPage: one page of a level (parentId, default the top) or of a keyword search. Without: the whole list up to ${dictionaryLimits.maxUnpagedItems} items, else the top level`,
        params: stringParams('typeId'),
        querystring: Type.Object({
          ...pageQuerySchema,
          // Without a default: its absence asks for the unpaged list.
          currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: pageQuerySchema.currentPage.maximum })),
          isTree: Type.Optional(integerEnum([0, 1])),
          parentId: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
        }),
      },
    },
    async (request) => {
      const { query } = request;
      if (query.currentPage !== undefined) {
        const page = await items.page(request.params.typeId, query);
        return ok(request, { ...page, list: seededNamesInTree(page.list, request.language) });
      }
      return ok(request, { list: seededNamesInTree(await items.list(request.params.typeId, query), request.language) });
    },
  );

  app.get(
    '/api/system/DictionaryData/:id/Selector/:parentId',
    {
      config: manage,
      schema: { tags, summary: 'Parent choices for an item of category {id}: the category itself as the root; {parentId} is the item being edited, or 0', params: stringParams('id', 'parentId') },
    },
    async (request) => ok(request, { list: await items.parentChoices(request.params.id, request.params.parentId) }),
  );

  app.get(
    '/api/system/DictionaryData/:id/Data/Selector',
    { config: read, schema: { tags, summary: 'Enabled items of a category (id or code) for selectors', params: stringParams('id') } },
    async (request) => ok(request, { list: seededNamesInTree(await items.list(request.params.id, { enabledOnly: true }), request.language) }),
  );

  crudRoutes<DictionaryItemInput>(app, kiln, {
    path: '/api/system/DictionaryData',
    tag: 'dictionary',
    module: dictionaryModule,
    noun: 'dictionary item',
    form: itemForm,
    detail: { path: '/:id/Info', get: (id) => items.get(id) },
    create: (input) => items.create(input),
    update: (id, input) => items.update(id, input),
    remove: (id) => items.remove(id),
    toggle: { table: 'base_dictionary_data', notFound: 'dictionary.itemNotFound' },
    export: async (typeId) => {
      const file = await exportCategory(types, items, typeId);
      return { name: `${file.category.enCode}.bdd`, contentType: 'application/json; charset=utf-8', content: JSON.stringify(file) };
    },
    import: {
      extensions: ['.bdd'],
      maxBytes: dictionaryLimits.importMaxBytes,
      run: async (upload, _session, request) => ({ id: await importCategory(kiln.db, types, upload.content, { typeBody: typeForm.schema, itemBody: itemForm.schema, say: (ref) => say(ref, request.language) }) }),
    },
  });
}
