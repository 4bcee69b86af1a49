// The area picker's rules for a pick (spec 03 §4, §5): only a leaf exactly at
// the configured depth may be chosen; a multiple picker ignores a path it holds
// already, a single one replaces what it held.
import { pathKey } from './areaNames';

/** A chosen area: its id path and the names along it. */
export interface AreaChoice {
  ids: string[];
  names: string[];
}

/** Whether a tree node may be chosen: a leaf whose path has exactly level + 1 entries. */
export const isChoosable = (ids: readonly string[], isLeaf: boolean, level: number) => isLeaf && ids.length === level + 1;

/** The selection after a pick. */
export function pick(selection: readonly AreaChoice[], choice: AreaChoice, multiple: boolean): AreaChoice[] {
  if (!multiple) return [choice];
  return selection.some((held) => pathKey(held.ids) === pathKey(choice.ids)) ? [...selection] : [...selection, choice];
}
