// Options as radio buttons.
import { CheckCircleOutlined } from '@ant-design/icons';
import { Radio } from 'antd';
import { observer } from 'mobx-react-lite';
import type { FieldProps } from '../contract';
import { registerWidget } from '../registry';
import { useFieldChoices } from '../runtime/options';
import { radio } from './spec';

export const RadioField = observer(function RadioField(props: FieldProps) {
  const choices = useFieldChoices(props);
  return (
    <Radio.Group id={props.id} value={props.value} disabled={props.disabled} onChange={(event) => props.onChange(event.target.value)} data-testid={`field-${props.name}`}>
      {choices.map((choice) => (
        <Radio key={String(choice.value)} value={choice.value}>
          {choice.label}
        </Radio>
      ))}
    </Radio.Group>
  );
});

registerWidget({ spec: radio, icon: CheckCircleOutlined, edit: RadioField });
