// Colour choice: antd's picker (a heavy panel, imported only when a form shows
// the field) storing text such as #1677FF or rgba(22, 119, 255, 0.5); the
// read-only view and list cells show a swatch beside the text.
import { BgColorsOutlined } from '@ant-design/icons';
import { lazy, Suspense } from 'react';
import type { FieldProps, ViewProps } from '../contract';
import { registerWidget } from '../registry';
import { colorPicker, isColorText } from './spec';

const ColorControl = lazy(() => import('./ColorControl'));

/** A square of the colour and its text; a text that is not a colour shows no square (it never reaches a style). */
export function ColorSwatch({ value, testId }: { value: unknown; testId?: string }) {
  const color = isColorText(value) ? value : undefined;
  return (
    <span className="kiln-color" data-testid={testId} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      {color ? <span data-color={color} style={{ display: 'inline-block', width: 16, height: 16, borderRadius: 4, border: '1px solid rgba(0, 0, 0, 0.15)', background: color }} /> : null}
      <span>{typeof value === 'string' ? value : ''}</span>
    </span>
  );
}

export function ColorField(props: FieldProps) {
  return (
    <Suspense fallback={<ColorSwatch value={props.value} />}>
      <ColorControl {...props} />
    </Suspense>
  );
}

registerWidget({
  spec: colorPicker,
  icon: BgColorsOutlined,
  edit: ColorField,
  view: ({ value }: ViewProps) => <ColorSwatch value={value} />,
  cell: (value) => <ColorSwatch value={value} />,
});
