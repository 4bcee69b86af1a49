// /api/demo/PurchaseRequest: the demo application's purchase requests, a form
// with a sub-table whose amounts and total the server works out itself.
import type { FastifyInstance } from 'fastify';
import type { Kiln } from '../../context';
import { crudRoutes } from '../crudRoutes';
import { PurchaseService, type PurchaseInput } from './service';

export const purchaseModule = 'demo.purchaseRequest';

export async function purchaseRoutes(app: FastifyInstance, kiln: Kiln): Promise<void> {
  const requests = new PurchaseService(kiln.db);
  crudRoutes<PurchaseInput>(app, kiln, {
    path: '/api/demo/PurchaseRequest',
    tag: 'purchase',
    module: purchaseModule,
    noun: 'purchase request',
    form: kiln.pages.compiledForm('demo.purchaseRequest.form'),
    list: { page: (query) => requests.page(query) },
    detail: { path: '/:id', get: (id) => requests.get(id) },
    create: (input, session) => requests.create(input, session.userId),
    update: (id, input) => requests.update(id, input),
    remove: (id) => requests.remove(id),
  });
}
