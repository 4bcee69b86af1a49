// GET /api/system/Forms/{id}/JsonSchema: a form page schema as rjsf's
// {schema, uiSchema}, in the request's language, for those who may use the
// form's screen (its page schema's `module`; administrators pass).
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { exportJsonSchema, type JsonSchemaExport } from '@core/form';
import type { Language } from '@core/i18n/text';
import type { FormPageSchema } from '@core/schema/types';
import type { Kiln } from '../../context';
import { ApiError, forbidden } from '../../http/errors';
import { access, sessionOf } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { say } from '../../http/texts';
import { typedRoutes } from '../../http/routeParts';

const pageId = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z][A-Za-z0-9.-]*$' });

/** Any JSON object: the schema and uiSchema are data of their own shape. */
const anyObject = Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true });

/** The envelope; failures pass through it too (they answer with HTTP 200 as well), so data may be null or hold errors. */
const exportAnswer = Type.Object({
  code: Type.Optional(Type.Integer()),
  msg: Type.Optional(Type.String()),
  data: Type.Optional(Type.Unsafe<JsonSchemaExport | null>({ type: ['object', 'null'], additionalProperties: true, properties: { schema: anyObject, uiSchema: anyObject } })),
});

export async function formsRoutes(server: FastifyInstance, kiln: Kiln): Promise<void> {
  const app = typedRoutes(server);
  const forms = new Map(kiln.pages.all().flatMap((page) => (page.type === 'form' ? [[page.id, page] as [string, FormPageSchema]] : [])));
  // Each form is exported once per language it is asked in.
  const exported = new Map<string, JsonSchemaExport>();
  const exportOf = (page: FormPageSchema, language: Language) => {
    const key = `${language} ${page.id}`;
    let found = exported.get(key);
    if (!found) {
      found = exportJsonSchema(kiln.pages.compiledForm(page.id), { translate: (text) => say({ key: text }, language), title: page.title });
      exported.set(key, found);
    }
    return found;
  };

  app.get(
    '/api/system/Forms/:id/JsonSchema',
    {
      // Which screen a form belongs to is known only once the id is read, so the grant is checked in the handler.
      config: { access: access.signedIn() },
      schema: {
        tags: ['forms'],
        summary: 'A form as JSON Schema and an rjsf uiSchema ({schema, uiSchema}), for those who may use its screen',
        params: Type.Object({ id: pageId }),
        response: { 200: exportAnswer },
      },
    },
    async (request) => {
      const page = forms.get(request.params.id);
      if (!page) throw new ApiError(404, { key: 'forms.notFound', params: { id: request.params.id } });
      const session = sessionOf(request);
      // A form without a module (the profile form) belongs to every signed-in user.
      if (page.module && !session.isAdministrator && !(await kiln.grants.mayUse(session.userId, page.module))) throw forbidden();
      return ok(request, exportOf(page, request.language));
    },
  );
}
