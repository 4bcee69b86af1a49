// /api/permission/Role (spec 02 §7.8): the management screen's routes. Reads
// need the 角色管理 menu entry, changes its buttons; a change that alters what
// the role grants drops its members' cached rights.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { RoleInput } from '@core/api/role';
import type { Kiln } from '../../context';
import { access } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { say } from '../../http/texts';
import { stringEnum, typedRoutes } from '../../http/routeParts';
import { directoryListFilters } from '../directoryRecords';
import { directoryRecordRoutes } from '../directoryRecordRoutes';
import { roleFilterTree } from './organizations';
import { OrganizeService } from '../organize/service';
import { roleDataFields, RoleService } from './service';

/** The menu entry (enCode) of 角色管理; module.ts declares it. */
const roleModule = 'permission.role';
const tags = ['role'];

const listFilters = {
  organizeId: Type.Optional(Type.String({ maxLength: 64 })),
  type: Type.Optional(stringEnum(['', '0', '1'])),
  enabledMark: directoryListFilters.enabledMark,
};

export async function roleManagementRoutes(server: FastifyInstance, kiln: Kiln): Promise<void> {
  const app = typedRoutes(server);
  const roles = new RoleService(kiln.db);
  const organizations = new OrganizeService(kiln.db, kiln.grants);

  app.get(
    '/api/permission/Role/OrganizeTree',
    { config: { access: access.module(roleModule) }, schema: { tags, summary: 'The role screen\'s filter tree: the global roles\' node (id 0), then the enabled organisations' } },
    async (request) => ok(request, { list: await roleFilterTree(organizations, say({ key: 'role.globalNode' }, request.language)) }),
  );

  directoryRecordRoutes<RoleInput, typeof listFilters>(app, kiln, {
    path: '/api/permission/Role',
    objectType: 'Role',
    tag: 'role',
    module: roleModule,
    noun: 'role',
    form: 'permission.role.form',
    dataFields: roleDataFields,
    filters: listFilters,
    records: roles,
    toggle: { table: 'base_role', notFound: 'role.notFound', alongside: () => ({ updated_at: Date.now() }) },
  });
}
