// /api/system/DictionaryType and /api/system/DictionaryData (spec 02 §7.1).
// Reading is open to every signed-in user (forms and lists read dictionaries);
// changing needs the dictionary menu and its buttons.
import type { FastifyInstance } from 'fastify';
import type { DictionaryItemInput, DictionaryTypeInput } from '@core/api/dictionary';
import type { Kiln } from '../../context';
import { access } from '../../auth/access';
import { ok } from '../../http/reply';
import { badRequest } from '../../http/errors';
import { say } from '../../http/texts';
import { jsonDownload, stringParams } from '../../http/routeParts';
import { DictionaryTypeService } from './typeService';
import { DictionaryItemService } from './itemService';
import { exportCategory, importCategory } from './bdd';
import { pageQuerySchema, type PageQuery } from '../../db/paging';

export const dictionaryModule = 'dictionary';
const tags = ['dictionary'];
const maxImportBytes = 20 * 1024 * 1024;

export async function dictionaryRoutes(app: FastifyInstance, kiln: Kiln): Promise<void> {
  const types = new DictionaryTypeService(kiln.db);
  const items = new DictionaryItemService(kiln.db, types, kiln.dialect);
  const typeBody = kiln.pages.form('system.dictionary.typeForm').schema;
  const itemBody = kiln.pages.form('system.dictionary.dataForm').schema;
  const read = { access: access.signedIn() };
  const can = (button: string) => ({ access: access.module(dictionaryModule, button) });

  app.get('/api/system/DictionaryType', { config: read, schema: { tags, summary: 'Category tree' } }, async (request) =>
    ok(request, { list: await types.tree() }),
  );

  app.get<{ Params: { id: string } }>(
    '/api/system/DictionaryType/Selector/:id',
    { config: read, schema: { tags, summary: 'Parent choices for a category (0 for a new one)', params: stringParams('id') } },
    async (request) => ok(request, { list: await types.selectorTree(request.params.id) }),
  );

  app.get<{ Params: { id: string } }>(
    '/api/system/DictionaryType/:id',
    { config: read, schema: { tags, summary: 'One category', params: stringParams('id') } },
    async (request) => ok(request, await types.get(request.params.id)),
  );

  app.post<{ Body: DictionaryTypeInput }>(
    '/api/system/DictionaryType',
    { config: can('btn_add'), schema: { tags, summary: 'Create a category', body: typeBody } },
    async (request) => ok(request, { id: await types.create(request.body) }, { key: 'ok.created' }),
  );

  app.put<{ Params: { id: string }; Body: DictionaryTypeInput }>(
    '/api/system/DictionaryType/:id',
    { config: can('btn_edit'), schema: { tags, summary: 'Update a category (the tree switch stays)', params: stringParams('id'), body: typeBody } },
    async (request) => {
      await types.update(request.params.id, request.body);
      return ok(request, null, { key: 'ok.updated' });
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/system/DictionaryType/:id',
    { config: can('btn_remove'), schema: { tags, summary: 'Delete an empty category', params: stringParams('id') } },
    async (request) => {
      await types.remove(request.params.id);
      return ok(request, null, { key: 'ok.deleted' });
    },
  );

  app.get('/api/system/DictionaryData/All', { config: read, schema: { tags, summary: 'Every category with its enabled items (the dictionary cache)' } }, async (request) =>
    ok(request, { list: await items.all() }),
  );

  app.get<{ Params: { typeId: string }; Querystring: PageQuery & { isTree?: number } }>(
    '/api/system/DictionaryData/:typeId',
    {
      config: read,
      schema: {
        tags,
        summary: 'Items of a category (id or code): a tree for tree categories, or one flat page when currentPage is given',
        params: stringParams('typeId'),
        querystring: {
          type: 'object',
          properties: {
            keyword: pageQuerySchema.keyword,
            isTree: { type: 'integer', enum: [0, 1] },
            currentPage: { type: 'integer', minimum: 1 },
            pageSize: pageQuerySchema.pageSize,
            sort: pageQuerySchema.sort,
            sidx: pageQuerySchema.sidx,
          },
        },
      },
    },
    async (request) => {
      const { query } = request;
      if (query.currentPage !== undefined) return ok(request, await items.page(request.params.typeId, query));
      return ok(request, { list: await items.list(request.params.typeId, query) });
    },
  );

  app.get<{ Params: { id: string; parentId: string } }>(
    '/api/system/DictionaryData/:id/Selector/:parentId',
    { config: read, schema: { tags, summary: 'Parent choices for an item of category {id}; {parentId} is the item being edited, or 0', params: stringParams('id', 'parentId') } },
    async (request) => ok(request, { list: await items.parentChoices(request.params.id, request.params.parentId, say({ key: 'dictionary.topNode' }, request.language)) }),
  );

  app.get<{ Params: { id: string } }>(
    '/api/system/DictionaryData/:id/Data/Selector',
    { config: read, schema: { tags, summary: 'Enabled items of a category (id or code) for selectors', params: stringParams('id') } },
    async (request) => ok(request, { list: await items.list(request.params.id, { enabledOnly: true }) }),
  );

  app.get<{ Params: { id: string } }>(
    '/api/system/DictionaryData/:id/Info',
    { config: read, schema: { tags, summary: 'One item', params: stringParams('id') } },
    async (request) => ok(request, await items.get(request.params.id)),
  );

  app.post<{ Body: DictionaryItemInput }>(
    '/api/system/DictionaryData',
    { config: can('btn_add'), schema: { tags, summary: 'Create an item', body: itemBody } },
    async (request) => ok(request, { id: await items.create(request.body) }, { key: 'ok.created' }),
  );

  app.put<{ Params: { id: string }; Body: DictionaryItemInput }>(
    '/api/system/DictionaryData/:id',
    { config: can('btn_edit'), schema: { tags, summary: 'Update an item', params: stringParams('id'), body: itemBody } },
    async (request) => {
      await items.update(request.params.id, request.body);
      return ok(request, null, { key: 'ok.updated' });
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/system/DictionaryData/:id',
    { config: can('btn_remove'), schema: { tags, summary: 'Delete an item without children', params: stringParams('id') } },
    async (request) => {
      await items.remove(request.params.id);
      return ok(request, null, { key: 'ok.deleted' });
    },
  );

  app.put<{ Params: { id: string } }>(
    '/api/system/DictionaryData/:id/Actions/State',
    { config: can('btn_edit'), schema: { tags, summary: 'Enable or disable an item', params: stringParams('id') } },
    async (request) => ok(request, { enabledMark: await items.toggle(request.params.id) }, { key: 'ok.updated' }),
  );

  app.get<{ Params: { id: string } }>(
    '/api/system/DictionaryData/:id/Actions/Export',
    { config: can('btn_export'), schema: { tags, summary: 'Export category {id} as a .bdd file (data.url is a data: URL)', params: stringParams('id') } },
    async (request) => {
      const file = await exportCategory(types, items, request.params.id);
      return ok(request, jsonDownload(`${file.category.enCode}.bdd`, file), { key: 'ok.exported' });
    },
  );

  app.post(
    '/api/system/DictionaryData/Actions/Import',
    { config: can('btn_import'), schema: { tags, summary: 'Import a .bdd file (multipart, field file): all or nothing' } },
    async (request) => {
      const upload = request.isMultipart() ? await request.file({ limits: { fileSize: maxImportBytes, files: 1 } }) : undefined;
      if (!upload || !upload.filename.toLowerCase().endsWith('.bdd')) throw badRequest('dictionary.importNoFile');
      const content = (await upload.toBuffer()).toString('utf8');
      return ok(request, { id: await importCategory(kiln.db, content) }, { key: 'ok.imported' });
    },
  );
}
