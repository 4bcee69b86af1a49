// /api/permission/Position (spec 02 §7.7): the position screen's list, detail
// and changes, under the position menu's grant and buttons.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { PositionInput } from '@core/api/position';
import type { Kiln } from '../../context';
import { stringEnum } from '../../http/routeParts';
import { crudRoutes } from '../crudRoutes';
import { PositionService, positionDataFields } from './service';

// The menu entry module.ts declares (module.ts imports this file, so the code is repeated, not imported).
const positionMenu = 'permission.position';

const id40 = Type.String({ maxLength: 40 });
const listFilters = {
  organizeId: Type.Optional(id40),
  organizeIds: Type.Optional(Type.Union([Type.String({ maxLength: 4000 }), Type.Array(id40, { maxItems: 500 })])),
  type: Type.Optional(Type.String({ maxLength: 50 })),
  enabledMark: Type.Optional(stringEnum(['', '0', '1'])),
};

export async function positionManagementRoutes(app: FastifyInstance, kiln: Kiln): Promise<void> {
  const positions = new PositionService(kiln.db);

  crudRoutes<PositionInput, typeof listFilters>(app, kiln, {
    path: '/api/permission/Position',
    tag: 'position',
    module: positionMenu,
    noun: 'position',
    form: kiln.pages.compiledForm('permission.position.form'),
    dataFields: positionDataFields,
    list: {
      filters: listFilters,
      page: (query, _session, scope) => positions.page(query, scope),
    },
    detail: { path: '/:id', get: (id, _session, scope) => positions.get(id, scope) },
    create: (input, session) => positions.create(input, session.userId),
    update: async (id, input, _session, scope) => {
      // A disabled position grants nothing: its members' cached rights are dropped when the state changes.
      const { stateChanged } = await positions.update(id, input, scope);
      if (stateChanged) await kiln.grants.changed(await positions.memberIds(id));
    },
    remove: (id, _session, scope) => positions.remove(id, scope),
  });
}
