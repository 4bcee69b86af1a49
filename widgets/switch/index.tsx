// On/off switch storing 1/0 (JNPF's convention), its on and off words inside it;
// shown in lists as a tag with the same words.
import { SwapOutlined } from '@ant-design/icons';
import { Switch, Tag } from 'antd';
import type { FieldProps } from '../contract';
import { registerWidget } from '../registry';
import { useMessageText } from '../runtime/messages';
import { isSwitchedOn, switchWidget, switchWord } from './spec';

export function OnOffSwitch(props: FieldProps) {
  const text = useMessageText();
  return (
    <Switch
      id={props.id}
      checked={isSwitchedOn(props.value)}
      disabled={props.disabled}
      checkedChildren={text(switchWord(1, props.props))}
      unCheckedChildren={text(switchWord(0, props.props))}
      onChange={(checked) => props.onChange(checked ? 1 : 0)}
      data-testid={`field-${props.name}`}
    />
  );
}

registerWidget({
  spec: switchWidget,
  icon: SwapOutlined,
  edit: OnOffSwitch,
  cell: (value, props, { t }) => <Tag color={isSwitchedOn(value) ? 'success' : 'default'}>{t(switchWord(value, props))}</Tag>,
});
