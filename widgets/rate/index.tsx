// Star rating: antd's Rate, its count and halves from the node; read-only views
// and list cells draw the same stars, disabled.
import { StarOutlined } from '@ant-design/icons';
import { Rate } from 'antd';
import type { FieldProps, ViewProps } from '../contract';
import { registerWidget } from '../registry';
import { rate, starCount } from './spec';

const score = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function RateField(props: FieldProps) {
  return (
    <span data-testid={`field-${props.name}`} aria-invalid={props.invalid || undefined}>
      <Rate
        id={props.id}
        count={starCount(props.props)}
        allowHalf={props.props.allowHalf === true}
        value={score(props.value)}
        disabled={props.disabled}
        onChange={(value) => props.onChange(value)}
        onBlur={props.onBlur}
      />
    </span>
  );
}

/** The stars of a stored score, not to be changed. */
function Stars({ value, props }: Pick<ViewProps, 'value' | 'props'>) {
  return <Rate disabled count={starCount(props)} allowHalf={props.allowHalf === true} value={score(value)} />;
}

registerWidget({ spec: rate, icon: StarOutlined, edit: RateField, view: Stars, cell: (value, props) => <Stars value={value} props={props} /> });
