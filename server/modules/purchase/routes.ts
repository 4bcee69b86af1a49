// /api/demo/PurchaseRequest: the demo application's purchase requests, a form
// with a sub-table whose amounts and total the server works out itself.
import type { FastifyInstance } from 'fastify';
import type { PageQuery } from '@core/api/envelope';
import type { Kiln } from '../../context';
import { access } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { pageQuerySchema } from '../../db/paging';
import { crudRoutes } from '../crudRoutes';
import { PurchaseService, type PurchaseInput } from './service';

export const purchaseModule = 'demo.purchaseRequest';

export async function purchaseRoutes(app: FastifyInstance, kiln: Kiln): Promise<void> {
  const requests = new PurchaseService(kiln.db);
  app.get<{ Querystring: PageQuery }>(
    '/api/demo/PurchaseRequest',
    { config: { access: access.module(purchaseModule) }, schema: { tags: ['purchase'], summary: 'Purchase requests, paged (keyword)', querystring: { type: 'object', properties: pageQuerySchema } } },
    async (request) => ok(request, await requests.page(request.query)),
  );
  crudRoutes<PurchaseInput>(app, kiln, {
    path: '/api/demo/PurchaseRequest',
    tag: 'purchase',
    module: purchaseModule,
    noun: 'purchase request',
    form: kiln.pages.compiledForm('demo.purchaseRequest.form'),
    detail: { path: '/:id', get: (id) => requests.get(id) },
    create: (input, session) => requests.create(input, session.userId),
    update: (id, input) => requests.update(id, input),
    remove: (id) => requests.remove(id),
  });
}
