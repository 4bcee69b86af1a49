// /api/demo/PurchaseRequest: the demo application's purchase requests, a form
// with a sub-table whose amounts and total the server works out itself.
import type { FastifyInstance } from 'fastify';
import type { Kiln } from '../../context';
import { crudRoutes } from '../crudRoutes';
import type { DataFields } from '../../permission/dataScope';
import { PurchaseService, type PurchaseInput } from './service';

export const purchaseModule = 'demo.purchaseRequest';

/** What the menu entry's data schemes may test (columns of the alias `r`). */
export const purchaseDataFields: DataFields = {
  creatorUserId: { column: 'r.creator_user_id', type: 'user', name: '申请人' },
  createdAt: { column: 'r.created_at', type: 'date', name: '创建时间' },
  total: { column: 'r.total', type: 'number', name: '合计' },
  category: { column: 'r.category', type: 'text', name: '类别' },
};

export async function purchaseRoutes(app: FastifyInstance, kiln: Kiln): Promise<void> {
  const requests = new PurchaseService(kiln.db);
  crudRoutes<PurchaseInput>(app, kiln, {
    path: '/api/demo/PurchaseRequest',
    tag: 'purchase',
    module: purchaseModule,
    noun: 'purchase request',
    form: kiln.pages.compiledForm('demo.purchaseRequest.form'),
    dataFields: purchaseDataFields,
    list: { page: (query, _session, scope) => requests.page(query, scope) },
    detail: { path: '/:id', get: (id, _session, scope) => requests.get(id, scope) },
    create: (input, session) => requests.create(input, session.userId),
    update: (id, input, _session, scope) => requests.update(id, input, scope),
    remove: (id, _session, scope) => requests.remove(id, scope),
  });
}
