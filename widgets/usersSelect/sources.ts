// The users picker's tabs (spec 03 §2, §5): 部门 (the lazy tree of
// organisations and users, or a paged search once a keyword is given) and, when
// multiple, 角色, 岗位 and 分组. Multiple picks may be users, companies,
// departments, positions, roles and groups, shown under their kind's heading in
// 已选; a single pick is a user. A custom picker offers its able users as one list.
import { useMemo } from 'react';
import type { DirectoryNodeType } from '@core/api/directory';
import { directoryTreesApi } from '@core/api/userPickers';
import { useApi } from '../runtime/ApiContext';
import { ableUsersSource, levelTreeSource, typedValue, userTreeSource, wholeTreeSource, type PickerSource, type SelectedHeading, type UserChoices } from '../runtime/directoryPicker';

/** What a multiple picker accepts (spec 03 §5); a single one takes users only. */
const multipleKinds: readonly DirectoryNodeType[] = ['company', 'department', 'role', 'position', 'group', 'user'];

const only = (...kinds: DirectoryNodeType[]): UserChoices => ({ accepts: (node) => kinds.includes(node.type), valueOf: typedValue });

/** The 已选 pane's headings, in JNPF's order (companies and departments are one kind here: organisations). */
export const headings: readonly SelectedHeading[] = [
  { key: 'department', label: 'widget.usersSelect.department', kinds: ['department', 'company'] },
  { key: 'position', label: 'widget.usersSelect.position', kinds: ['position'] },
  { key: 'user', label: 'widget.usersSelect.user', kinds: ['user'] },
  { key: 'group', label: 'widget.usersSelect.group', kinds: ['group'] },
  { key: 'role', label: 'widget.usersSelect.role', kinds: ['role'] },
];

export function useUsersSources(multiple: boolean, custom: boolean, ableIds: readonly string[]): PickerSource[] {
  const { transport } = useApi();
  const able = ableIds.join('|');
  return useMemo(() => {
    const trees = directoryTreesApi(transport);
    const people = multiple ? only(...multipleKinds) : only('user');
    if (custom) return [ableUsersSource(transport, able ? able.split('|') : [], people)];
    const department = userTreeSource(transport, 'department', 'widget.usersSelect.department', people);
    if (!multiple) return [department];
    return [
      department,
      wholeTreeSource(
        transport,
        'role',
        'widget.usersSelect.role',
        async () => {
          const result = await trees.roles();
          return result.code === 200 ? result.data.list : null;
        },
        only('role'),
      ),
      levelTreeSource(
        transport,
        'position',
        'widget.usersSelect.position',
        async (parentId, keyword) => {
          const result = await trees.positions(parentId, keyword || undefined);
          return result.code === 200 ? result.data.list : null;
        },
        only('position'),
      ),
      wholeTreeSource(
        transport,
        'group',
        'widget.usersSelect.group',
        async () => {
          const result = await trees.groups();
          return result.code === 200 ? result.data : null;
        },
        only('group'),
      ),
    ];
  }, [transport, multiple, custom, able]);
}
