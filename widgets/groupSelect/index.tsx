// The group picker's bindings: a field showing the chosen groups that opens the
// 分组选择 dialog — the groups under their types, or a custom list's groups;
// only groups are chosen. The read-only view and list cells name stored ids in
// one batched request.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transport } from '@core/api/envelope';
import { groupPickerApi } from '@core/api/rolePickers';
import type { FieldProps, ViewProps } from '../contract';
import { registerWidget } from '../registry';
import { useApi } from '../runtime/ApiContext';
import { PickerField, type PickerChoice, type PickerSource } from '../runtime/directoryPicker';
import { ableIdsOf, idValue, isCustom } from '../depSelect/spec';
import { dialogNodes, pickedNameCache, PickedNames, usePickedChoices } from '../roleSelect/pickerParts';
import { groupSelect } from './spec';

/** The dialog's one tree: every enabled group under its type (a tree of a few levels, whole), or the custom list. */
export function groupSources(transport: Transport, ableIds: readonly string[] | null): PickerSource[] {
  const cache = pickedNameCache(transport, 'group');
  const api = groupPickerApi(transport);
  if (ableIds) {
    const ids = [...ableIds];
    return [
      {
        key: 'custom',
        load: async (parent) => {
          if (parent || !ids.length) return [];
          const result = await api.condition({ ids });
          return result.code === 200 ? dialogNodes(cache, 'group', result.data.list, true) : [];
        },
      },
    ];
  }
  return [
    {
      key: 'all',
      load: async (parent) => {
        if (parent) return [];
        const result = await api.selector();
        return result.code === 200 && Array.isArray(result.data) ? dialogNodes(cache, 'group', result.data) : [];
      },
    },
  ];
}

export function GroupSelectField(props: FieldProps) {
  const { t } = useTranslation();
  const { transport } = useApi();
  const choices = usePickedChoices('group', props.value);
  const ableKey = isCustom(props.props) ? JSON.stringify(ableIdsOf(props.props)) : '';
  const sources = useMemo(() => groupSources(transport, ableKey ? (JSON.parse(ableKey) as string[]) : null), [transport, ableKey]);
  const { onChange, props: widgetProps } = props;
  const store = useCallback((chosen: readonly PickerChoice[]) => onChange(idValue(chosen.map((choice) => choice.key), widgetProps)), [onChange, widgetProps]);
  return <PickerField field={props} choices={choices} store={store} dialog={{ title: t('widget.groupSelect.title'), sources }} />;
}

registerWidget({
  spec: groupSelect,
  edit: GroupSelectField,
  view: ({ name, value }: ViewProps) => <PickedNames kind="group" value={value} testId={`view-${name}`} />,
  cell: (value) => <PickedNames kind="group" value={value} />,
});
