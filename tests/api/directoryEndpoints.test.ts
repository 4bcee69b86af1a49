// Every endpoint the specification names for the directory and its permissions
// (the areas organize, department, position, role, group, permission-group,
// users, authority, module-import — for users — and current-user) is served and
// in the API document with what it needs. The rows are those of the spec's
// endpoint list; placeholders are compared by position, not by name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAsAdmin, type TestServer } from './harness';
import { undocumentedEndpoints, type SpecifiedEndpoint } from './apiDocument';

const specified: SpecifiedEndpoint[] = [
  ['current-user', 'PUT', '/api/permission/Users/Current/Avatar/{name}'],
  ['current-user', 'GET', '/api/permission/Users/Current/BaseInfo'],
  ['current-user', 'PUT', '/api/permission/Users/Current/BaseInfo'],
  ['current-user', 'POST', '/api/permission/Users/Current/Actions/ModifyPassword'],
  ['current-user', 'PUT', '/api/permission/Users/Current/SystemTheme'],
  ['current-user', 'PUT', '/api/permission/Users/Current/SystemLanguage'],
  ['current-user', 'GET', '/api/permission/Users/Current/Subordinate/{id}'],
  ['current-user', 'GET', '/api/permission/Users/Current/Authorize'],
  ['current-user', 'GET', '/api/permission/Users/Current/SystemLog'],
  ['current-user', 'GET', '/api/permission/Users/Current/getUserOrganizes'],
  ['current-user', 'GET', '/api/permission/Users/Current/getUserPositions'],
  ['current-user', 'PUT', '/api/permission/Users/Current/major'],
  ['current-user', 'GET', '/api/permission/Users/Current/SignImg'],
  ['current-user', 'POST', '/api/permission/Users/Current/SignImg'],
  ['current-user', 'DELETE', '/api/permission/Users/Current/{id}/SignImg'],
  ['current-user', 'PUT', '/api/permission/Users/Current/{id}/SignImg'],
  ['users', 'GET', '/api/permission/Users/ImUser'],
  ['users', 'GET', '/api/permission/Users'],
  ['users', 'GET', '/api/permission/Users/getWorkByUser'],
  ['users', 'POST', '/api/permission/Users/workHandover'],
  ['users', 'GET', '/api/permission/Users/All'],
  ['users', 'GET', '/api/permission/Users/Selector'],
  ['users', 'POST', '/api/permission/Users'],
  ['users', 'PUT', '/api/permission/Users/{id}'],
  ['users', 'GET', '/api/permission/Users/{id}'],
  ['users', 'DELETE', '/api/permission/Users/{id}'],
  ['users', 'POST', '/api/permission/Users/{id}/Actions/ResetPassword'],
  ['users', 'PUT', '/api/permission/Users/{id}/Actions/State'],
  ['users', 'PUT', '/api/permission/Users/{id}/Actions/unlock'],
  ['users', 'POST', '/api/permission/Users/ImUser/Selector/{id}'],
  ['users', 'POST', '/api/permission/Users/getUserList'],
  ['users', 'POST', '/api/permission/Users/getSubordinates'],
  ['users', 'GET', '/api/permission/Users/getOrganization'],
  ['users', 'GET', '/api/permission/Users/GetUsersByPositionId'],
  ['users', 'GET', '/api/permission/Users/GetUsersByRoleOrgId'],
  ['users', 'GET', '/api/permission/Users/ExportExcel'],
  ['users', 'GET', '/api/permission/Users/TemplateDownload'],
  ['users', 'POST', '/api/permission/Users/ImportData'],
  ['users', 'GET', '/api/permission/Users/ImportPreview'],
  ['users', 'POST', '/api/permission/Users/ExportExceptionData'],
  ['users', 'POST', '/api/permission/Users/GetListByAuthorize/{id}'],
  ['users', 'POST', '/api/permission/Users/getSelectedList'],
  ['users', 'POST', '/api/permission/Users/getSelectedUserList'],
  ['authority', 'GET', '/api/permission/Authority/GetColumnsByModuleId/{id}'],
  ['authority', 'PUT', '/api/permission/Authority/SetColumnsByModuleId'],
  ['module-import', 'GET', '/api/permission/Users/TemplateDownload'],
  ['module-import', 'GET', '/api/permission/Users/ImportPreview'],
  ['module-import', 'POST', '/api/permission/Users/ImportData'],
  ['module-import', 'POST', '/api/permission/Users/ImportExceptionData'],
  ['module-import', 'POST', '/api/permission/Users/Uploader'],
  ['organize', 'GET', '/api/permission/Organize'],
  ['organize', 'POST', '/api/permission/Organize'],
  ['organize', 'GET', '/api/permission/Organize/SelectorByAuth/{id}'],
  ['organize', 'GET', '/api/permission/Organize/Tree'],
  ['organize', 'PUT', '/api/permission/Organize/{id}'],
  ['organize', 'GET', '/api/permission/Organize/{id}'],
  ['organize', 'DELETE', '/api/permission/Organize/{id}'],
  ['organize', 'POST', '/api/permission/Organize/OrganizeCondition'],
  ['department', 'GET', '/api/permission/Organize/Department/Selector/{id}'],
  ['department', 'GET', '/api/permission/Organize/Department/SelectorByAuth/{id}'],
  ['department', 'POST', '/api/permission/Organize/Department'],
  ['department', 'PUT', '/api/permission/Organize/Department/{id}'],
  ['department', 'GET', '/api/permission/Organize/Department/{id}'],
  ['permission-group', 'GET', '/api/permission/PermissionGroup/getPermissionGroup'],
  ['permission-group', 'GET', '/api/permission/PermissionGroup/getPermission'],
  ['group', 'GET', '/api/permission/Group'],
  ['group', 'POST', '/api/permission/Group'],
  ['group', 'POST', '/api/permission/Group/GroupCondition'],
  ['group', 'GET', '/api/permission/Group/Selector'],
  ['group', 'PUT', '/api/permission/Group/{id}'],
  ['group', 'GET', '/api/permission/Group/{id}'],
  ['group', 'DELETE', '/api/permission/Group/{id}'],
  ['position', 'GET', '/api/permission/Position'],
  ['position', 'GET', '/api/permission/Position/Selector'],
  ['position', 'POST', '/api/permission/Position'],
  ['position', 'PUT', '/api/permission/Position/{id}'],
  ['position', 'GET', '/api/permission/Position/{id}'],
  ['position', 'DELETE', '/api/permission/Position/{id}'],
  ['position', 'GET', '/api/permission/Position/All'],
  ['position', 'POST', '/api/permission/Position/getListByOrgIds'],
  ['position', 'POST', '/api/permission/Position/PositionCondition'],
  ['role', 'GET', '/api/permission/Role'],
  ['role', 'POST', '/api/permission/Role/RoleCondition'],
  ['role', 'GET', '/api/permission/Role/Selector'],
  ['role', 'GET', '/api/permission/Role/SelectorByPermission'],
  ['role', 'POST', '/api/permission/Role'],
  ['role', 'PUT', '/api/permission/Role/{id}'],
  ['role', 'GET', '/api/permission/Role/{id}'],
  ['role', 'DELETE', '/api/permission/Role/{id}'],
  ['role', 'PUT', '/api/permission/Role/{id}/Actions/State'],
  ['role', 'POST', '/api/permission/Role/getListByOrgIds'],
];

let server: TestServer;

beforeAll(async () => {
  ({ server } = await startAsAdmin());
});
afterAll(async () => {
  await server.close();
});

describe('the directory endpoints of the specification', () => {
  it('are every one in the API document, each saying what it needs', async () => {
    expect(await undocumentedEndpoints(server, specified)).toEqual([]);
    expect(specified.length).toBeGreaterThan(90);
  });
});
