// A compiled form as a route's body: calculations worked out again and hidden
// fields set aside before the schema is checked (the browser's values are not
// trusted), then the requirements that depend on other fields.
import type { FastifyRequest, RouteShorthandOptions } from 'fastify';
import { conditionIssues, prepareValues, type CompiledForm, type FormValues } from '@core/form';
import { formRefusal } from './errors';

export function formBody(form: CompiledForm): Pick<RouteShorthandOptions, 'preValidation' | 'preHandler'> & { body: object } {
  return {
    body: form.schema,
    preValidation: async (request: FastifyRequest) => {
      const body = request.body;
      if (body && typeof body === 'object' && !Array.isArray(body)) request.body = prepareValues(form, body as FormValues);
    },
    preHandler: async (request: FastifyRequest) => {
      const issues = conditionIssues(form, (request.body ?? {}) as FormValues);
      if (issues.length) throw formRefusal(issues);
    },
  };
}
