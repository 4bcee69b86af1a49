// /api/system/BillRule (spec 02 §7.2). Lists and numbers are open to signed-in
// users (forms number their records); changing rules needs the menu's buttons.
import type { FastifyInstance } from 'fastify';
import type { BillRuleInput, BillRuleQuery } from '@core/api/billRule';
import type { Kiln } from '../../context';
import { access } from '../../auth/access';
import { ok } from '../../http/reply';
import { pageQuerySchema } from '../../db/paging';
import { jsonDownload, stringParams } from '../../http/routeParts';
import { BillRuleService } from './service';

export const billRuleModule = 'billRule';
const tags = ['billRule'];
const idParam = stringParams('id');
const listQuery = { type: 'object', properties: { ...pageQuerySchema, categoryId: { type: 'string', maxLength: 40 } } };

export async function billRuleRoutes(app: FastifyInstance, kiln: Kiln): Promise<void> {
  const rules = new BillRuleService(kiln.db);
  const body = kiln.pages.form('system.billRule.form').schema;
  const read = { access: access.signedIn() };
  const can = (button: string) => ({ access: access.module(billRuleModule, button) });

  app.get<{ Querystring: BillRuleQuery }>(
    '/api/system/BillRule',
    { config: read, schema: { tags, summary: 'Rules, paged (keyword, categoryId)', querystring: listQuery } },
    async (request) => ok(request, await rules.page(request.query)),
  );

  app.get<{ Querystring: BillRuleQuery }>(
    '/api/system/BillRule/Selector',
    { config: read, schema: { tags, summary: 'Enabled rules for the template picker, paged', querystring: listQuery } },
    async (request) => ok(request, await rules.page(request.query, true)),
  );

  app.get<{ Params: { id: string } }>(
    '/api/system/BillRule/BillNumber/:id',
    { config: read, schema: { tags, summary: 'Hand out the next number of a rule (id or code)', params: idParam } },
    async (request) => ok(request, await rules.nextNumber(request.params.id)),
  );

  app.get<{ Params: { id: string } }>(
    '/api/system/BillRule/:id',
    { config: read, schema: { tags, summary: 'One rule', params: idParam } },
    async (request) => ok(request, await rules.get(request.params.id)),
  );

  app.post<{ Body: BillRuleInput }>(
    '/api/system/BillRule',
    { config: can('btn_add'), schema: { tags, summary: 'Create a rule', body } },
    async (request) => ok(request, { id: await rules.create(request.body) }, { key: 'ok.created' }),
  );

  app.put<{ Params: { id: string }; Body: BillRuleInput }>(
    '/api/system/BillRule/:id',
    { config: can('btn_edit'), schema: { tags, summary: 'Update a rule (a new start, date format or width restarts the counter)', params: idParam, body } },
    async (request) => {
      await rules.update(request.params.id, request.body);
      return ok(request, null, { key: 'ok.updated' });
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/system/BillRule/:id',
    { config: can('btn_remove'), schema: { tags, summary: 'Delete a rule', params: idParam } },
    async (request) => {
      await rules.remove(request.params.id);
      return ok(request, null, { key: 'ok.deleted' });
    },
  );

  app.put<{ Params: { id: string } }>(
    '/api/system/BillRule/:id/Actions/State',
    { config: can('btn_edit'), schema: { tags, summary: 'Enable or disable a rule', params: idParam } },
    async (request) => ok(request, { enabledMark: await rules.toggle(request.params.id) }, { key: 'ok.updated' }),
  );

  app.get<{ Params: { id: string } }>(
    '/api/system/BillRule/:id/Actions/Export',
    { config: can('btn_export'), schema: { tags, summary: 'Export a rule as JSON (data.url is a data: URL)', params: idParam } },
    async (request) => {
      const { id: _id, example: _example, outputNumber: _output, createdAt: _created, ...rule } = await rules.get(request.params.id);
      const file = { format: 'kiln.billRule', version: 1, exportedAt: Date.now(), rule };
      return ok(request, jsonDownload(`${rule.enCode}.json`, file), { key: 'ok.exported' });
    },
  );
}
