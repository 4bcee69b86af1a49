// A directory record's management routes (positions, groups, roles): crudRoutes'
// list, detail, create, update and delete under its menu entry, and its toggle
// where the kind has one. A disabled record grants nothing, so an edit or a
// toggle that turns it on or off drops its members' cached rights; and no one
// but an administrator changes a record they belong to.
import type { FastifyInstance } from 'fastify';
import type { Paged } from '@core/api/envelope';
import type { Kiln } from '../context';
import type { GrantObjectType } from '../db/schema';
import type { DataFields, DataScope } from '../permission/dataScope';
import { crudRoutes, type CrudResource, type ListFilters, type ListQuery } from './crudRoutes';

/** What the routes ask of a kind's service. */
export interface DirectoryRecordStore<Input, Query> {
  page(query: Query, scope: DataScope): Promise<Paged<unknown>>;
  get(id: string, scope: DataScope): Promise<unknown>;
  create(input: Input, userId: string): Promise<string>;
  /** Saves the record; says whether its state changed. */
  update(id: string, input: Input, scope: DataScope): Promise<{ stateChanged: boolean }>;
  remove(id: string, scope: DataScope): Promise<void>;
  /** The users whose rights follow the record's state. */
  memberIds(id: string): Promise<string[]>;
}

export interface DirectoryRecordResource<Input, Filters extends ListFilters> extends Pick<CrudResource<Input, Filters>, 'path' | 'tag' | 'module' | 'noun' | 'toggle'> {
  /** How members' relations and grants name the kind: a member of the record may not change it. */
  objectType: Exclude<GrantObjectType, 'User'>;
  /** The page schema of the form that create and update bodies must meet. */
  form: string;
  dataFields: DataFields;
  /** The list's querystring filters beside the paging ones. */
  filters: Filters;
  records: DirectoryRecordStore<Input, ListQuery<Filters>>;
}

export function directoryRecordRoutes<Input, Filters extends ListFilters>(app: FastifyInstance, kiln: Kiln, resource: DirectoryRecordResource<Input, Filters>): void {
  const { form, filters, records, toggle, objectType, ...named } = resource;
  crudRoutes<Input, Filters>(app, kiln, {
    ...named,
    // Switching a record changes what its members may use, and no one else.
    ...(toggle ? { toggle: { ...toggle, holders: (id: string) => records.memberIds(id) } } : {}),
    form: kiln.pages.compiledForm(form),
    // A position's or group's type is a dictionary item's name.
    list: { filters, page: (query, _session, scope) => records.page(query, scope), seededFields: ['type'] },
    detail: { path: '/:id', get: (id, _session, scope) => records.get(id, scope) },
    create: (input, session) => records.create(input, session.userId),
    update: async (id, input, _session, scope) => {
      const { stateChanged } = await records.update(id, input, scope);
      if (stateChanged) await kiln.grants.changed(await records.memberIds(id));
    },
    remove: (id, _session, scope) => records.remove(id, scope),
    // Re-enabling or reshaping a record one belongs to would change one's own rights.
    guard: async (id, session) => (await kiln.delegation.of(session)).confirmNotOwn(kiln.db, { type: objectType, id }, 'delegation.ownRecord'),
  });
}
