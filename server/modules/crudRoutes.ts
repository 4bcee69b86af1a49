// The standard routes of a resource from one definition: the paged list,
// detail, create, update, delete, the atomic enable toggle, export by link and
// import of a file. Reads need the menu entry's grant (a management read) unless
// the resource says its records are reference data; writes need its buttons.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CompiledForm } from '@core/form';
import type { Paged, PageQuery } from '@core/api/envelope';
import { pageQuerySchema } from '../db/paging';
import type { Kiln } from '../context';
import { formBody } from '../http/formBody';
import { access, sessionOf, type SessionContext } from '../http/routeAccess';
import { ok } from '../http/reply';
import { ApiError } from '../http/errors';
import { stringParams } from '../http/routeParts';
import { readUpload, type Upload } from '../http/uploads';
import { toggleEnabled, type EnabledTable } from '../db/toggle';
import type { DownloadFile } from './file/downloads';
import type { DataFields, DataScope } from '../permission/dataScope';

export interface CrudResource<Input> {
  /** The collection's path: '/api/system/BillRule'. */
  path: string;
  tag: string;
  /** The menu entry (enCode) whose buttons guard the writes. */
  module: string;
  /** What one record is called in the API documentation: 'numbering rule'. */
  noun: string;
  /** The form whose compiled schema create and update bodies must meet. */
  form: CompiledForm;
  /**
   * The fields the menu entry's data schemes may test, mapped to the columns of the
   * resource's queries. With them, list, detail, export and delete receive the
   * request's DataScope and must take their query through it.
   */
  dataFields?: DataFields;
  /** `GET {path}`: the records paged and searched by keyword (currentPage, pageSize, keyword, sort, sidx), under the menu's grant. */
  list?: {
    /** Querystring filters beside the paging ones (JSON Schema properties): organizeId, say. */
    filters?: Record<string, object>;
    page(query: PageQuery & Record<string, unknown>, session: SessionContext, scope: DataScope): Promise<Paged<unknown>>;
  };
  /**
   * JNPF reads one record at `{path}/{id}` for some areas and `{path}/{id}/Info` for others.
   * Reading one needs the menu's grant, as its list does (a management read).
   */
  detail: { path: '/:id' | '/:id/Info'; get(id: string, session: SessionContext, scope: DataScope): Promise<unknown> };
  create(input: Input, session: SessionContext): Promise<string>;
  update(id: string, input: Input, session: SessionContext, scope: DataScope): Promise<void>;
  remove(id: string, session: SessionContext, scope: DataScope): Promise<void>;
  /**
   * Writing these records changes what people may use (roles, positions, groups,
   * memberships): every successful write drops the cached grant contexts.
   */
  grantsFollow?: boolean;
  /** `{path}/{id}/Actions/State`: flips enabled_mark in one statement, with these columns set alongside. */
  toggle?: { table: EnabledTable; alongside?(session: SessionContext): Record<string, unknown>; notFound: string };
  /** `{path}/{id}/Action/Export` (and JNPF's older plural path): the file to download by link. */
  export?(id: string, session: SessionContext, scope: DataScope): Promise<DownloadFile>;
  /** `{path}/Action/Import` (and the plural path): a file in multipart field `file`. */
  import?: { extensions: readonly string[]; maxBytes: number; run(upload: Upload, session: SessionContext, request: FastifyRequest): Promise<{ id: string }> };
}

export function crudRoutes<Input>(app: FastifyInstance, kiln: Kiln, resource: CrudResource<Input>): void {
  const { path, noun, module } = resource;
  const tags = [resource.tag];
  const idParam = stringParams('id');
  const can = (button: string) => ({ access: access.module(module, button) });
  const { body, preValidation, preHandler } = formBody(resource.form);
  if (resource.dataFields) kiln.dataFields.set(module, resource.dataFields);
  const afterWrite = async () => {
    if (resource.grantsFollow) await kiln.grants.changed();
  };
  const scopeOf = (request: FastifyRequest) => kiln.dataScopes.of(sessionOf(request), module, resource.dataFields);

  const list = resource.list;
  if (list) {
    app.get<{ Querystring: PageQuery & Record<string, unknown> }>(
      path,
      {
        config: { access: access.module(module) },
        schema: { tags, summary: `${noun}s, paged (keyword)`, querystring: { type: 'object', properties: { ...pageQuerySchema, ...list.filters } } },
      },
      async (request) => ok(request, await list.page(request.query, sessionOf(request), await scopeOf(request))),
    );
  }

  app.get<{ Params: { id: string } }>(
    `${path}${resource.detail.path}`,
    { config: { access: access.module(module) }, schema: { tags, summary: `One ${noun}`, params: idParam } },
    async (request) => ok(request, await resource.detail.get(request.params.id, sessionOf(request), await scopeOf(request))),
  );

  app.post<{ Body: Input }>(path, { config: can('btn_add'), schema: { tags, summary: `Create a ${noun}`, body }, preValidation, preHandler }, async (request) => {
    const id = await resource.create(request.body as Input, sessionOf(request));
    await afterWrite();
    return ok(request, { id }, { key: 'ok.created' });
  });

  app.put<{ Params: { id: string }; Body: Input }>(
    `${path}/:id`,
    { config: can('btn_edit'), schema: { tags, summary: `Update a ${noun}`, params: idParam, body }, preValidation, preHandler },
    async (request) => {
      await resource.update(request.params.id, request.body as Input, sessionOf(request), await scopeOf(request));
      await afterWrite();
      return ok(request, null, { key: 'ok.updated' });
    },
  );

  app.delete<{ Params: { id: string } }>(`${path}/:id`, { config: can('btn_remove'), schema: { tags, summary: `Delete a ${noun}`, params: idParam } }, async (request) => {
    await resource.remove(request.params.id, sessionOf(request), await scopeOf(request));
    await afterWrite();
    return ok(request, null, { key: 'ok.deleted' });
  });

  const { toggle } = resource;
  if (toggle) {
    app.put<{ Params: { id: string } }>(
      `${path}/:id/Actions/State`,
      { config: can('btn_edit'), schema: { tags, summary: `Enable or disable a ${noun}`, params: idParam } },
      async (request) => {
        const enabledMark = await toggleEnabled(kiln.db, toggle.table, request.params.id, toggle.alongside?.(sessionOf(request)));
        if (enabledMark === null) throw new ApiError(404, { key: toggle.notFound });
        await afterWrite();
        return ok(request, { enabledMark }, { key: enabledMark === 1 ? 'ok.enabled' : 'ok.disabled' });
      },
    );
  }

  const exportFile = resource.export;
  if (exportFile) {
    const handler = async (request: FastifyRequest<{ Params: { id: string } }>) => {
      const file = await exportFile(request.params.id, sessionOf(request), await scopeOf(request));
      return ok(request, await kiln.downloads.offer(file, sessionOf(request).userId), { key: 'ok.exported' });
    };
    const summary = `Export a ${noun}: data.url is a one-use link to download without a token`;
    for (const action of ['Action', 'Actions']) {
      app.get<{ Params: { id: string } }>(`${path}/:id/${action}/Export`, { config: can('btn_export'), schema: { tags, summary, params: idParam } }, handler);
    }
  }

  const importer = resource.import;
  if (importer) {
    const handler = async (request: FastifyRequest) => {
      const upload = await readUpload(request, importer);
      return ok(request, await importer.run(upload, sessionOf(request), request), { key: 'ok.imported' });
    };
    const summary = `Import a ${noun} from a ${importer.extensions.join('/')} file (multipart field file): all or nothing`;
    for (const action of ['Action', 'Actions']) {
      app.post(`${path}/${action}/Import`, { config: can('btn_import'), schema: { tags, summary, consumes: ['multipart/form-data'] } }, handler);
    }
  }
}
