// The role picker's bindings: a field showing the chosen roles that opens the
// 选择角色 dialog — tabs 组织 (organisations down to their roles) and 全局 (the
// global roles under the node with id 1) from one cached tree, or a custom
// list's roles; only roles are chosen. The read-only view and list cells name
// stored ids in one batched request.
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from '@widgets/runtime/i18n';
import type { Transport } from '@core/api/envelope';
import { globalRolesRootId, rolePickerApi, type PickerNode as ServerNode } from '@core/api/rolePickers';
import type { FieldProps, ViewProps } from '../contract';
import { registerWidget } from '../registry';
import { conditionSource, dialogNodes, PickedField, pickedNameCache, PickedNames, type SourcesOf } from './pickerParts';
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
export const roleSources: SourcesOf = (transport, ableIds) => {
  if (ableIds) return [conditionSource(transport, 'role', ableIds)];
  const cache = pickedNameCache(transport, 'role');
  // The tree comes whole: opening a node asks nothing.
  const tab = (global: boolean) => async (parent: unknown) =>
    parent ? [] : dialogNodes(cache, 'role', (await roleTree(transport)).filter((node) => (node.id === globalRolesRootId) === global));
  return [
    { key: 'organize', label: 'widget.roleSelect.organizeTab', load: tab(false) },
    { key: 'global', label: 'widget.roleSelect.globalTab', load: tab(true) },
  ];
};

export function RoleSelectField(props: FieldProps) {
  const { t } = useTranslation();
  return <PickedField field={props} kind="role" title={t('widget.roleSelect.title')} sourcesOf={roleSources} />;
}

registerWidget({
  spec: roleSelect,
  icon: SafetyCertificateOutlined,
  edit: RoleSelectField,
  view: ({ name, value }: ViewProps) => <PickedNames kind="role" value={value} testId={`view-${name}`} />,
  cell: (value) => <PickedNames kind="role" value={value} />,
});
