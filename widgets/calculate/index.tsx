// The calculate widget: shows the value the form works out from its expression
// (the form store computes it, 100 ms after the fields it reads change), with
// thousands groups and the Chinese capital amount when asked.
import { CalculatorOutlined } from '@ant-design/icons';
import { Input, Typography } from 'antd';
import { chineseAmount, formatDecimal } from '@core/format/amount';
import type { FieldProps } from '../contract';
import { registerWidget } from '../registry';
import { calculate } from './spec';

export function CalculateField(props: FieldProps) {
  const text = formatDecimal(typeof props.value === 'number' ? props.value : 0, props.props);
  return (
    <div>
      <Input id={props.id} value={text} readOnly data-testid={`field-${props.name}`} />
      {props.props.isAmountChinese === true && (
        <Typography.Text type="secondary" data-testid={`amount-${props.name}`}>
          {chineseAmount(typeof props.value === 'number' ? props.value : 0)}
        </Typography.Text>
      )}
    </div>
  );
}

registerWidget({ spec: calculate, icon: CalculatorOutlined, edit: CalculateField });
