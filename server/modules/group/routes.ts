// /api/permission/Group (spec 02 §7.6): the group screen's list, detail and
// changes, under the group menu's grant and buttons. JNPF has no enable/disable
// call for groups; the form's status switch sets it.
import type { FastifyInstance } from 'fastify';
import type { GroupInput } from '@core/api/group';
import type { Kiln } from '../../context';
import { directoryListFilters } from '../directoryRecords';
import { directoryRecordRoutes } from '../directoryRecordRoutes';
import { GroupService, groupDataFields } from './service';

export async function groupManagementRoutes(app: FastifyInstance, kiln: Kiln): Promise<void> {
  directoryRecordRoutes<GroupInput, typeof directoryListFilters>(app, kiln, {
    path: '/api/permission/Group',
    objectType: 'Group',
    tag: 'group',
    // The menu entry module.ts declares (module.ts imports this file, so the code is repeated, not imported).
    module: 'permission.group',
    noun: 'group',
    form: 'permission.group.form',
    dataFields: groupDataFields,
    filters: directoryListFilters,
    records: new GroupService(kiln.db),
  });
}
