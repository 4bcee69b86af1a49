// Where the organisation and position pickers' trees come from: the server's
// nodes a level at a time (all, or the caller's own with auth), or a custom
// list's allowed ones and what lies below them; searches go to the server.
// Every answer names its nodes into the name caches on the way.
import type { Envelope, Transport, Unpaged } from '@core/api/envelope';
import { orgPickerApi, topSelectorId, type OrgPickerNode } from '@core/api/orgPickers';
import { rememberNodes } from './names';
import type { PickerChoice, PickerNode, PickerSource } from './types';

/** What a widget may choose of a node (its kind rules), and how the choice is keyed and named. */
export type ChoiceOf = (node: OrgPickerNode) => PickerChoice | undefined;

/** A server node as the dialog draws it; a search result does not open and shows its place. */
export function pickerNode(node: OrgPickerNode, choiceOf: ChoiceOf, searched = false): PickerNode {
  return {
    key: `${node.type}:${node.id}`,
    id: node.id,
    title: node.fullName,
    kind: node.type,
    isLeaf: searched || node.isLeaf,
    choice: choiceOf(node),
    ...(searched && node.organize ? { hint: node.organize } : {}),
    ...(node.children && !searched ? { children: node.children.map((child) => pickerNode(child, choiceOf)) } : {}),
  };
}

type Answer = Promise<Envelope<Unpaged<OrgPickerNode>>>;

/** The answer's nodes, named into the caches, drawn; nothing when the server refused. */
async function nodesOf(transport: Transport, answer: Answer, choiceOf: ChoiceOf, searched = false): Promise<PickerNode[]> {
  const result = await answer;
  if (result.code !== 200) return [];
  rememberNodes(transport, result.data.list);
  return result.data.list.map((node) => pickerNode(node, choiceOf, searched));
}

const parentIdOf = (parent: PickerNode | null) => parent?.id ?? topSelectorId;

/** Which organisations a picker offers: all of them, the caller's own (auth; companies only with isOnlyOrg), or a custom list. */
export type OrganizeScope = { kind: 'all' } | { kind: 'auth'; companiesOnly: boolean } | { kind: 'custom'; departIds: readonly string[] };

export function organizeSource(transport: Transport, scope: OrganizeScope, choiceOf: ChoiceOf): PickerSource {
  const api = orgPickerApi(transport);
  if (scope.kind === 'custom') {
    const departIds = [...scope.departIds];
    // The allowed organisations first (named by path); below them everything is allowed.
    return {
      key: 'custom',
      load: async (parent) => (!departIds.length ? [] : nodesOf(transport, parent ? api.departmentSelector(parentIdOf(parent)) : api.organizeCondition({ departIds }), choiceOf)),
      search: async (keyword) => (!departIds.length ? [] : nodesOf(transport, api.organizeCondition({ departIds, keyword }), choiceOf, true)),
    };
  }
  const read = scope.kind === 'auth' ? (scope.companiesOnly ? api.organizeSelectorByAuth : api.departmentSelectorByAuth) : api.departmentSelector;
  return {
    key: 'all',
    load: (parent) => nodesOf(transport, read(parentIdOf(parent)), choiceOf),
    search: (keyword) => nodesOf(transport, read(topSelectorId, { keyword }), choiceOf, true),
  };
}

/** Positions under their organisations, an organisation at a time; or a custom list's positions under theirs. */
export function positionSource(transport: Transport, ableIds: readonly string[] | null, choiceOf: ChoiceOf): PickerSource {
  const api = orgPickerApi(transport);
  if (ableIds) {
    const ids = [...ableIds];
    const flat = async (keyword: string) => {
      const result = await api.positionCondition({ ids, keyword });
      if (result.code !== 200) return [];
      const positions = result.data.list.flatMap((group) => group.children ?? []);
      rememberNodes(transport, positions);
      return positions.map((node) => pickerNode(node, choiceOf, true));
    };
    return {
      key: 'custom',
      // The answer holds the whole (short) list: organisations with their positions.
      load: async (parent) => (!ids.length || parent ? [] : nodesOf(transport, api.positionCondition({ ids }), choiceOf)),
      search: async (keyword) => (!ids.length ? [] : flat(keyword)),
    };
  }
  return {
    key: 'all',
    load: (parent) => nodesOf(transport, api.positionSelector(parent ? { parentId: parent.id } : {}), choiceOf),
    search: (keyword) => nodesOf(transport, api.positionSelector({ keyword }), choiceOf, true),
  };
}
