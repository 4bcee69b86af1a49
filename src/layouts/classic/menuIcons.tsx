// Menu icons by antd icon name. Only the icons some menu entry names are
// imported (menuIcons.generated.ts, made from the modules' manifests by `npm run
// menu:icons`), so the bundle does not carry the whole icon set; unknown names
// fall back.
import type { ReactNode } from 'react';
import { menuIconComponents } from './menuIcons.generated';

const icons = new Map<string, ReactNode>(Object.entries(menuIconComponents).map(([name, Icon]) => [name, <Icon />]));
const fallback = <menuIconComponents.AppstoreOutlined />;

export function menuIcon(name: string): ReactNode {
  return icons.get(name) ?? fallback;
}
