// A compiled form as a route's body: calculations worked out again and hidden
// fields set aside before the schema is checked (the browser's values are not
// trusted), then the requirements that depend on other fields, then what the
// widgets' save hooks do (own files, clean rich text, system values, numbers).
import type { FastifyRequest, RouteShorthandOptions } from 'fastify';
import { conditionIssues, prepareValues, type CompiledForm, type FormValues } from '@core/form';
import { applySaveHooks, hasSaveHooks } from '../forms/saveHooks';
import { formRefusal } from './errors';
import { sessionOf } from './routeAccess';

export function formBody(form: CompiledForm): Pick<RouteShorthandOptions, 'preValidation' | 'preHandler'> & { body: object } {
  const hooked = hasSaveHooks(form);
  return {
    body: form.schema,
    preValidation: async (request: FastifyRequest) => {
      const body = request.body;
      if (body && typeof body === 'object' && !Array.isArray(body)) request.body = prepareValues(form, body as FormValues);
    },
    preHandler: async (request: FastifyRequest) => {
      const values = (request.body ?? {}) as FormValues;
      const issues = conditionIssues(form, values);
      if (issues.length) throw formRefusal(issues);
      if (hooked) {
        // Creation is a POST to the collection; every other write changes a record.
        const mode = request.method === 'POST' ? 'create' : 'update';
        request.body = await applySaveHooks(form, values, { kiln: request.server.kiln, session: sessionOf(request), mode, now: Date.now() });
      }
    },
  };
}
