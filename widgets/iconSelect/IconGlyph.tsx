// One icon by its stored name, drawn once the icon set has loaded (nothing for a name it lacks).
import { createElement, use } from 'react';
import { iconSet } from './iconSet';

export default function IconGlyph({ name, size }: { name: string; size?: number }) {
  const icon = use(iconSet()).icon(name);
  // The icon is one of the set's fixed components, looked up by name, never made here.
  return icon ? createElement(icon, { style: size ? { fontSize: size } : undefined }) : null;
}
