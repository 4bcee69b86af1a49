// A span of numbers as two inputs, stored as [min, max] (an end may stay empty,
// [] when both are); a minimum above the maximum is marked where it is typed.
import { ColumnWidthOutlined } from '@ant-design/icons';
import { InputNumber, Typography } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import { outOfOrder } from '@core/widgets/ranges';
import type { FieldProps } from '../contract';
import { registerWidget } from '../registry';
import { numRange } from './spec';

type End = number | null;

const endsOf = (value: unknown): [End, End] => {
  if (!Array.isArray(value) || value.length !== 2) return [null, null];
  return value.map((end) => (typeof end === 'number' ? end : null)) as [End, End];
};

/** The pair as stored: [] when both ends are empty (spec 03 §5). */
export const storedNumbers = (min: End, max: End): End[] => (min === null && max === null ? [] : [min, max]);

export function NumRangeField(props: FieldProps) {
  const { t } = useTranslation();
  const [min, max] = endsOf(props.value);
  const precision = typeof props.props.precision === 'number' ? props.props.precision : undefined;
  const reversed = outOfOrder([min, max]);
  const word = (name: string, fallback: string) => t(typeof props.props[name] === 'string' ? (props.props[name] as string) : fallback);
  const end = (which: 'min' | 'max') => (
    <InputNumber<number>
      id={which === 'min' ? props.id : undefined}
      value={which === 'min' ? min : max}
      precision={precision}
      controls={false}
      disabled={props.disabled}
      placeholder={which === 'min' ? word('minPlaceholder', 'widget.numRange.min') : word('maxPlaceholder', 'widget.numRange.max')}
      status={props.invalid || reversed ? 'error' : undefined}
      style={{ flex: 1, width: 'auto' }}
      onChange={(next) => props.onChange(which === 'min' ? storedNumbers(next ?? null, max) : storedNumbers(min, next ?? null))}
      onBlur={props.onBlur}
      data-testid={`field-${props.name}-${which}`}
    />
  );
  return (
    <div data-testid={`field-${props.name}`}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 5 }}>
        {end('min')}
        <span>-</span>
        {end('max')}
      </div>
      {reversed && (
        <Typography.Text type="danger" data-testid={`order-${props.name}`}>
          {t('widget.numRange.order')}
        </Typography.Text>
      )}
    </div>
  );
}

registerWidget({ spec: numRange, icon: ColumnWidthOutlined, edit: NumRangeField });
