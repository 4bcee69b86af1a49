// /api/permission/Group (spec 02 §7.6): the group screen's list, detail and
// changes, under the group menu's grant and buttons. JNPF has no enable/disable
// call for groups; the form's status switch sets it.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { GroupInput } from '@core/api/group';
import type { Kiln } from '../../context';
import { stringEnum } from '../../http/routeParts';
import { crudRoutes } from '../crudRoutes';
import { GroupService, groupDataFields } from './service';

// The menu entry module.ts declares (module.ts imports this file, so the code is repeated, not imported).
const groupMenu = 'permission.group';

const listFilters = {
  type: Type.Optional(Type.String({ maxLength: 50 })),
  enabledMark: Type.Optional(stringEnum(['', '0', '1'])),
};

export async function groupManagementRoutes(app: FastifyInstance, kiln: Kiln): Promise<void> {
  const groups = new GroupService(kiln.db);

  crudRoutes<GroupInput, typeof listFilters>(app, kiln, {
    path: '/api/permission/Group',
    tag: 'group',
    module: groupMenu,
    noun: 'group',
    form: kiln.pages.compiledForm('permission.group.form'),
    dataFields: groupDataFields,
    list: {
      filters: listFilters,
      page: (query, _session, scope) => groups.page(query, scope),
    },
    detail: { path: '/:id', get: (id, _session, scope) => groups.get(id, scope) },
    create: (input, session) => groups.create(input, session.userId),
    update: async (id, input, _session, scope) => {
      // A disabled group grants nothing: its members' cached rights are dropped when the state changes.
      const { stateChanged } = await groups.update(id, input, scope);
      if (stateChanged) await kiln.grants.changed(await groups.memberIds(id));
    },
    remove: (id, _session, scope) => groups.remove(id, scope),
  });
}
