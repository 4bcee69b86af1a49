// Colour choice (JNPF's colorPicker), stored as the text JNPF's picker writes:
// hex without alpha, rgba with it, or the format the designer chose. The colour
// helpers here are pure, and the barcode and QR code specs reuse the hex check.
import { defineWidget } from '@core/widgets/catalog';
import type { WidgetProps } from '@core/widgets/spec';

/** The formats the designer may choose; '' is JNPF's default (hex, or rgba with alpha). */
export const colorFormats = ['', 'hex', 'rgb', 'rgba', 'hsv', 'hsl'] as const;

/** A colour's channels: red, green, blue 0–255 and alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** The longest colour text the picker writes is about 30 characters (`hsva(360, 100%, 100%, 0.55)`). */
export const colorTextLimit = 40;

const alphaNumber = String.raw`(?:0|1|0?\.\d{1,4}|1\.0{1,4})`;
const channel = String.raw`\s*\d{1,3}\s*`;
const percent = String.raw`\s*\d{1,3}%\s*`;
const hue = String.raw`\s*\d{1,3}(?:\.\d{1,4})?\s*`;
const hexDigits = '#(?:[0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})';

/** Every colour text the picker writes, in any of its formats (so changing the format keeps old records valid). */
export const colorPattern = [
  `^(?:${hexDigits}`,
  `|rgb\\(${channel},${channel},${channel}\\)`,
  `|rgba\\(${channel},${channel},${channel},\\s*${alphaNumber}\\s*\\)`,
  `|hs[lv]\\(${hue},${percent},${percent}\\)`,
  `|hs[lv]a\\(${hue},${percent},${percent},\\s*${alphaNumber}\\s*\\))$`,
].join('');

const colorExpression = new RegExp(colorPattern);

/** Whether a text is a colour the picker could have written. */
export const isColorText = (value: unknown): value is string => typeof value === 'string' && value.length <= colorTextLimit && colorExpression.test(value);

/** A property check for a colour given as hex (`#000`, `#1677ff`), which every drawing library reads. */
export const hexColorCheck = (value: unknown): string | undefined => (typeof value === 'string' && new RegExp(`^${hexDigits}$`).test(value) ? undefined : 'must be a hex colour such as #000 or #1677ff');

const hexByte = (n: number) => Math.min(255, Math.max(0, Math.round(n))).toString(16).toUpperCase().padStart(2, '0');

/** Hue 0–360, saturation and value 0–100. */
function toHsv({ r, g, b }: Rgba): [number, number, number] {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const delta = max - Math.min(red, green, blue);
  let sector = 0;
  if (delta > 0) {
    if (max === red) sector = ((green - blue) / delta + 6) % 6;
    else if (max === green) sector = (blue - red) / delta + 2;
    else sector = (red - green) / delta + 4;
  }
  return [Math.round(sector * 60) % 360, Math.round(max === 0 ? 0 : (delta / max) * 100), Math.round(max * 100)];
}

/** Hue 0–360, saturation and lightness 0–100. */
function toHsl(color: Rgba): [number, number, number] {
  const [red, green, blue] = [color.r / 255, color.g / 255, color.b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  const saturation = max === min ? 0 : (max - min) / (1 - Math.abs(2 * lightness - 1));
  return [toHsv(color)[0], Math.round(saturation * 100), Math.round(lightness * 100)];
}

/** Whether the picker offers an alpha channel: asked for, or implied by the rgba format (JNPF's designer sets both together). */
export const alphaShown = (props: WidgetProps) => props.showAlpha === true || props.colorFormat === 'rgba';

/**
 * The text stored for a colour (JNPF's rules): with alpha, `hsla`/`hsva`/`#RRGGBBAA`
 * for those formats and `rgba(r, g, b, a)` otherwise; without it `hsl`, `hsv`, `rgb`, or `#RRGGBB`.
 */
export function colorText(color: Rgba, props: WidgetProps): string {
  const format = typeof props.colorFormat === 'string' ? props.colorFormat : '';
  const [r, g, b] = [color.r, color.g, color.b].map((n) => Math.min(255, Math.max(0, Math.round(n))));
  const a = Number(Math.min(1, Math.max(0, color.a)).toFixed(2));
  const rgb = { r, g, b, a };
  const withAlpha = alphaShown(props);
  const tail = withAlpha ? `, ${a})` : ')';
  const suffix = withAlpha ? 'a' : '';
  if (format === 'hsl' || format === 'hsv') {
    const [h, s, l] = format === 'hsl' ? toHsl(rgb) : toHsv(rgb);
    return `${format}${suffix}(${h}, ${s}%, ${l}%${tail}`;
  }
  if (format === 'hex' && withAlpha) return `#${hexByte(r)}${hexByte(g)}${hexByte(b)}${hexByte(a * 255)}`;
  if (withAlpha || format === 'rgb') return `rgb${suffix}(${r}, ${g}, ${b}${tail}`;
  return `#${hexByte(r)}${hexByte(g)}${hexByte(b)}`;
}

export const colorPicker = defineWidget({
  key: 'colorPicker',
  order: 130,
  kind: 'field',
  group: 'basic',
  label: 'widget.colorPicker',
  properties: [
    { name: 'showAlpha', label: 'designer.showAlpha', editor: 'switch', type: 'boolean', default: false },
    {
      name: 'colorFormat',
      label: 'designer.colorFormat',
      editor: 'select',
      type: 'string',
      default: '',
      choices: colorFormats.map((value) => ({ label: value || 'designer.colorFormat.default', value })),
    },
  ],
  valueSchema: () => ({ type: 'string', maxLength: colorTextLimit, pattern: colorPattern }),
  columnType: () => ({ kind: 'string', length: colorTextLimit }),
  format: (value) => (typeof value === 'string' ? value : ''),
  // JNPF keeps the colour picker out of sub-tables.
  inTable: false,
});
