// Provinces, cities, districts and streets (JNPF's address): a path of area ids
// down to the configured level, or several such paths; shown as names joined by '/'.
import { defineWidget } from '@core/widgets/catalog';
import { clearable, multiple, placeholder } from '@core/widgets/properties';
import type { WidgetProps } from '@core/widgets/spec';

/** Area ids are GB/T 2260 codes and the codes added by hand: digits only. */
export const areaIdPattern = '^[0-9]{1,12}$';
/** Paths a multiple picker may hold. */
export const maxAreaPaths = 200;
/** JNPF's default: down to the districts (spec 03 §9). */
export const defaultAreaLevel = 2;

/** 0 province, 1 city, 2 district, 3 street. */
export const levelOf = (props: WidgetProps): number => (typeof props.level === 'number' && props.level >= 0 && props.level <= 3 ? props.level : defaultAreaLevel);

/** The stored value as a list of id paths: one path (or none) when single, each path when multiple. */
export function areaPaths(value: unknown, props: WidgetProps): string[][] {
  if (!Array.isArray(value)) return [];
  if (props.multiple === true) return value.filter((path): path is string[] => Array.isArray(path) && path.length > 0).map((path) => path.map(String));
  return value.length > 0 && !value.some(Array.isArray) ? [value.map(String)] : [];
}

/** Id paths as stored: JNPF keeps a single pick as its path ([] when none) and several as a list of paths. */
export const storedAreas = (paths: readonly string[][], props: WidgetProps): string[] | string[][] => (props.multiple === true ? paths.map((path) => [...path]) : [...(paths[0] ?? [])]);

/** Names per path as shown: one path's names joined by '/', several paths joined by ','. */
export const areaText = (names: readonly (readonly string[])[]): string => names.map((path) => path.join('/')).join(',');

export const address = defineWidget({
  key: 'address',
  order: 410,
  kind: 'field',
  group: 'advanced',
  label: 'widget.address',
  properties: [
    {
      name: 'level',
      label: 'designer.address.level',
      editor: 'select',
      type: 'integer',
      default: defaultAreaLevel,
      choices: ['province', 'city', 'district', 'street'].map((name, value) => ({ label: `widget.address.level.${name}`, value })),
    },
    multiple,
    clearable,
    { ...placeholder, default: 'widget.address.placeholder' },
  ],
  valueSchema: (props) => {
    const depth = levelOf(props) + 1;
    const id = { type: 'string', pattern: areaIdPattern, errorMessage: 'form.invalidValue' };
    if (props.multiple === true) return { type: 'array', maxItems: maxAreaPaths, uniqueItems: true, items: { type: 'array', minItems: depth, maxItems: depth, items: id, errorMessage: 'form.invalidValue' } };
    // One path of exactly `depth` ids, or [] when nothing is chosen.
    return { type: 'array', maxItems: depth, items: id, if: { minItems: 1 }, then: { minItems: depth } };
  },
  columnType: () => ({ kind: 'json' }),
  // The catalog has no names of areas: lists and the read-only view ask the server through their bindings.
  format: (value, props) => areaText(areaPaths(value, props)),
});
