// A released model's pages for Kiln's own client: the list and form schemas of
// core/model/pages.ts for the menu entry the request names and what its user may
// see, and the form's browser check as a script cached by version.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { compileForm } from '@core/form';
import type { ModelDesign } from '@core/model/design';
import { modelPages } from '@core/model/pages';
import type { Kiln } from '../../../context';
import type { Database } from '../../../db/schema';
import { access } from '../../../http/routeAccess';
import { ok } from '../../../http/reply';
import { ApiError } from '../../../http/errors';
import { stringParams, typedRoutes } from '../../../http/routeParts';
import { ModelGrant } from './modelGrant';
import type { ReleasedModels } from './released';
import { validatorScript } from './validatorScript';

const online = '/api/visualdev/OnlineDev';
/** Scripts kept per process; a version's script never changes, so any process can make it again. */
const scriptsKept = 200;

export const validatorUrl = (modelId: string, version: number) => `${online}/${encodeURIComponent(modelId)}/Validator/${version}.js`;

/** Each released version's script, made once: the current release's from its compiled form, an older one's from its stored design. */
class ValidatorScripts {
  private readonly scripts = new Map<string, Promise<string | null>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly released: ReleasedModels,
  ) {}

  get(modelId: string, version: number): Promise<string | null> {
    const key = `${modelId}@${version}`;
    let known = this.scripts.get(key);
    if (!known) {
      known = this.make(modelId, version);
      this.scripts.set(key, known);
      known.then(
        (script) => script === null && this.scripts.delete(key),
        () => this.scripts.delete(key),
      );
      if (this.scripts.size > scriptsKept) this.scripts.delete(this.scripts.keys().next().value as string);
    }
    return known;
  }

  private async make(modelId: string, version: number): Promise<string | null> {
    const current = await this.released.get(modelId);
    if (current?.version === version) return validatorScript(current.form);
    const row = await this.db
      .selectFrom('base_visual_dev_release')
      .select('design_json')
      .where('model_id', '=', modelId)
      .where('version', '=', version)
      .executeTakeFirst();
    return row ? validatorScript(compileForm((JSON.parse(row.design_json) as ModelDesign).form)) : null;
  }
}

export function modelPageRoutes(server: FastifyInstance, kiln: Kiln, released: ReleasedModels): void {
  const app = typedRoutes(server);
  const tags = ['visualdev'];
  const scripts = new ValidatorScripts(kiln.db, released);

  app.get(
    `${online}/:id/Pages`,
    {
      config: { access: access.signedIn() },
      schema: {
        tags,
        summary: "A released model's list and form page schemas for Kiln's client, for the menu entry named (menuId) and what its user may see",
        params: stringParams('id'),
        querystring: Type.Object({ menuId: Type.Optional(Type.String({ maxLength: 64 })) }),
      },
    },
    async (request) => {
      const model = await released.get(request.params.id);
      if (!model) throw new ApiError(404, { key: 'visualdev.notReleased' });
      const grant = await ModelGrant.of(kiln, request, model, null, request.query.menuId);
      const pages = modelPages(model, {
        menuId: grant.menu?.id ?? '',
        module: grant.menu?.enCode ?? '',
        seesColumn: grant.seesColumn,
        seesField: grant.seesField,
      });
      return ok(request, { ...pages, validator: validatorUrl(model.id, model.version) });
    },
  );

  // A script the browser imports cannot carry the session's header; it holds a released form's rules and
  // no record, as the bundled forms' validators do, and is served to whoever names the model and version.
  app.get(
    `${online}/:id/Validator/:file`,
    {
      config: { access: access.public(), ownCacheControl: true },
      schema: {
        tags,
        summary: "A released version's form check as an ES module ({version}.js), cached for good: a version never changes",
        params: Type.Object({ id: Type.String({ maxLength: 64 }), file: Type.String({ pattern: '^[0-9]{1,9}\\.js$' }) }),
      },
    },
    async (request, reply) => {
      const script = await scripts.get(request.params.id, Number.parseInt(request.params.file, 10));
      if (script === null) throw new ApiError(404, { key: 'visualdev.notReleased' });
      return reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable').send(script);
    },
  );
}
