// Everything the shell needs after sign-in: menus, user info, permissions,
// routes and the public part of the system configuration.
import type { CurrentUserData, LayoutType, SystemRef } from '@core/api/oauth';
import { layoutTypes } from '@core/api/oauth';
import type { Language } from '@core/i18n/text';
import type { Kiln } from '../../context';
import type { SessionContext } from '../../http/routeAccess';
import { placeKeyOf } from '../../auth/signInLog';
import { say } from '../../http/texts';
import { sysConfigInfoOf } from '../system/sysConfig';
import { menusFor } from './menus';

/** The enabled applications; the user's own choice is current, else the first (exactly one is). */
async function systemsFor(kiln: Kiln, preferredId: string): Promise<SystemRef[]> {
  const systems = await kiln.db
    .selectFrom('base_system')
    .select(['id', 'en_code', 'full_name', 'icon'])
    .where('enabled_mark', '=', 1)
    .orderBy('sort_code')
    .execute();
  const currentId = systems.some((s) => s.id === preferredId) ? preferredId : systems[0]?.id;
  return systems.map((s) => ({ id: s.id, name: s.full_name, enCode: s.en_code, icon: s.icon, currentSystem: s.id === currentId }));
}

export async function currentUserData(kiln: Kiln, session: SessionContext, language: Language): Promise<CurrentUserData> {
  const { db } = kiln;
  const user = await db.selectFrom('base_user').selectAll().where('id', '=', session.userId).executeTakeFirstOrThrow();
  const organize = await db.selectFrom('base_organize').select(['organize_id_tree', 'category', 'full_name']).where('id', '=', user.organize_id).executeTakeFirst();
  // The main organisation's path, root first: its ids and names.
  const organizeIdList = organize ? organize.organize_id_tree.split(',').filter(Boolean) : [];
  const pathRows = organizeIdList.length ? await db.selectFrom('base_organize').select(['id', 'full_name']).where('id', 'in', organizeIdList).execute() : [];
  const nameOf = new Map(pathRows.map((row) => [row.id, row.full_name]));
  const organizePath = organizeIdList.map((id) => nameOf.get(id) ?? '').filter(Boolean).join('/');
  const held = await db
    .selectFrom('base_user_relation as r')
    .leftJoin('base_position as p', (j) => j.onRef('p.id', '=', 'r.object_id').on('r.object_type', '=', 'Position'))
    .leftJoin('base_role as o', (j) => j.onRef('o.id', '=', 'r.object_id').on('r.object_type', '=', 'Role'))
    .select(['r.object_type', 'r.object_id', 'p.full_name as positionName', 'o.full_name as roleName'])
    .where('r.user_id', '=', user.id)
    .where('r.object_type', 'in', ['Position', 'Role'])
    .execute();
  const systemIds = await systemsFor(kiln, user.system_id);
  const signImage = await db.selectFrom('base_sign_img').select('sign_img').where('user_id', '=', user.id).where('is_default', '=', 1).executeTakeFirst();
  const systemId = systemIds.find((s) => s.currentSystem)?.id ?? '';
  const config = await kiln.sysConfig.get();
  const menus = await menusFor(db, kiln.grants, { id: user.id, isAdministrator: session.isAdministrator }, systemIds, language);
  const theme = (layoutTypes as readonly string[]).includes(user.theme) ? (user.theme as LayoutType) : 'classic';

  return {
    ...menus,
    sysConfigInfo: sysConfigInfoOf(config),
    userInfo: {
      userId: user.id,
      userName: user.real_name,
      userAccount: user.account,
      headIcon: user.head_icon,
      organizeId: user.organize_id,
      organizeIdList,
      organizeName: organizePath,
      departmentId: organize?.category === 'department' ? user.organize_id : '',
      departmentName: organize?.category === 'department' ? organize.full_name : '',
      positionIds: held.filter((h) => h.object_type === 'Position').map((h) => ({ id: h.object_id, name: h.positionName ?? '' })),
      positionId: user.position_id,
      positionName: held.find((h) => h.object_type === 'Position' && h.object_id === user.position_id)?.positionName ?? '',
      roleIds: held.filter((h) => h.object_type === 'Role').map((h) => ({ id: h.object_id, name: h.roleName ?? '' })),
      portalId: user.portal_id,
      signImg: signImage?.sign_img ?? '',
      systemId,
      systemIds,
      changePasswordDate: user.change_password_date,
      prevLogin: user.prev_log_time === null ? 0 : 1,
      prevLoginTime: user.prev_log_time,
      prevLoginIPAddress: user.prev_log_ip,
      prevLoginIPAddressName: user.prev_log_time === null ? '' : say({ key: placeKeyOf(user.prev_log_ip) }, language),
      isAdministrator: session.isAdministrator,
      theme,
      language: user.language || language,
      mustChangePassword: session.mustChangePassword,
    },
  };
}
