// The users picker's bindings: a select showing the chosen entries' names that
// opens the picker's dialog, storing typed ids; the read-only view and list
// cells show names, asked of the server in one request for every value shown at
// the same moment.
import { useTranslation } from 'react-i18next';
import type { FieldProps, ViewProps } from '../contract';
import { registerWidget } from '../registry';
import { DirectoryNames, PickerField } from '../runtime/directoryPicker/PickerField';
import { storedIds } from '../userSelect/spec';
import { usersSelect } from './spec';
import { entryKey, UsersPickerDialog } from './UsersPickerDialog';

export function UsersSelectField(props: FieldProps) {
  const { t } = useTranslation();
  const title = typeof props.props.modalTitle === 'string' && props.props.modalTitle ? t(props.props.modalTitle) : undefined;
  const custom = props.props.selectType === 'custom';
  return (
    <PickerField
      field={props}
      valueOf={entryKey}
      dialog={({ initial, confirm, cancel }) => (
        <UsersPickerDialog
          title={title}
          multiple={props.props.multiple === true}
          custom={custom}
          ableIds={custom ? storedIds(props.props.ableIds) : []}
          initial={initial}
          onConfirm={confirm}
          onCancel={cancel}
        />
      )}
    />
  );
}

registerWidget({
  spec: usersSelect,
  edit: UsersSelectField,
  view: ({ name, value }: ViewProps) => <DirectoryNames value={value} testId={`view-${name}`} />,
  cell: (value) => <DirectoryNames value={value} />,
});
