// The users picker's bindings: a select showing the chosen entries' names that
// opens the picker's dialog, storing typed ids; the read-only view and list
// cells show names, asked of the server in one request for every value shown at
// the same moment.
import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from '@widgets/runtime/i18n';
import type { FieldProps, ViewProps } from '../contract';
import { registerWidget } from '../registry';
import { DirectoryNames, PickerField, typedValue, useDirectoryChoices, useIdStore } from '../runtime/directoryPicker';
import { storedIds } from '../userSelect/spec';
import { headings, useUsersSources } from './sources';
import { usersSelect } from './spec';

export function UsersSelectField(props: FieldProps) {
  const { t } = useTranslation();
  const multiple = props.props.multiple === true;
  const custom = props.props.selectType === 'custom';
  const choices = useDirectoryChoices(storedIds(props.value), typedValue);
  const sources = useUsersSources(multiple, custom, custom ? storedIds(props.props.ableIds) : []);
  const title = typeof props.props.modalTitle === 'string' && props.props.modalTitle ? t(props.props.modalTitle) : t('widget.userSelect.title');
  const store = useIdStore(props);
  const grouped = multiple && !custom;
  return <PickerField field={props} choices={choices} store={store} dialog={{ title, sources, testId: 'users-picker', tabbed: !custom, ...(grouped ? { headings } : {}) }} />;
}

registerWidget({
  spec: usersSelect,
  icon: TeamOutlined,
  edit: UsersSelectField,
  view: ({ name, value }: ViewProps) => <DirectoryNames values={storedIds(value)} testId={`view-${name}`} />,
  cell: (value) => <DirectoryNames values={storedIds(value)} />,
});
