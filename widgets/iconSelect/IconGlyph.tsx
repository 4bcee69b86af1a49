// One icon by its stored name, drawn once the icon set has loaded (nothing for
// a name it lacks); a JNPF icon-font class is drawn as a generic icon.
import { createElement, use } from 'react';
import { iconSet } from './iconSet';
import { isJnpfIconClass } from './spec';

/** What a JNPF icon-font class is drawn as (the menu's fallback too). */
const jnpfClassIcon = 'AppstoreOutlined';

export default function IconGlyph({ name, size }: { name: string; size?: number }) {
  const icon = use(iconSet()).icon(isJnpfIconClass(name) ? jnpfClassIcon : name);
  // The icon is one of the set's fixed components, looked up by name, never made here.
  return icon ? createElement(icon, { style: size ? { fontSize: size } : undefined }) : null;
}
