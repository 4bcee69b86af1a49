// /api/permission/Position (spec 02 §7.7): the position screen's list, detail
// and changes, under the position menu's grant and buttons.
import type { FastifyInstance } from 'fastify';
import type { PositionInput } from '@core/api/position';
import type { Kiln } from '../../context';
import { crudRoutes } from '../crudRoutes';
import { PositionService, positionDataFields, type PositionListQuery } from './service';

// The menu entry module.ts declares (module.ts imports this file, so the code is repeated, not imported).
const positionMenu = 'permission.position';

const id40 = { type: 'string', maxLength: 40 };

export async function positionManagementRoutes(app: FastifyInstance, kiln: Kiln): Promise<void> {
  const positions = new PositionService(kiln.db);

  crudRoutes<PositionInput>(app, kiln, {
    path: '/api/permission/Position',
    tag: 'position',
    module: positionMenu,
    noun: 'position',
    form: kiln.pages.compiledForm('permission.position.form'),
    dataFields: positionDataFields,
    list: {
      filters: {
        organizeId: id40,
        organizeIds: { anyOf: [{ type: 'string', maxLength: 4000 }, { type: 'array', maxItems: 500, items: id40 }] },
        type: { type: 'string', maxLength: 50 },
        enabledMark: { type: 'string', enum: ['', '0', '1'] },
      },
      page: (query, _session, scope) => positions.page(query as PositionListQuery, scope),
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
