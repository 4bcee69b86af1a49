// The antd icons the side menu can draw: the fallback and every icon the
// modules' menu entries and the platform's directories name. `npm run
// menu:icons` writes them to src/layouts/classic/menuIcons.generated.ts, so the
// bundle carries these icons and no others; a unit test fails when it is stale.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MenuSeed } from '../server/modules/defineModule.ts';

/** Drawn for an entry whose icon is not in the list (one an administrator typed, say). */
export const fallbackIcon = 'AppstoreOutlined';

export const menuIconsFile = path.resolve(import.meta.dirname, '../src/layouts/classic/menuIcons.generated.ts');

/** The icon names, sorted and once each; a name that is no identifier is refused. */
export function menuIconNames(menus: readonly MenuSeed[]): string[] {
  const names = new Set([fallbackIcon, ...menus.map((menu) => menu.icon).filter(Boolean)]);
  for (const name of names) {
    if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new Error(`menu icon ${JSON.stringify(name)} is not the name of an antd icon`);
  }
  return [...names].sort();
}

/**
 * The generated file: named imports of only these icons, gathered in one object.
 * (A re-export read through a namespace object defeats tree-shaking: the bundle
 * then carries every antd icon.)
 */
export function menuIconsSource(names: readonly string[]): string {
  return [
    '// Made by `npm run menu:icons` (scripts/menuIcons.ts) from the icons the',
    "// modules' menu entries and the platform's directories name; do not edit.",
    'import {',
    ...names.map((name) => `  ${name},`),
    "} from '@ant-design/icons';",
    '',
    'export const menuIconComponents = {',
    ...names.map((name) => `  ${name},`),
    '};',
    '',
  ].join('\n');
}

/** Every menu entry the server declares: the platform's directories and each module's. */
export async function declaredMenus(): Promise<MenuSeed[]> {
  const { modules } = await import('../server/modules/index.ts');
  const { allMenus } = await import('../server/modules/menus.ts');
  return allMenus(modules);
}

// Run directly: rewrite the file from the manifests.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  fs.writeFileSync(menuIconsFile, menuIconsSource(menuIconNames(await declaredMenus())));
  console.log(`wrote ${path.relative(process.cwd(), menuIconsFile)}`);
}
