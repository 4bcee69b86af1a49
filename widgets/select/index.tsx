// A dropdown of options, searchable, one or several.
import { DownSquareOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { observer } from 'mobx-react-lite';
import type { FieldProps } from '../contract';
import { registerWidget } from '../registry';
import { useFieldChoices } from '../runtime/options';
import { select } from './spec';

export const SelectField = observer(function SelectField(props: FieldProps) {
  const choices = useFieldChoices(props);
  return (
    <Select
      id={props.id}
      value={props.value ?? undefined}
      mode={props.props.multiple === true ? 'multiple' : undefined}
      options={choices}
      style={{ width: '100%' }}
      disabled={props.disabled}
      placeholder={props.placeholder}
      status={props.invalid ? 'error' : undefined}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      onChange={(value) => props.onChange(value ?? null)}
      onBlur={props.onBlur}
      data-testid={`field-${props.name}`}
    />
  );
});

registerWidget({ spec: select, icon: DownSquareOutlined, edit: SelectField });
