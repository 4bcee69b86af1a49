// Where the organisation and position pickers' trees come from: the server's
// nodes a level at a time (all, or the caller's own with auth), or a custom
// list's allowed ones and what lies below them; searches go to the server.
// Every answer names its nodes into the name caches on the way.
import type { Envelope, Transport, Unpaged } from '@core/api/envelope';
import { orgPickerApi, topSelectorId, type OrgPickerNode } from '@core/api/orgPickers';
import { pickerNodes } from './nodes';
import { rememberOrgNodes } from './orgNames';
import type { PickerChoice, PickerNode, PickerSource } from './types';

/** What a widget may choose of a node (its kind rules), and how the choice is keyed and named. */
export type ChoiceOf = (node: OrgPickerNode) => PickerChoice | undefined;

/** The nodes, named into the caches, drawn; a search's answer is a flat list. */
function drawn(transport: Transport, nodes: readonly OrgPickerNode[], choiceOf: ChoiceOf, flat: boolean): PickerNode[] {
  rememberOrgNodes(transport, nodes);
  return pickerNodes(nodes, { choiceOf, flat });
}

/** An answer's nodes drawn; null when the server refused. */
async function nodesOf(
  transport: Transport,
  answer: Promise<Envelope<Unpaged<OrgPickerNode>>>,
  choiceOf: ChoiceOf,
  flat = false,
): Promise<PickerNode[] | null> {
  const result = await answer;
  return result.code === 200 ? drawn(transport, result.data.list, choiceOf, flat) : null;
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
      load: async (parent) =>
        !departIds.length ? [] : nodesOf(transport, parent ? api.departmentSelector(parentIdOf(parent)) : api.organizeCondition({ departIds }), choiceOf),
      find: async (keyword) => (!departIds.length ? [] : nodesOf(transport, api.organizeCondition({ departIds, keyword }), choiceOf, true)),
    };
  }
  const read = scope.kind === 'auth' ? (scope.companiesOnly ? api.organizeSelectorByAuth : api.departmentSelectorByAuth) : api.departmentSelector;
  return {
    key: 'all',
    load: (parent) => nodesOf(transport, read(parentIdOf(parent)), choiceOf),
    find: (keyword) => nodesOf(transport, read(topSelectorId, { keyword }), choiceOf, true),
  };
}

/**
 * Positions under their organisations, an organisation at a time; or a custom list's positions under theirs; or, `within`
 * organisations (a user form's 所属组织), only theirs, as JNPF's user form offers them. A search then filters the loaded tree.
 */
export function positionSource(
  transport: Transport,
  ableIds: readonly string[] | null,
  choiceOf: ChoiceOf,
  within: readonly string[] | null = null,
): PickerSource {
  const api = orgPickerApi(transport);
  if (within) {
    const organizeIds = [...within];
    return {
      key: 'within',
      load: async (parent) => {
        if (!organizeIds.length || parent) return [];
        const nodes = await nodesOf(transport, api.positionsByOrganizes(organizeIds), choiceOf);
        // An organisation without positions has nothing to offer.
        return nodes && nodes.filter((node) => node.children?.length);
      },
    };
  }
  if (ableIds) {
    const ids = [...ableIds];
    return {
      key: 'custom',
      // The answer holds the whole (short) list: organisations with their positions.
      load: async (parent) => (!ids.length || parent ? [] : nodesOf(transport, api.positionCondition({ ids }), choiceOf)),
      find: async (keyword) => {
        if (!ids.length) return [];
        const result = await api.positionCondition({ ids, keyword });
        return result.code === 200
          ? drawn(
              transport,
              result.data.list.flatMap((holder) => holder.children ?? []),
              choiceOf,
              true,
            )
          : null;
      },
    };
  }
  return {
    key: 'all',
    load: (parent) => nodesOf(transport, api.positionSelector(parent ? { parentId: parent.id } : {}), choiceOf),
    find: (keyword) => nodesOf(transport, api.positionSelector({ keyword }), choiceOf, true),
  };
}
