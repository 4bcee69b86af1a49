// On/off switch storing 1/0 (JNPF's convention), shown in lists as a tag.
import { Switch, Tag } from 'antd';
import { switchWidget } from '@core/widgets/builtin/choices';
import type { FieldProps } from '../contract';
import { registerWidget } from '../registry';

export function OnOffSwitch(props: FieldProps) {
  return (
    <Switch
      id={props.id}
      checked={props.value === 1 || props.value === true}
      disabled={props.disabled}
      onChange={(checked) => props.onChange(checked ? 1 : 0)}
      data-testid={`field-${props.name}`}
    />
  );
}

registerWidget({
  spec: switchWidget,
  edit: OnOffSwitch,
  cell: (value, _props, { t }) => <Tag color={value === 1 ? 'success' : 'default'}>{t(value === 1 ? 'common.enabled' : 'common.disabled')}</Tag>,
});
