// The standard routes of a resource from one definition: the paged list,
// detail, create, update, delete, the atomic enable toggle, export by link and
// import of a file. Reads need the menu entry's grant (a management read) unless
// the resource says its records are reference data; writes need its buttons.
// A save names its record as the holder of the files its upload fields hold, and
// a read shows each file of a record only to a reader who may read it. Data
// schemes scope every read and the toggle's write; column and form grants
// (server/permission/fieldGrants.ts) trim the answers and guard the writes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely, type Updateable } from 'kysely';
import { Type, type Static, type TObject, type TOptional, type TSchema } from '@sinclair/typebox';
import type { CompiledForm, FormValues } from '@core/form';
import type { Paged } from '@core/api/envelope';
import { pageQuerySchema } from '../db/paging';
import type { Database } from '../db/schema';
import type { Kiln } from '../context';
import { formBody } from '../http/formBody';
import { heldFileIds } from '../forms/saveHooks';
import { filesSeenBy, holdsFiles } from '../forms/readableFiles';
import { access, sessionOf, type SessionContext } from '../http/routeAccess';
import { ok } from '../http/reply';
import { ApiError, forbidden } from '../http/errors';
import { stringParams, typedRoutes } from '../http/routeParts';
import { readUpload, type Upload } from '../http/uploads';
import { toggleEnabled, type EnabledTable } from '../db/toggle';
import type { DownloadFile } from './file/downloads';
import { aliasOf, type DataFields, type DataScope } from '../permission/dataScope';
import { fieldGrantsOf, type FieldGrantSwitches } from '../permission/fieldGrants';
import { seededNamesOf } from '@core/i18n/seededNames';

/** A list's filters: TypeBox properties, each optional (a list answers without them). */
export type ListFilters = Record<string, TOptional<TSchema>>;
type NoFilters = Record<never, never>;

/** A paged list's query: the paging properties and the resource's own filters, as their schema checked them. */
export type ListQuery<Filters extends ListFilters = NoFilters> = Static<TObject<typeof pageQuerySchema & Filters>>;

/** The enable toggle of one table: what is set alongside the flag are columns of that table. */
export type CrudToggle = {
  [Table in EnabledTable]: {
    table: Table;
    alongside?(session: SessionContext): Updateable<Database[Table]>;
    notFound: string;
    /**
     * The users whose rights follow the row's state (a role's members): a
     * toggle drops their cached rights only, where `grantsFollow` drops everyone's.
     */
    holders?(id: string): Promise<string[]>;
  };
}[EnabledTable];

/**
 * `Input` is what the form's body holds; `Filters` the list's querystring
 * filters (TypeBox properties; `typeof` the resource's filters), which the
 * list's page receives typed.
 */
export interface CrudResource<Input, Filters extends ListFilters = NoFilters> {
  /** The collection's path: '/api/system/BillRule'. */
  path: string;
  tag: string;
  /** The menu entry (enCode) whose buttons guard the writes. */
  module: string;
  /** What one record is called in the API documentation: 'numbering rule'. */
  noun: string;
  /** The form whose compiled schema create and update bodies must meet. */
  form: CompiledForm;
  /**
   * The fields the menu entry's data schemes may test, mapped to the columns of the
   * resource's queries (registered as the entry's fields in kiln.dataFields). When the
   * entry has data schemes, list, detail, export, update and delete receive the
   * request's DataScope and must take their reads and writes through it (apply,
   * updateWithin, deleteWithin); the toggle's write carries it, and the reading of
   * a file a record holds reads the detail under it.
   */
  dataFields?: DataFields;
  /**
   * The column and form permission switches the routes enforce; by default those
   * of the entry's list page (its schema's `permissions`). Column: a non-administrator's
   * list and detail leave out columns not granted, and export is refused them.
   * Form: a create or update may not change a form field not granted.
   */
  permissions?: FieldGrantSwitches;
  /** `GET {path}`: the records paged and searched by keyword (currentPage, pageSize, keyword, sort, sidx), under the menu's grant. */
  list?: {
    /** Querystring filters beside the paging ones: organizeId, say. */
    filters?: Filters;
    page(query: ListQuery<Filters>, session: SessionContext, scope: DataScope): Promise<Paged<unknown>>;
    /** Row fields holding a seeded name (a type's, say): shown in the caller's language until renamed (core/i18n/seededNames). */
    seededFields?: readonly string[];
  };
  /**
   * JNPF reads one record at `{path}/{id}` for some areas and `{path}/{id}/Info` for others.
   * Reading one needs the menu's grant, as its list does (a management read).
   */
  detail: { path: '/:id' | '/:id/Info'; get(id: string, session: SessionContext, scope: DataScope): Promise<unknown> };
  /** Creates a record; the scope says which rows the caller may leave behind (a new user within their organisations, say). */
  create(input: Input, session: SessionContext, scope: DataScope): Promise<string>;
  update(id: string, input: Input, session: SessionContext, scope: DataScope): Promise<void>;
  remove(id: string, session: SessionContext, scope: DataScope): Promise<void>;
  /**
   * Refuses a change to the record whatever the caller's scope — one they belong
   * to, say (a member who re-enables their own role gives themselves its rights):
   * runs before update, the toggle and delete.
   */
  guard?(id: string, session: SessionContext): Promise<void>;
  /**
   * Writing these records changes what people may use (roles, positions, groups,
   * memberships): every successful write drops the cached grant contexts.
   */
  grantsFollow?: boolean;
  /** `{path}/{id}/Actions/State`: flips enabled_mark in one statement, with these columns set alongside. */
  toggle?: CrudToggle;
  /** `{path}/{id}/Action/Export` (and JNPF's older plural path): the file to download by link (whole records: refused to a caller denied columns). */
  export?(id: string, session: SessionContext, scope: DataScope): Promise<DownloadFile>;
  /** `{path}/Action/Import` (and the plural path): a file in multipart field `file`. */
  import?: { extensions: readonly string[]; maxBytes: number; run(upload: Upload, session: SessionContext, request: FastifyRequest): Promise<{ id: string }> };
}

export function crudRoutes<Input, Filters extends ListFilters = NoFilters>(server: FastifyInstance, kiln: Kiln, resource: CrudResource<Input, Filters>): void {
  const app = typedRoutes(server);
  const { path, noun, module } = resource;
  const tags = [resource.tag];
  const idParam = stringParams('id');
  const can = (button: string) => ({ access: access.module(module, button) });
  const { body, preValidation, preHandler } = formBody(resource.form);
  if (resource.dataFields) kiln.dataFields.set(module, resource.dataFields);
  const afterWrite = async () => {
    if (resource.grantsFollow) await kiln.grants.changed();
  };
  const scopeFor = (session: SessionContext) => kiln.dataScopes.of(session, module);
  const scopeOf = (request: FastifyRequest) => scopeFor(sessionOf(request));
  const switches = resource.permissions ?? pageSwitches(kiln, module);
  const fieldsOf = (session: SessionContext) => fieldGrantsOf(kiln.db, kiln.grants, session, module, switches);
  // A file a record holds is read by whoever may read the record, data schemes applied.
  if (resource.dataFields) {
    kiln.files.readThroughRecords(module, async (recordId, session) => {
      const scope = await scopeFor(session);
      if (scope.unrestricted) return true;
      try {
        await resource.detail.get(recordId, session, scope);
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.code === 404) return false;
        throw error;
      }
    });
  }
  // A record's upload entries are rebuilt for each reader: a file they may not read shows neither name nor link.
  const withFiles = holdsFiles(resource.form);
  const seenBy = async <R>(records: R[], session: SessionContext): Promise<R[]> =>
    // Records of a form with upload fields are its values with their id, which filesSeenBy reads.
    withFiles ? ((await filesSeenBy(kiln.files, resource.form, module, records as (FormValues & { id: string })[], session)) as R[]) : records;
  /** Names the record as the holder of the files its form's upload fields hold. */
  const linkFiles = (input: Input, recordId: string) => kiln.files.holdInRecord(heldFileIds(resource.form, input as FormValues), module, recordId);

  // The form's compiled schema (core/form) checked the body, but TypeScript cannot
  // read a type from a schema compiled at run time: the resource's Input names it, here once.
  const inputOf = (request: { body: unknown }) => request.body as Input;
  // The list's schema below checked the query; its type holds the resource's filters,
  // which TypeScript cannot resolve inside this generic function: ListQuery names it, here once.
  const queryOf = (request: { query: unknown }) => request.query as ListQuery<Filters>;

  const list = resource.list;
  if (list) {
    const querystring = Type.Object({ ...pageQuerySchema, ...list.filters });
    app.get(
      path,
      { config: { access: access.module(module) }, schema: { tags, summary: `${noun}s, paged (keyword)`, querystring } },
      async (request) => {
        const session = sessionOf(request);
        const [scope, fields] = await Promise.all([scopeFor(session), fieldsOf(session)]);
        const page = await list.page(queryOf(request), session, scope);
        const rows = await seenBy(page.list, session);
        const named = list.seededFields ? rows.map((row) => seededNamesOf(row, list.seededFields ?? [], request.language)) : rows;
        return ok(request, { ...page, list: named.map((row) => fields.visibleColumns(row)) });
      },
    );
  }

  app.get(
    `${path}${resource.detail.path}`,
    { config: { access: access.module(module) }, schema: { tags, summary: `One ${noun}`, params: idParam } },
    async (request) => {
      const session = sessionOf(request);
      const [scope, fields] = await Promise.all([scopeFor(session), fieldsOf(session)]);
      const [record] = await seenBy([await resource.detail.get(request.params.id, session, scope)], session);
      return ok(request, fields.visibleColumns(record));
    },
  );

  app.post(path, { config: can('btn_add'), schema: { tags, summary: `Create a ${noun}`, body }, preValidation, preHandler }, async (request) => {
    const session = sessionOf(request);
    // A field closed to the caller starts as the form's default.
    const input = (await fieldsOf(session)).checkWritableFields(inputOf(request), resource.form.defaults);
    const id = await resource.create(input, session, await scopeFor(session));
    await linkFiles(input, id);
    await afterWrite();
    return ok(request, { id }, { key: 'ok.created' });
  });

  app.put(
    `${path}/:id`,
    { config: can('btn_edit'), schema: { tags, summary: `Update a ${noun}`, params: idParam, body }, preValidation, preHandler },
    async (request) => {
      const session = sessionOf(request);
      const { id } = request.params;
      await resource.guard?.(id, session);
      const [scope, fields] = await Promise.all([scopeFor(session), fieldsOf(session)]);
      // A field closed to the caller keeps what the record holds, as its detail reads it.
      const stored = fields.locksFields ? ((await resource.detail.get(id, session, scope)) as Record<string, unknown>) : undefined;
      const input = fields.checkWritableFields(inputOf(request), stored);
      await resource.update(id, input, session, scope);
      await linkFiles(input, request.params.id);
      await afterWrite();
      return ok(request, null, { key: 'ok.updated' });
    },
  );

  app.delete(`${path}/:id`, { config: can('btn_remove'), schema: { tags, summary: `Delete a ${noun}`, params: idParam } }, async (request) => {
    await resource.guard?.(request.params.id, sessionOf(request));
    await resource.remove(request.params.id, sessionOf(request), await scopeOf(request));
    await afterWrite();
    return ok(request, null, { key: 'ok.deleted' });
  });

  const { toggle } = resource;
  if (toggle) {
    app.put(
      `${path}/:id/Actions/State`,
      { config: can('btn_edit'), schema: { tags, summary: `Enable or disable a ${noun}`, params: idParam } },
      async (request) => {
        const session = sessionOf(request);
        await resource.guard?.(request.params.id, session);
        const scope = await scopeOf(request);
        const enabledMark = scope.unrestricted
          ? await toggleEnabled(kiln.db, toggle.table, request.params.id, toggle.alongside?.(session))
          : await toggleWithin(kiln, scope, (await kiln.dataFieldSource.fieldsOf(module)) ?? {}, toggle, request.params.id, session);
        if (enabledMark === null) throw new ApiError(404, { key: toggle.notFound });
        if (toggle.holders) await kiln.grants.changed(await toggle.holders(request.params.id));
        else await afterWrite();
        return ok(request, { enabledMark }, { key: enabledMark === 1 ? 'ok.enabled' : 'ok.disabled' });
      },
    );
  }

  const exportFile = resource.export;
  if (exportFile) {
    const summary = `Export a ${noun}: data.url is a one-use link to download without a token`;
    for (const action of ['Action', 'Actions']) {
      app.get(`${path}/:id/${action}/Export`, { config: can('btn_export'), schema: { tags, summary, params: idParam } }, async (request) => {
        // The file carries the whole record, and import reads it back whole: not for a caller denied some columns.
        if ((await fieldsOf(sessionOf(request))).hidesColumns) throw forbidden();
        const file = await exportFile(request.params.id, sessionOf(request), await scopeOf(request));
        return ok(request, await kiln.downloads.offer(file, sessionOf(request)), { key: 'ok.exported' });
      });
    }
  }

  const importer = resource.import;
  if (importer) {
    const handler = async (request: FastifyRequest) => {
      const upload = await readUpload(request, importer);
      return ok(request, await importer.run(upload, sessionOf(request), request), { key: 'ok.imported' });
    };
    const summary = `Import a ${noun} from a ${importer.extensions.join('/')} file (multipart field file): all or nothing`;
    for (const action of ['Action', 'Actions']) {
      app.post(`${path}/${action}/Import`, { config: can('btn_import'), schema: { tags, summary, consumes: ['multipart/form-data'] } }, handler);
    }
  }
}

/** The switches of the entry's list pages (any page that turns one on turns it on). */
function pageSwitches(kiln: Kiln, module: string): FieldGrantSwitches {
  const pages = kiln.pages.all().filter((page) => page.module === module && page.type !== 'form');
  return { column: pages.some((page) => page.permissions?.column === true), form: pages.some((page) => page.permissions?.form === true) };
}

/**
 * Flips the flag in one statement whose WHERE carries the caller's data scope:
 * a row outside it changes nothing and answers null (404), as an unknown id does.
 */
async function toggleWithin(kiln: Kiln, scope: DataScope, fields: DataFields, toggle: CrudToggle, id: string, session: SessionContext): Promise<0 | 1 | null> {
  const alias = aliasOf(fields);
  return kiln.db.transaction().execute(async (trx) => {
    // The table is the resource's, named under the fields' alias at run time, which Kysely's table types cannot spell.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
    const db = trx as unknown as Kysely<any>;
    const changes = { ...toggle.alongside?.(session), enabled_mark: sql<number>`1 - enabled_mark` };
    const changed = await scope.updateWithin(db.updateTable(`${toggle.table} as ${alias}`).set(changes).where(`${alias}.id`, '=', id));
    if (changed === 0) return null;
    const row = await db.selectFrom(toggle.table).select('enabled_mark').where('id', '=', id).executeTakeFirst();
    return Number(row?.enabled_mark) === 1 ? 1 : 0;
  });
}
