// Choosing from options: select, radio, checkbox (several values) and treeSelect.
// An option call that names form values (`{dictionaryTypeId}`) reads just those,
// so a choice widget re-renders only when they change.
import { Checkbox, Radio, Select, TreeSelect } from 'antd';
import { observer } from 'mobx-react-lite';
import type { OptionSource } from '@core/schema/types';
import { mapTree } from '@core/tree';
import { checkbox, radio, select, treeSelect } from '@core/widgets/builtin/choices';
import type { FieldProps } from '../contract';
import { registerWidget } from '../registry';
import { placeholderNames, useChoices, type Choice } from '../runtime/options';

const sourceOf = (props: FieldProps) => props.props.options as OptionSource | undefined;

/** The choices, with the form values the option call names read from the form. */
function useFieldChoices(props: FieldProps): Choice[] {
  const source = sourceOf(props);
  const context: Record<string, unknown> = {};
  for (const name of placeholderNames(source)) context[name] = name === 'id' ? props.form.recordId : props.form.value(name);
  return useChoices(source, context);
}

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

interface TreeChoice {
  title: string;
  value: string | number;
  children?: TreeChoice[];
}

const toTree = (choices: Choice[]): TreeChoice[] =>
  mapTree<Choice, TreeChoice>(choices, (choice, children) => ({ title: choice.label, value: choice.value, ...(children.length ? { children } : {}) }));

export const TreeSelectField = observer(function TreeSelectField(props: FieldProps) {
  const choices = useFieldChoices(props);
  return (
    <TreeSelect
      id={props.id}
      value={props.value ?? undefined}
      treeData={toTree(choices)}
      treeDefaultExpandAll
      style={{ width: '100%' }}
      disabled={props.disabled}
      placeholder={props.placeholder}
      status={props.invalid ? 'error' : undefined}
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      onChange={(value) => props.onChange(value ?? null)}
      onBlur={props.onBlur}
      data-testid={`field-${props.name}`}
    />
  );
});

registerWidget({ spec: select, edit: SelectField });
registerWidget({ spec: radio, edit: RadioField });
registerWidget({ spec: checkbox, edit: CheckboxField });
registerWidget({ spec: treeSelect, edit: TreeSelectField });
