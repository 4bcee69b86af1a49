// Barcode (JNPF's barcode): draws a fixed text or another field's value and
// stores nothing, so it is a display node without a field. Also declares what
// the QR code shares with it: where the text comes from and the fixed text.
import { defineWidget } from '@core/widgets/catalog';
import { relationField } from '@core/widgets/properties';
import type { PropertySpec, WidgetProps } from '@core/widgets/spec';
import { hexColorCheck } from '../colorPicker/spec';

/** The formats JNPF offers, by jsbarcode's names (it reads them in any case). */
export const barcodeFormats = ['code128', 'ean13', 'ean8', 'ean5', 'ean2', 'code39', 'itf14', 'msi10', 'msi11', 'pharmacode', 'upc', 'codabar'] as const;

/** Spec 03 §9: code128, 4 wide, 40 high, a margin of 5, the value's text not shown. */
export const barcodeDefaults = { format: 'code128', width: 4, height: 40, margin: 5, displayValue: false } as const;

/** Spec 03 §4/§5: a barcode is drawn only for non-empty text of letters and digits. */
export const isDrawableBarcode = (text: string): boolean => /^[A-Za-z0-9]+$/.test(text);

/** Where a code's text comes from: a fixed text, or another field of the form (the QR code adds `dynamic`). */
export const codeSource = (sources: readonly string[]): PropertySpec => ({
  name: 'dataType',
  label: 'designer.codeSource',
  editor: 'select',
  type: 'string',
  default: 'static',
  choices: sources.map((value) => ({ label: `designer.codeSource.${value}`, value })),
});

export const staticText: PropertySpec = { name: 'staticText', label: 'designer.staticText', editor: 'text', type: 'string', default: '' };

/** A field's value as a code's text: text and numbers as written, anything else (a list, nothing) as no text. */
export function fieldText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The text a code shows: its fixed text, or the value of the field it follows (read through `read`, so the reader can track it). */
export function codeText(props: WidgetProps, read: (field: string) => unknown): string {
  if (props.dataType === 'relation') return typeof props.relationField === 'string' && props.relationField ? fieldText(read(props.relationField)) : '';
  return typeof props.staticText === 'string' ? props.staticText : '';
}

const color = (name: string, label: string, fallback: string): PropertySpec => ({ name, label, editor: 'color', type: 'string', default: fallback, check: hexColorCheck });

export const barcode = defineWidget({
  key: 'barcode',
  order: 220,
  kind: 'layout',
  group: 'display',
  label: 'widget.barcode',
  properties: [
    codeSource(['static', 'relation']),
    staticText,
    relationField,
    { name: 'format', label: 'designer.barcodeFormat', editor: 'select', type: 'string', default: barcodeDefaults.format, choices: barcodeFormats.map((value) => ({ label: value, value })) },
    color('lineColor', 'designer.lineColor', '#000'),
    color('background', 'designer.background', '#fff'),
    { name: 'width', label: 'designer.barWidth', editor: 'number', type: 'integer', default: barcodeDefaults.width, min: 1, max: 100 },
    { name: 'height', label: 'designer.barHeight', editor: 'number', type: 'integer', default: barcodeDefaults.height, min: 1, max: 1000 },
  ],
});
