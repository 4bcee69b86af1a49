// Checks at start that what the routes and modules name exists: every module
// check names a menu entry some manifest declares (and a button it has), and
// every page schema a module uses is there. A typo stops the start, not a user.
import type { Kiln } from '../context';
import type { ModuleManifest } from './defineModule';
import { allMenus } from './menus';
import { conditionFields, readScheme, schemeCondition } from '@core/permission';

export function checkModuleDeclarations(modules: readonly ModuleManifest[], kiln: Kiln): void {
  const menus = allMenus(modules);
  const buttonsOf = new Map(menus.map((menu) => [menu.enCode, new Set((menu.buttons ?? []).map((button) => `btn_${button.code}`))]));
  for (const route of kiln.routes) {
    if (route.access.kind === 'anyModule') {
      const unknown = route.access.modules.filter((module) => !buttonsOf.has(module));
      if (unknown.length) throw new Error(`Route ${route.method} ${route.url} checks the menu entries ${unknown.join(', ')}, which no module declares`);
      continue;
    }
    if (route.access.kind !== 'module') continue;
    const { module, button } = route.access;
    const buttons = buttonsOf.get(module);
    if (!buttons) throw new Error(`Route ${route.method} ${route.url} checks the menu entry ${module}, which no module declares`);
    if (button && !buttons.has(button)) throw new Error(`Route ${route.method} ${route.url} checks the button ${button}, which ${module} does not declare`);
  }
  for (const module of modules) {
    for (const id of module.pages ?? []) kiln.pages.get(id);
  }
  for (const menu of menus) {
    if (!menu.schemes?.length) continue;
    const fields = kiln.dataFields.get(menu.enCode);
    if (!fields) throw new Error(`Menu entry ${menu.enCode} offers data schemes but no route declares its data fields`);
    for (const scheme of menu.schemes) {
      const { scheme: read, problems } = readScheme(scheme.condition);
      if (problems.length) throw new Error(`Data scheme ${scheme.code} of ${menu.enCode} does not read: ${problems.map((p) => `${p.path} ${p.problem}`).join(', ')}`);
      const unknown = conditionFields(schemeCondition(read)).filter((field) => !fields[field]);
      if (unknown.length) throw new Error(`Data scheme ${scheme.code} of ${menu.enCode} tests ${unknown.join(', ')}, which its routes do not declare`);
    }
  }
}
