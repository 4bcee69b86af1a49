// Choosing from options: select, radio, checkbox (several values) and treeSelect.
import { Checkbox, Radio, Select, TreeSelect } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import type { OptionSource } from '@core/schema/types';
import { mapTree } from '@core/tree';
import { registerWidget } from '../registry';
import { useChoices, type Choice } from '../runtime/options';

const sourceOf = (props: WidgetProps) => props.options.source as OptionSource | undefined;
const formValues = (props: WidgetProps) => (props.registry.formContext as { formData?: Record<string, unknown> } | undefined)?.formData ?? {};

export function SelectWidget(props: WidgetProps) {
  const choices = useChoices(sourceOf(props), formValues(props));
  return (
    <Select
      id={props.id}
      value={props.value ?? undefined}
      options={choices}
      disabled={props.disabled || props.readonly}
      placeholder={props.placeholder}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      onChange={(value) => props.onChange(value ?? undefined)}
      onBlur={() => props.onBlur(props.id, props.value)}
      data-testid={`field-${props.name}`}
    />
  );
}

export function RadioWidget(props: WidgetProps) {
  const choices = useChoices(sourceOf(props), formValues(props));
  return (
    <Radio.Group id={props.id} value={props.value} disabled={props.disabled || props.readonly} onChange={(event) => props.onChange(event.target.value)}>
      {choices.map((choice) => (
        <Radio key={String(choice.value)} value={choice.value}>
          {choice.label}
        </Radio>
      ))}
    </Radio.Group>
  );
}

export function CheckboxWidget(props: WidgetProps) {
  const choices = useChoices(sourceOf(props), formValues(props));
  return (
    <Checkbox.Group
      value={Array.isArray(props.value) ? props.value : []}
      options={choices.map((choice) => ({ label: choice.label, value: choice.value }))}
      disabled={props.disabled || props.readonly}
      onChange={(values) => props.onChange(values)}
    />
  );
}

interface TreeChoice {
  title: string;
  value: string | number;
  children?: TreeChoice[];
}

const toTree = (choices: Choice[]): TreeChoice[] =>
  mapTree<Choice, TreeChoice>(choices, (choice, children) => ({ title: choice.label, value: choice.value, ...(children.length ? { children } : {}) }));

export function TreeSelectWidget(props: WidgetProps) {
  const choices = useChoices(sourceOf(props), formValues(props));
  return (
    <TreeSelect
      id={props.id}
      value={props.value ?? undefined}
      treeData={toTree(choices)}
      treeDefaultExpandAll
      disabled={props.disabled || props.readonly}
      placeholder={props.placeholder}
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      onChange={(value) => props.onChange(value ?? undefined)}
      data-testid={`field-${props.name}`}
    />
  );
}

registerWidget({ key: 'select', component: SelectWidget, designer: { label: 'widget.select', group: 'basic' } });
registerWidget({ key: 'radio', component: RadioWidget, designer: { label: 'widget.radio', group: 'basic' } });
registerWidget({ key: 'checkbox', component: CheckboxWidget, designer: { label: 'widget.checkbox', group: 'basic' }, valueSchema: { type: 'array' } });
registerWidget({ key: 'treeSelect', component: TreeSelectWidget, designer: { label: 'widget.treeSelect', group: 'basic' } });
