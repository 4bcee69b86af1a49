// Ant Design's whole icon set (several hundred components), imported once and
// only when a form shows an icon field: the dialog lists it, the view draws from it.
import type { ComponentType, CSSProperties } from 'react';
import { isIconName } from './spec';

export type IconComponent = ComponentType<{ style?: CSSProperties; className?: string }>;

export interface IconSet {
  /** Every icon's name, sorted. */
  names: readonly string[];
  /** An icon by name; undefined for a name the set does not have. */
  icon(name: string): IconComponent | undefined;
}

let loading: Promise<IconSet> | null = null;

/** The same promise every time, so React's `use` can wait on it. */
export function iconSet(): Promise<IconSet> {
  loading ??= import('@ant-design/icons').then((module) => {
    const exports = module as unknown as Record<string, IconComponent | undefined>;
    const names = Object.keys(exports).filter(isIconName).sort();
    const known = new Set(names);
    return { names, icon: (name: string) => (known.has(name) ? exports[name] : undefined) };
  });
  return loading;
}
