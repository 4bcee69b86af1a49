// One JNPF form node as read from an export, with its parts apart: the
// __config__ (key, label, rules, children…), the __slot__ (3.4's options and
// input addons), the name it stores under, and every other property with its
// name in camelCase whatever the version wrote.
import { camelKeys, listOf, objOf, textOf, type Obj } from './raw';

export interface RawField {
  /** The jnpfKey as written ('' for 3.1–3.4 tab and collapse panes, which have none). */
  key: string;
  config: Obj;
  slot: Obj;
  attrs: Obj;
  /** The __vModel__ ('' when none). */
  vModel: string;
  children: unknown[];
}

export function rawField(value: unknown): RawField {
  const { __config__, __slot__, __vModel__, ...rest } = objOf(value);
  const config = camelKeys(objOf(__config__));
  return {
    key: textOf(config.jnpfKey)?.trim() ?? '',
    config,
    slot: objOf(__slot__),
    attrs: camelKeys(rest),
    vModel: textOf(__vModel__)?.trim() ?? '',
    children: listOf(config.children),
  };
}
