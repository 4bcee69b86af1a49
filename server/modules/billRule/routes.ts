// /api/system/BillRule (spec 02 §7.2). The picker's list is open to signed-in
// users; a number only to those who may use a form numbering with the rule;
// the management list and changes need the menu and its buttons.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { BillRuleInput } from '@core/api/billRule';
import type { Kiln } from '../../context';
import { access, sessionOf } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { say } from '../../http/texts';
import { stringParams, typedRoutes } from '../../http/routeParts';
import { pageQuerySchema } from '../../db/paging';
import { crudRoutes } from '../crudRoutes';
import { BillRuleService } from './service';
import { BillNumberGrants } from './numberGrants';
import { exportRule, ruleFileMaxBytes, ruleFromFile } from './ruleFile';
import { seededNamesIn } from '@core/i18n/seededNames';

export const billRuleModule = 'system.billRule';
const tags = ['billRule'];
const listQuery = Type.Object({ ...pageQuerySchema, categoryId: Type.Optional(Type.String({ maxLength: 40 })) });

export async function billRuleRoutes(server: FastifyInstance, kiln: Kiln): Promise<void> {
  const app = typedRoutes(server);
  const rules = new BillRuleService(kiln.db);
  const numberGrants = new BillNumberGrants(kiln.db, kiln.grants, kiln.pages, kiln.invalidation);
  const form = kiln.pages.compiledForm('system.billRule.form');
  const read = { access: access.signedIn() };

  app.get(
    '/api/system/BillRule',
    { config: { access: access.module(billRuleModule) }, schema: { tags, summary: 'Rules, paged (keyword, categoryId); category is its name, creatorUser realName/account', querystring: listQuery } },
    async (request) => {
      const page = await rules.page(request.query);
      return ok(request, { ...page, list: seededNamesIn(page.list, 'category', request.language) });
    },
  );

  app.get(
    '/api/system/BillRule/Selector',
    { config: read, schema: { tags, summary: 'Enabled rules for the template picker, paged', querystring: listQuery } },
    async (request) => {
      const page = await rules.page(request.query, true);
      return ok(request, { ...page, list: seededNamesIn(page.list, 'category', request.language) });
    },
  );

  app.get(
    '/api/system/BillRule/BillNumber/:id',
    {
      config: {
        // Which forms number with the rule is known only once the id is read, so the grant is checked in the handler.
        ...read,
        // Per user, not per address: a number is a write, and a runaway form should not exhaust a rule.
        rateLimit: { max: kiln.config.billNumberRateLimit, timeWindow: '1 minute', keyGenerator: (request) => request.session?.userId ?? request.ip },
      },
      schema: {
        tags,
        summary: 'Hand out the next number of a rule (id or code); never cached',
        description: 'Needs the menu entry of a form whose numbering (billRule) field names the rule; administrators pass.',
        params: stringParams('id'),
      },
    },
    async (request) => ok(request, await rules.nextNumber(await numberGrants.permittedRule(request.params.id, sessionOf(request)))),
  );

  crudRoutes<BillRuleInput>(app, kiln, {
    path: '/api/system/BillRule',
    tag: 'billRule',
    module: billRuleModule,
    noun: 'numbering rule',
    form,
    detail: { path: '/:id', get: (id) => rules.get(id) },
    create: (input, session) => rules.create(input, session.userId),
    update: (id, input, session) => rules.update(id, input, session.userId),
    remove: (id) => rules.remove(id),
    toggle: { table: 'base_bill_rule', notFound: 'billRule.notFound', alongside: (session) => ({ updated_at: Date.now(), last_modify_user_id: session.userId }) },
    export: (id) => exportRule(rules, id),
    import: {
      extensions: ['.bb'],
      maxBytes: ruleFileMaxBytes,
      run: async (upload, session, request) => {
        const input = await ruleFromFile(rules, upload.content, form.schema, (ref) => say(ref, request.language));
        return { id: await rules.create(input, session.userId) };
      },
    },
  });
}
