// @vitest-environment node
// The side menu's icons are the ones the manifests name: the generated list is
// what `npm run menu:icons` writes today, and the menu draws each of them (an
// unknown name falls back rather than drawing nothing). Node environment: the
// manifests load the server's modules.
import fs from 'node:fs';
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { declaredMenus, fallbackIcon, menuIconNames, menuIconsFile, menuIconsSource } from '../../scripts/menuIcons';
import { menuIconComponents as generated } from '@app/layouts/classic/menuIcons.generated';
import { menuIcon } from '@app/layouts/classic/menuIcons';

describe('menu icons', () => {
  it('are listed in menuIcons.generated.ts exactly as the manifests name them (npm run menu:icons)', async () => {
    const names = menuIconNames(await declaredMenus());
    expect(names).toContain(fallbackIcon);
    expect(names).toContain('ApartmentOutlined');
    expect(fs.readFileSync(menuIconsFile, 'utf8')).toBe(menuIconsSource(names));
    expect(Object.keys(generated).sort()).toEqual(names);
  });

  it('draw the icon an entry names, and the fallback for a name not in the list', () => {
    const drawn = menuIcon('ApartmentOutlined');
    expect(isValidElement(drawn) && drawn.type).toBe(generated.ApartmentOutlined);
    const unknown = menuIcon('NoSuchOutlined');
    expect(isValidElement(unknown) && unknown.type).toBe(generated.AppstoreOutlined);
  });

  it('refuses an icon name that could not be an antd icon', () => {
    expect(() => menuIconNames([{ id: 'x', parentId: '-1', enCode: 'x', fullName: 'x', type: 2, icon: "Bad'Name", sortCode: 0 }])).toThrow('is not the name of an antd icon');
  });
});
