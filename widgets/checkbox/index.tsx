// Options as check boxes; the value is the list of those ticked.
import { CheckSquareOutlined } from '@ant-design/icons';
import { Checkbox } from 'antd';
import { observer } from 'mobx-react-lite';
import type { FieldProps } from '../contract';
import { registerWidget } from '../registry';
import { useFieldChoices } from '../runtime/options';
import { checkbox } from './spec';

export const CheckboxField = observer(function CheckboxField(props: FieldProps) {
  const choices = useFieldChoices(props);
  return (
    <Checkbox.Group
      value={Array.isArray(props.value) ? props.value : []}
      options={choices.map((choice) => ({ label: choice.label, value: choice.value }))}
      disabled={props.disabled}
      onChange={(values) => props.onChange(values)}
      data-testid={`field-${props.name}`}
    />
  );
});

registerWidget({ spec: checkbox, icon: CheckSquareOutlined, edit: CheckboxField });
