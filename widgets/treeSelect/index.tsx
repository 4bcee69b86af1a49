// A tree of options in a dropdown.
import { TreeSelect } from 'antd';
import { observer } from 'mobx-react-lite';
import { mapTree } from '@core/tree';
import type { FieldProps } from '../contract';
import { registerWidget } from '../registry';
import { useFieldChoices, type Choice } from '../runtime/options';
import { treeSelect } from './spec';

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

registerWidget({ spec: treeSelect, edit: TreeSelectField });
