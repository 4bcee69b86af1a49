// antd's colour picker (loaded on its own, with its panel code, when a form shows
// one), writing the colour as JNPF's picker does: see colorText in the spec.
import { ColorPicker, theme, type ColorPickerProps } from 'antd';
import type { FieldProps } from '../contract';
import { alphaShown, colorText, isColorText } from './spec';

/** The panel's own input mode closest to the stored format. */
function panelFormat(format: unknown): NonNullable<ColorPickerProps['format']> {
  if (format === 'rgb' || format === 'rgba') return 'rgb';
  if (format === 'hsv' || format === 'hsl') return 'hsb';
  return 'hex';
}

export default function ColorControl(props: FieldProps) {
  const { token } = theme.useToken();
  const value = isColorText(props.value) ? props.value : null;
  return (
    <ColorPicker
      value={value}
      disabled={props.disabled}
      disabledAlpha={!alphaShown(props.props)}
      defaultFormat={panelFormat(props.props.colorFormat)}
      allowClear
      showText={() => value ?? ''}
      style={props.invalid ? { borderColor: token.colorError } : undefined}
      onChange={(color) => props.onChange(color.cleared ? undefined : colorText(color.toRgb(), props.props))}
      onClear={() => props.onChange(undefined)}
      onOpenChange={(open) => {
        if (!open) props.onBlur();
      }}
      data-testid={`field-${props.name}`}
    />
  );
}
