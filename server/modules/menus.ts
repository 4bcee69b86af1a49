// Menu directories modules hang their screens under, and the standard buttons.
import type { MenuSeed, ModuleManifest } from './defineModule';

export const systemDataMenuId = 'menu-systemdata';
export const devToolsMenuId = 'menu-devtools';
export const permissionMenuId = 'menu-permission';
export const systemMenuId = 'menu-system';

/** The directories of the main application; screens name them as parents. */
export const platformDirectories: MenuSeed[] = [
  { id: systemDataMenuId, parentId: '-1', enCode: 'systemData', fullName: '系统数据', type: 1, icon: 'SettingOutlined', sortCode: 100 },
  { id: permissionMenuId, parentId: '-1', enCode: 'permission', fullName: '组织权限', type: 1, icon: 'TeamOutlined', sortCode: 200 },
  { id: systemMenuId, parentId: '-1', enCode: 'system', fullName: '系统管理', type: 1, icon: 'ControlOutlined', sortCode: 300 },
  { id: devToolsMenuId, parentId: '-1', enCode: 'devTools', fullName: '开发工具', type: 1, icon: 'ToolOutlined', sortCode: 900 },
];

const buttonNames = { add: '新建', edit: '编辑', remove: '删除', import: '导入', export: '导出' } as const;

/** JNPF's button codes (btn_ + action) with their names. */
export function standardButtons(...actions: (keyof typeof buttonNames)[]): { code: string; name: string }[] {
  return actions.map((action) => ({ code: action, name: buttonNames[action] }));
}

/** Every menu entry these modules declare, the platform's directories first. */
export function allMenus(modules: readonly ModuleManifest[]): MenuSeed[] {
  return [...platformDirectories, ...modules.flatMap((module) => module.menus ?? [])];
}
