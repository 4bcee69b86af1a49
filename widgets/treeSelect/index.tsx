// A tree of options in a dropdown.
import { ApartmentOutlined } from '@ant-design/icons';
import { TreeSelect } from 'antd';
import { observer } from 'mobx-react-lite';
import type { FieldProps } from '../contract';
import { registerWidget } from '../registry';
import { useFieldChoices } from '../runtime/options';
import { treeSelect } from './spec';

/** antd reads the choices as they are: their label is the title. */
const fieldNames = { label: 'label', value: 'value', children: 'children' };

export const TreeSelectField = observer(function TreeSelectField(props: FieldProps) {
  const choices = useFieldChoices(props);
  return (
    <TreeSelect
      id={props.id}
      value={props.value ?? undefined}
      treeData={choices}
      fieldNames={fieldNames}
      treeDefaultExpandAll
      style={{ width: '100%' }}
      disabled={props.disabled}
      placeholder={props.placeholder}
      status={props.invalid ? 'error' : undefined}
      allowClear
      showSearch={{ treeNodeFilterProp: 'label' }}
      onChange={(value) => props.onChange(value ?? null)}
      onBlur={props.onBlur}
      data-testid={`field-${props.name}`}
    />
  );
});

registerWidget({ spec: treeSelect, icon: ApartmentOutlined, edit: TreeSelectField });
