// The area picker's bindings: a select that shows the chosen areas' names and
// opens the 省市区 dialog on a click; the read-only view and list cells show the
// names too, asked of the server once per distinct path.
import { EnvironmentOutlined } from '@ant-design/icons';
import { useState, type MouseEvent } from 'react';
import { Select } from 'antd';
import { observer } from 'mobx-react-lite';
import type { FieldProps, ViewProps } from '../contract';
import { registerWidget } from '../registry';
import { useApi } from '../runtime/ApiContext';
import { AreaDialog } from './AreaDialog';
import { pathKey, rememberAreaNames, useAreaNames } from './areaNames';
import type { AreaChoice } from './selection';
import { address, areaPaths, areaText, levelOf, storedAreas } from './spec';
import type { WidgetProps } from '@core/widgets/spec';

/** Parts of the select that act on their own: its clear icon and a tag's remove icon. */
const ownControls = '.ant-select-clear, .ant-select-selection-item-remove';

export const AddressField = observer(function AddressField(props: FieldProps) {
  const api = useApi();
  const [open, setOpen] = useState(false);
  const multiple = props.props.multiple === true;
  const paths = areaPaths(props.value, props.props);
  const names = useAreaNames(paths);
  const options = paths.map((path, index) => ({ value: pathKey(path), label: names?.[index]?.join('/') ?? '' }));
  const keys = options.map((option) => option.value);
  const store = (chosen: readonly string[][]) => props.onChange(storedAreas(chosen, props.props));

  const openDialog = (event: MouseEvent<HTMLDivElement>) => {
    if (props.disabled || (event.target instanceof Element && event.target.closest(ownControls))) return;
    setOpen(true);
  };
  const confirm = (selection: AreaChoice[]) => {
    selection.forEach((choice) => rememberAreaNames(api.transport, choice.ids, choice.names));
    store(selection.map((choice) => choice.ids));
    setOpen(false);
    props.onBlur();
  };

  return (
    <>
      <Select
        id={props.id}
        open={false}
        mode={multiple ? 'multiple' : undefined}
        value={multiple ? keys : keys[0]}
        options={options}
        style={{ width: '100%' }}
        disabled={props.disabled}
        placeholder={props.placeholder}
        status={props.invalid ? 'error' : undefined}
        allowClear={props.props.clearable !== false}
        showSearch={false}
        // Clearing empties the selection and confirms it; removing a tag keeps the other paths (spec 03 §4).
        onChange={(next: string | string[] | undefined) => {
          const kept = new Set(Array.isArray(next) ? next : next ? [next] : []);
          store(paths.filter((path) => kept.has(pathKey(path))));
        }}
        onClick={openDialog}
        data-testid={`field-${props.name}`}
      />
      {open && (
        <AreaDialog
          level={levelOf(props.props)}
          multiple={multiple}
          initial={paths.map((ids, index) => ({ ids, names: names?.[index] ?? ids }))}
          onConfirm={confirm}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
});

/** Stored paths as their names, joined as JNPF shows them. */
export function AreaNames({ value, props, testId }: { value: unknown; props: WidgetProps; testId?: string }) {
  const names = useAreaNames(areaPaths(value, props));
  return <span data-testid={testId}>{names ? areaText(names) : ''}</span>;
}

registerWidget({
  spec: address,
  icon: EnvironmentOutlined,
  edit: AddressField,
  view: ({ name, value, props }: ViewProps) => <AreaNames value={value} props={props} testId={`view-${name}`} />,
  cell: (value, props) => <AreaNames value={value} props={props} />,
});
