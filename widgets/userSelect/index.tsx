// The user picker's bindings: a select showing the chosen users' names that
// opens the picker's dialog; a custom picker offers its able ids, a linked one
// the users of the department, position, role or group field it names. The
// read-only view and list cells show names, asked of the server in one request
// for every value shown at the same moment.
import { UserOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@widgets/runtime/i18n';
import type { FieldProps, ViewProps } from '../contract';
import { registerWidget } from '../registry';
import { DirectoryNames, PickerField, useDirectoryChoices, userValue, useIdStore } from '../runtime/directoryPicker';
import { linkedKinds, selectTypeOf, storedIds, userSelect, type LinkedKind } from './spec';
import { useUserSources } from './UserPickerDialog';

const isLinked = (type: string): type is LinkedKind => type in linkedKinds;

/** Who a custom or linked picker offers, as typed ids. */
function ableIdsOf(props: FieldProps): string[] {
  const type = selectTypeOf(props.props);
  if (type === 'custom') return storedIds(props.props.ableIds);
  if (!isLinked(type)) return [];
  const field = typeof props.props.relationField === 'string' ? props.props.relationField : '';
  // A linked field's ids (read through the form, so a change there redraws this field).
  return field ? storedIds(props.form.value(field)).map((id) => `${id}--${linkedKinds[type]}`) : [];
}

export const UserSelectField = observer(function UserSelectField(props: FieldProps) {
  const { t } = useTranslation();
  const choices = useDirectoryChoices(storedIds(props.value), userValue);
  const sources = useUserSources({ custom: selectTypeOf(props.props) !== 'all', ableIds: ableIdsOf(props), hasSys: props.props.hasSys !== false });
  const title = typeof props.props.modalTitle === 'string' && props.props.modalTitle ? t(props.props.modalTitle) : t('widget.userSelect.title');
  const store = useIdStore(props);
  return <PickerField field={props} choices={choices} store={store} dialog={{ title, sources, testId: 'user-picker' }} />;
});

registerWidget({
  spec: userSelect,
  icon: UserOutlined,
  edit: UserSelectField,
  view: ({ name, value }: ViewProps) => <DirectoryNames values={storedIds(value)} testId={`view-${name}`} />,
  cell: (value) => <DirectoryNames values={storedIds(value)} />,
});
