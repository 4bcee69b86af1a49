// On/off switch storing 1/0 (JNPF's convention), shown in lists as a tag.
import { Switch, Tag } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { registerWidget } from '../registry';

export function OnOffSwitch(props: WidgetProps) {
  return (
    <Switch
      id={props.id}
      checked={props.value === 1 || props.value === true}
      disabled={props.disabled || props.readonly}
      onChange={(checked) => props.onChange(checked ? 1 : 0)}
      data-testid={`field-${props.name}`}
    />
  );
}

registerWidget({
  key: 'switch',
  component: OnOffSwitch,
  cell: (value, { t }) => <Tag color={value === 1 ? 'success' : 'default'}>{t(value === 1 ? 'common.enabled' : 'common.disabled')}</Tag>,
  designer: { label: 'widget.switch', group: 'basic' },
  valueSchema: { type: 'integer', enum: [0, 1] },
});
