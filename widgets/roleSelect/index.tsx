// The role picker's bindings: a field showing the chosen roles that opens the
// 选择角色 dialog — tabs 组织 (organisations down to their roles) and 全局 (the
// global roles under the node with id 1) from one cached tree, or a custom
// list's roles; only roles are chosen. The read-only view and list cells name
// stored ids in one batched request.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transport } from '@core/api/envelope';
import { globalRolesRootId, rolePickerApi, type PickerNode as ServerNode } from '@core/api/rolePickers';
import type { FieldProps, ViewProps } from '../contract';
import { registerWidget } from '../registry';
import { useApi } from '../runtime/ApiContext';
import { PickerField, type PickerChoice, type PickerSource } from '../runtime/directoryPicker';
import { ableIdsOf, idValue, isCustom } from '../depSelect/spec';
import { dialogNodes, pickedNameCache, PickedNames, usePickedChoices } from './pickerParts';
import { roleSelect } from './spec';

/** How long the role tree is kept for the next opening (JNPF caches it; a minute lets new roles show soon). */
const treeLife = 60_000;
const trees = new WeakMap<Transport, { at: number; answer: Promise<ServerNode[]> }>();

/** The role tree of Role/Selector, shared by every role picker of the page for a minute. */
function roleTree(transport: Transport): Promise<ServerNode[]> {
  const held = trees.get(transport);
  if (held && Date.now() - held.at < treeLife) return held.answer;
  const answer = rolePickerApi(transport)
    .selector()
    .then((result) => (result.code === 200 ? result.data.list : Promise.reject(new Error(result.msg))));
  // A refusal is not kept: the next opening asks again.
  answer.catch(() => trees.delete(transport));
  trees.set(transport, { at: Date.now(), answer });
  return answer;
}

/** The dialog's tabs: 组织 and 全局 from one tree, or the custom list alone. */
export function roleSources(transport: Transport, ableIds: readonly string[] | null): PickerSource[] {
  const cache = pickedNameCache(transport, 'role');
  if (ableIds) {
    const ids = [...ableIds];
    return [
      {
        key: 'custom',
        load: async (parent) => {
          if (parent || !ids.length) return [];
          const result = await rolePickerApi(transport).condition({ ids });
          return result.code === 200 ? dialogNodes(cache, 'role', result.data.list, true) : [];
        },
      },
    ];
  }
  // The tree comes whole: opening a node asks nothing.
  const tab = (global: boolean) => async (parent: unknown) =>
    parent ? [] : dialogNodes(cache, 'role', (await roleTree(transport)).filter((node) => (node.id === globalRolesRootId) === global));
  return [
    { key: 'organize', label: 'widget.roleSelect.organizeTab', load: tab(false) },
    { key: 'global', label: 'widget.roleSelect.globalTab', load: tab(true) },
  ];
}

export function RoleSelectField(props: FieldProps) {
  const { t } = useTranslation();
  const { transport } = useApi();
  const choices = usePickedChoices('role', props.value);
  const ableKey = isCustom(props.props) ? JSON.stringify(ableIdsOf(props.props)) : '';
  const sources = useMemo(() => roleSources(transport, ableKey ? (JSON.parse(ableKey) as string[]) : null), [transport, ableKey]);
  const { onChange, props: widgetProps } = props;
  const store = useCallback((chosen: readonly PickerChoice[]) => onChange(idValue(chosen.map((choice) => choice.key), widgetProps)), [onChange, widgetProps]);
  return <PickerField field={props} choices={choices} store={store} dialog={{ title: t('widget.roleSelect.title'), sources }} />;
}

registerWidget({
  spec: roleSelect,
  edit: RoleSelectField,
  view: ({ name, value }: ViewProps) => <PickedNames kind="role" value={value} testId={`view-${name}`} />,
  cell: (value) => <PickedNames kind="role" value={value} />,
});
