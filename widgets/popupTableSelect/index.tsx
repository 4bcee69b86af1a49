// The dropdown table picker's bindings: a select-like box holding the picked
// rows as tags (the first and '+N' when collapsed), which opens a panel under
// it (700 wide, a 300-high table, spec 03 §9) with an optional keyword filter,
// the interface's rows with a radio or checkbox column, paging when the node
// says so, and cancel and confirm. Confirm with nothing picked clears a single
// pick (spec 03 §5); cancel or a click outside keeps what was held.
import { InsertRowBelowOutlined } from '@ant-design/icons';
import { Button, Popover, Select, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@widgets/runtime/i18n';
import type { InterfaceRow } from '@core/api/dataInterface';
import type { FieldProps } from '../contract';
import { registerWidget } from '../registry';
import { useInterfaceRowPicker, type InterfacePickerDialogProps } from '../runtime/InterfacePickerDialog';
import { useInterfacePickField } from '../runtime/interfacePickField';
import { RowPickerTable } from '../runtime/RowPickerTable';
import { PickedNames, PopupSelectView } from '../popupSelect';
import { popupTableSelect } from './spec';

interface PanelProps extends InterfacePickerDialogProps {
  filterable: boolean;
}

/** The panel: mounted when it opens, so the list loads afresh each time. */
function TablePanel({ filterable, onConfirm, onCancel, ...picker }: PanelProps) {
  const { t } = useTranslation();
  const { selection, table } = useInterfaceRowPicker(picker);
  return (
    <div style={{ width: 700 }} data-testid="table-picker">
      <RowPickerTable<InterfaceRow> {...table} search={filterable ? 'box' : 'none'} testIdPrefix="table" tableTestId="table-rows" height={300} smallPager />
      <Space style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 8 }}>
        <Button onClick={onCancel} data-testid="table-cancel">
          {t('common.cancel')}
        </Button>
        <Button type="primary" onClick={() => onConfirm(selection.rows(), selection.values)} data-testid="table-confirm">
          {t('common.ok')}
        </Button>
      </Space>
    </div>
  );
}

export const PopupTableSelectField = observer(function PopupTableSelectField(props: FieldProps) {
  const pick = useInterfacePickField(props);
  const { config, values, open, setOpen, store } = pick;
  const options = values.map((value) => ({ value, label: pick.nameOf(value) }));
  return (
    <Popover
      open={open}
      trigger="click"
      placement="bottomLeft"
      // The box opens it; a click outside closes it (as cancel).
      onOpenChange={(next) => !next && setOpen(false)}
      destroyOnHidden
      content={
        open && (
          <TablePanel
            config={config}
            filterable={props.props.filterable !== false}
            query={pick.query}
            chosen={values}
            chosenRows={pick.rows}
            onConfirm={pick.confirm}
            onCancel={() => setOpen(false)}
          />
        )
      }
    >
      <div onClick={() => pick.canOpen && setOpen(true)}>
        <Select
          id={props.id}
          open={false}
          mode={config.multiple ? 'multiple' : undefined}
          value={config.multiple ? values : (values[0] ?? undefined)}
          options={options}
          maxTagCount={props.props.collapseTags === true ? 1 : undefined}
          maxTagPlaceholder={(omitted) => `+${omitted.length}`}
          style={{ width: '100%' }}
          disabled={props.disabled}
          placeholder={props.placeholder}
          status={props.invalid ? 'error' : undefined}
          allowClear={props.props.clearable !== false}
          // Tags removed and clearing go straight to the value; picking happens in the panel.
          onChange={(next: string | string[] | undefined) => store(Array.isArray(next) ? next : next ? [next] : [])}
          data-testid={`field-${props.name}`}
        />
      </div>
    </Popover>
  );
});

registerWidget({
  spec: popupTableSelect,
  icon: InsertRowBelowOutlined,
  edit: PopupTableSelectField,
  view: PopupSelectView,
  cell: (value, props) => <PickedNames value={value} props={props} />,
});
