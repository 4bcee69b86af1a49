// /api/visualdev/OnlineDev: one runtime for every released model, in JNPF's wire
// shapes (ARCHITECTURE §8): Config, the list, and records as {id, data} with the
// values as a JSON string, so JNPF's own client can draw and fill a model. Each
// route resolves the request's ModelGrant (the menu entry and its button) and
// reaches rows only through the scoped model query.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { FormValues } from '@core/form';
import type { Kiln } from '../../../context';
import { access } from '../../../http/routeAccess';
import { ok } from '../../../http/reply';
import { ApiError, formRefusal } from '../../../http/errors';
import { stringParams, typedRoutes } from '../../../http/routeParts';
import { ModelGrant } from './modelGrant';
import { scopedModelQuery } from './modelQuery';
import { ReleasedModels, type ReleasedModel } from './released';
import { checkedValues } from './recordValues';
import { writingUnique } from './uniqueValues';
import { configOf } from './config';
import { holdRecordFiles, readFilesThroughRecords, recordFilesSeen } from './recordFiles';
import { modelPageRoutes } from './pageRoutes';

const tags = ['visualdev'];
const online = '/api/visualdev/OnlineDev';
const recordParams = stringParams('id', 'dataId');
const menuQuery = Type.Object({ menuId: Type.Optional(Type.String({ maxLength: 64 })) });
/** A record's values: JNPF sends them as a JSON string, Kiln's client may send the object. */
const RecordBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 64 })),
  data: Type.Union([Type.String({ maxLength: 4_000_000 }), Type.Record(Type.String(), Type.Unknown())]),
  menuId: Type.Optional(Type.String({ maxLength: 64 })),
});
const ListBody = Type.Object({
  currentPage: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 10_000, default: 20 }),
  sort: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc'), Type.Literal('')])),
  sidx: Type.Optional(Type.String({ maxLength: 64 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  queryJson: Type.Optional(Type.Union([Type.String({ maxLength: 20_000 }), Type.Record(Type.String(), Type.Unknown())])),
  superQueryJson: Type.Optional(Type.Union([Type.String({ maxLength: 20_000 }), Type.Record(Type.String(), Type.Unknown())])),
  menuId: Type.Optional(Type.String({ maxLength: 64 })),
});
const IdsBody = Type.Object({
  ids: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 1000 }),
  menuId: Type.Optional(Type.String({ maxLength: 64 })),
});

const notFound = () => new ApiError(404, { key: 'visualdev.recordNotFound' });

/** A JSON object sent as text or as itself; anything else is refused on `field`. */
export function objectOf(value: unknown, field: string): Record<string, unknown> {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = value.trim() ? JSON.parse(value) : {};
    } catch {
      parsed = null;
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw formRefusal([{ field, message: { key: 'visualdev.notAnObject', params: { field } } }]);
  return parsed as Record<string, unknown>;
}

export function runtimeRoutes(server: FastifyInstance, kiln: Kiln, released: ReleasedModels): void {
  const app = typedRoutes(server);
  // Who may use a model is known once its menu entries are read: each handler checks (ModelGrant).
  const config = { access: access.signedIn() };
  readFilesThroughRecords(kiln, released);

  const modelOf = async (id: string): Promise<ReleasedModel> => {
    const model = await released.get(id);
    if (!model) throw new ApiError(404, { key: 'visualdev.notReleased' });
    return model;
  };
  const grantFor = async (request: FastifyRequest, modelId: string, button: string | null, menuId?: string) =>
    ModelGrant.of(kiln, request, await modelOf(modelId), button, menuId);

  app.get(
    `${online}/:id/Config`,
    {
      config,
      schema: {
        tags,
        summary: "A released model's form and list (JNPF's Config: formData, columnData as JSON strings) and its version",
        params: stringParams('id'),
        querystring: menuQuery,
      },
    },
    async (request) => {
      const grant = await grantFor(request, request.params.id, null, request.query.menuId);
      return ok(request, configOf(grant));
    },
  );

  for (const [path, params] of [
    [`${online}/:id/List`, stringParams('id')],
    [`${online}/:id/List/:x`, stringParams('id', 'x')],
  ] as const) {
    app.post(
      path,
      {
        config,
        schema: {
          tags,
          summary:
            "A released model's records, paged (keyword, queryJson by the list's search fields, sort, sidx) under the menu's data scheme; " +
            'a tree table lists its roots, and List/{x} the children of record x',
          params,
          body: ListBody,
        },
      },
      async (request) => {
        const { id, x } = request.params as { id: string; x?: string };
        const body = request.body;
        const grant = await grantFor(request, id, null, body.menuId);
        const rows = scopedModelQuery(kiln, grant);
        const page = await rows.list({
          currentPage: body.currentPage,
          pageSize: body.pageSize,
          keyword: body.keyword,
          sort: body.sort || undefined,
          sidx: body.sidx,
          search: body.queryJson === undefined ? {} : objectOf(body.queryJson, 'queryJson'),
          ...(x === undefined ? {} : { parent: x }),
        });
        return ok(request, { ...page, list: await recordFilesSeen(kiln, grant, page.list) });
      },
    );
  }

  app.post(
    `${online}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Create a record: {data} the values as a JSON string; checked by the compiled form',
        params: stringParams('id'),
        body: RecordBody,
      },
    },
    async (request) => {
      const grant = await grantFor(request, request.params.id, 'btn_add', request.body.menuId);
      const rows = scopedModelQuery(kiln, grant);
      const values = await checkedValues(kiln, grant, objectOf(request.body.data, 'data'), 'create', null);
      const id = await writingUnique(kiln.db, grant.model, values, null, () => rows.transaction((db) => rows.insert(db, values)));
      await holdRecordFiles(kiln, grant, id, values);
      return ok(request, { id }, { key: 'ok.created' });
    },
  );

  app.put(
    `${online}/:id/:dataId`,
    { config, schema: { tags, summary: 'Change a record within the data scheme: {id, data}', params: recordParams, body: RecordBody } },
    async (request) => {
      const grant = await grantFor(request, request.params.id, 'btn_edit', request.body.menuId);
      const rows = scopedModelQuery(kiln, grant);
      const id = request.params.dataId;
      const stored = await rows.stored(id);
      if (!stored) throw notFound();
      const values: FormValues = await checkedValues(kiln, grant, objectOf(request.body.data, 'data'), 'update', stored);
      const changed = await writingUnique(kiln.db, grant.model, values, id, () => rows.transaction((db) => rows.update(db, id, values)));
      if (!changed) throw notFound();
      await holdRecordFiles(kiln, grant, id, values);
      return ok(request, null, { key: 'ok.updated' });
    },
  );

  const detail = async (request: FastifyRequest, params: { id: string; dataId: string }, menuId: string | undefined) => {
    const grant = await grantFor(request, params.id, null, menuId);
    const record = await scopedModelQuery(kiln, grant).get(params.dataId);
    if (!record) throw notFound();
    const [seen] = await recordFilesSeen(kiln, grant, [record]);
    return { id: seen.id, data: JSON.stringify(seen) };
  };

  app.get(
    `${online}/:id/:dataId`,
    {
      config,
      schema: { tags, summary: 'One record within the data scheme: {id, data} with data a JSON string', params: recordParams, querystring: menuQuery },
    },
    async (request) => ok(request, await detail(request, request.params, request.query.menuId)),
  );

  app.get(
    `${online}/:id/:dataId/DataChange`,
    { config, schema: { tags, summary: 'One record for its read-only view (详情): {id, data}', params: recordParams, querystring: menuQuery } },
    async (request) => ok(request, await detail(request, request.params, request.query.menuId)),
  );

  app.delete(
    `${online}/:id/:dataId`,
    { config, schema: { tags, summary: 'Delete a record within the data scheme, its sub-table rows with it', params: recordParams, querystring: menuQuery } },
    async (request) => {
      const grant = await grantFor(request, request.params.id, 'btn_remove', request.query.menuId);
      if ((await scopedModelQuery(kiln, grant).remove([request.params.dataId])) === 0) throw notFound();
      return ok(request, null, { key: 'ok.deleted' });
    },
  );

  app.post(
    `${online}/batchDelete/:id`,
    { config, schema: { tags, summary: 'Delete several records ({ids}); those outside the data scheme are left', params: stringParams('id'), body: IdsBody } },
    async (request) => {
      const grant = await grantFor(request, request.params.id, 'btn_batchRemove', request.body.menuId);
      const deleted = await scopedModelQuery(kiln, grant).remove([...new Set(request.body.ids)]);
      return ok(request, { deleted }, { key: 'ok.deleted' });
    },
  );

  modelPageRoutes(server, kiln, released);
}
