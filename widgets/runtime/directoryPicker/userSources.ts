// Where the user pickers' tabs come from: the user tree (organisations, then
// their users) a level at a time with a paged search over users, paged lists
// (当前组织, 我的下属, a custom picker's users), and whole trees of the other
// kinds. Every answer names its nodes into the session's cache on the way.
import type { DirectoryNode } from '@core/api/directory';
import type { Transport } from '@core/api/envelope';
import { topSelectorId } from '@core/api/orgPickers';
import { userPickerPageSize, userPickersApi } from '@core/api/userPickers';
import { pickerNodes } from './nodes';
import type { PickerChoice, PickerNode, PickerSource } from './types';
import { rememberDirectoryNodes, type ValueOf } from './userNames';

/** What a user picker may choose of a node (its kinds), stored as `valueOf` gives. */
export interface UserChoices {
  accepts(node: DirectoryNode): boolean;
  valueOf: ValueOf;
}

/** A node's choice as the 已选 pane shows it: its name, kind, place and picture. */
export const choiceOfNode = (node: DirectoryNode, valueOf: ValueOf): PickerChoice => ({
  key: valueOf(node),
  label: node.fullName,
  kind: node.type,
  ...(node.organize ? { hint: node.organize } : {}),
  ...(node.headIcon ? { picture: node.headIcon } : {}),
});

/** The nodes of an answer, remembered for their names; a list's entries show their place. */
function drawn(transport: Transport, nodes: readonly DirectoryNode[], choices: UserChoices, flat: boolean): PickerNode[] {
  rememberDirectoryNodes(transport, nodes);
  return pickerNodes(nodes, { choiceOf: (node) => (choices.accepts(node) ? choiceOfNode(node, choices.valueOf) : undefined), flat });
}

/** Fetches a page (from 1) of nodes; null when the call failed. */
export type PageFetch = (keyword: string, currentPage: number, pageSize: number) => Promise<DirectoryNode[] | null>;

/** A list tab: a page at a time, by keyword. */
export function pagedSource(transport: Transport, key: string, label: string, fetch: PageFetch, choices: UserChoices): PickerSource {
  return {
    key,
    label,
    pageSize: userPickerPageSize,
    find: async (keyword, page) => {
      const nodes = await fetch(keyword, page, userPickerPageSize);
      return nodes && drawn(transport, nodes, choices, true);
    },
  };
}

/** A custom user picker's one list: the users its able ids (typed ids of users, organisations, positions, roles, groups) name, paged. */
export function ableUsersSource(transport: Transport, ableIds: readonly string[], choices: UserChoices): PickerSource {
  const api = userPickersApi(transport);
  const ids = [...ableIds];
  return pagedSource(
    transport,
    'custom',
    'widget.userSelect.allData',
    async (keyword, currentPage, pageSize) => {
      const result = await api.selectedUserList({ ids, pagination: { keyword, currentPage, pageSize } });
      return result.code === 200 ? result.data.list : null;
    },
    choices,
  );
}

/** The user tree: organisations, then their users, a level at a time, the first open; a keyword searches users, paged. */
export function userTreeSource(transport: Transport, key: string, label: string, choices: UserChoices): PickerSource {
  const api = userPickersApi(transport);
  return {
    ...pagedSource(
      transport,
      key,
      label,
      async (keyword, currentPage, pageSize) => {
        const result = await api.search({ keyword, currentPage, pageSize });
        return result.code === 200 ? result.data.list : null;
      },
      choices,
    ),
    openFirst: true,
    load: async (parent) => {
      const result = await api.tree(parent?.id ?? topSelectorId);
      return result.code === 200 ? drawn(transport, result.data.list, choices, false) : null;
    },
  };
}

/** A tree the server sends whole (roles under their organisations, groups under their types), filtered by name in the dialog. */
export function wholeTreeSource(transport: Transport, key: string, label: string, fetch: () => Promise<DirectoryNode[] | null>, choices: UserChoices): PickerSource {
  return {
    key,
    label,
    openFirst: true,
    // Every level came with the top: opening a node asks nothing.
    load: async (parent) => {
      if (parent) return [];
      const nodes = await fetch();
      return nodes && drawn(transport, nodes, choices, false);
    },
  };
}

/** A tree a level at a time whose search answers a flat list at once (positions under their organisations). */
export function levelTreeSource(transport: Transport, key: string, label: string, fetch: (parentId: string | undefined, keyword: string) => Promise<DirectoryNode[] | null>, choices: UserChoices): PickerSource {
  return {
    key,
    label,
    openFirst: true,
    load: async (parent) => {
      const nodes = await fetch(parent?.id, '');
      return nodes && drawn(transport, nodes, choices, false);
    },
    find: async (keyword) => {
      const nodes = await fetch(undefined, keyword);
      return nodes && drawn(transport, nodes, choices, true);
    },
  };
}
