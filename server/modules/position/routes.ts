// /api/permission/Position (spec 02 §7.7): the position screen's list, detail
// and changes, under the position menu's grant and buttons.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { PositionInput } from '@core/api/position';
import type { Kiln } from '../../context';
import { directoryListFilters } from '../directoryRecords';
import { directoryRecordRoutes } from '../directoryRecordRoutes';
import { PositionService, positionDataFields } from './service';

const id40 = Type.String({ maxLength: 40 });
const listFilters = {
  organizeId: Type.Optional(id40),
  organizeIds: Type.Optional(Type.Union([Type.String({ maxLength: 4000 }), Type.Array(id40, { maxItems: 500 })])),
  ...directoryListFilters,
};

export async function positionManagementRoutes(app: FastifyInstance, kiln: Kiln): Promise<void> {
  directoryRecordRoutes<PositionInput, typeof listFilters>(app, kiln, {
    path: '/api/permission/Position',
    objectType: 'Position',
    tag: 'position',
    // The menu entry module.ts declares (module.ts imports this file, so the code is repeated, not imported).
    module: 'permission.position',
    noun: 'position',
    form: 'permission.position.form',
    dataFields: positionDataFields,
    filters: listFilters,
    records: new PositionService(kiln.db),
  });
}
