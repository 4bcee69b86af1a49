// The group picker's bindings: a field showing the chosen groups that opens the
// 分组选择 dialog — the groups under their types, or a custom list's groups;
// only groups are chosen. The read-only view and list cells name stored ids in
// one batched request.
import { UsergroupAddOutlined } from '@ant-design/icons';
import { useTranslation } from '@widgets/runtime/i18n';
import { groupPickerApi } from '@core/api/rolePickers';
import type { FieldProps, ViewProps } from '../contract';
import { registerWidget } from '../registry';
import { conditionSource, dialogNodes, PickedField, pickedNameCache, PickedNames, type SourcesOf } from '../roleSelect/pickerParts';
import { groupSelect } from './spec';

/** The dialog's one tree: every enabled group under its type (a tree of a few levels, whole), or the custom list. */
export const groupSources: SourcesOf = (transport, ableIds) => {
  if (ableIds) return [conditionSource(transport, 'group', ableIds)];
  const cache = pickedNameCache(transport, 'group');
  return [
    {
      key: 'all',
      load: async (parent) => {
        if (parent) return [];
        const result = await groupPickerApi(transport).selector();
        return result.code === 200 && Array.isArray(result.data) ? dialogNodes(cache, 'group', result.data) : null;
      },
    },
  ];
};

export function GroupSelectField(props: FieldProps) {
  const { t } = useTranslation();
  return <PickedField field={props} kind="group" title={t('widget.groupSelect.title')} sourcesOf={groupSources} />;
}

registerWidget({
  spec: groupSelect,
  icon: UsergroupAddOutlined,
  edit: GroupSelectField,
  view: ({ name, value }: ViewProps) => <PickedNames kind="group" value={value} testId={`view-${name}`} />,
  cell: (value) => <PickedNames kind="group" value={value} />,
});
