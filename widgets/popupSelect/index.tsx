// The popup picker's bindings: a read-only input showing the picked rows'
// names (asked of InfoByIds, shared with every identical ask), with a button
// that opens the picker (a dialog or a drawer) and a clear icon on hover
// (spec 03 §4); a read-only view and list cells showing the names.
import { SelectOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@widgets/runtime/i18n';
import { interfaceSourceOf, pickedValues } from '@core/widgets/interfacePicks';
import type { WidgetProps } from '@core/widgets';
import type { FieldProps, ViewProps } from '../contract';
import { registerWidget } from '../registry';
import { InterfacePickerDialog } from '../runtime/InterfacePickerDialog';
import { useInterfacePickField } from '../runtime/interfacePickField';
import { pickQueryOf, usePickedNames, usePublishedPick, type PickQuery } from '../runtime/interfaceRows';
import { PickerInput } from '../runtime/PickerInput';
import { popupSelect } from './spec';

/** Without a form around (a list cell), parameters that read fields read nothing. */
const noForm = { value: () => undefined, recordId: null, mode: 'edit' as const };

export const PopupSelectField = observer(function PopupSelectField(props: FieldProps) {
  const { t } = useTranslation();
  const pick = useInterfacePickField(props);
  const { config, values } = pick;
  return (
    <>
      <PickerInput
        id={props.id}
        name={props.name}
        shown={pick.settled ? values.map(pick.nameOf).join(',') : ''}
        placeholder={props.placeholder}
        disabled={props.disabled}
        invalid={props.invalid}
        hint={config.interfaceId ? undefined : t('widget.popupSelect.noInterface')}
        canOpen={pick.canOpen}
        clearable={props.props.clearable !== false && !props.disabled && values.length > 0}
        clearLabel={t('widget.popupSelect.clear')}
        chooseLabel={t('widget.popupSelect.choose')}
        onOpen={() => pick.setOpen(true)}
        onClear={() => pick.store([])}
      />
      {pick.open && (
        <InterfacePickerDialog
          config={config}
          query={pick.query}
          chosen={values}
          chosenRows={pick.rows}
          onConfirm={pick.confirm}
          onCancel={() => pick.setOpen(false)}
        />
      )}
    </>
  );
});

/** The names of a stored pick, joined by commas ('' while asked). */
export function PickedNames({ value, props, query, testId }: { value: unknown; props: WidgetProps; query?: PickQuery; testId?: string }) {
  const names = usePickedNames(query ?? pickQueryOf(interfaceSourceOf(props), noForm), pickedValues(value));
  return <span data-testid={testId}>{names.join(',')}</span>;
}

/**
 * The read-only view: the names, and the interface told to the attributes beside it. Parameters that read fields
 * are not at hand here (a view sees its own value only): the rows are asked with them empty.
 */
export function PopupSelectView({ name, value, props }: ViewProps) {
  const query = pickQueryOf(interfaceSourceOf(props), noForm);
  usePublishedPick(null, name, value, query);
  return <PickedNames value={value} props={props} query={query} testId={`view-${name}`} />;
}

registerWidget({
  spec: popupSelect,
  icon: SelectOutlined,
  edit: PopupSelectField,
  view: PopupSelectView,
  cell: (value, props) => <PickedNames value={value} props={props} />,
});
