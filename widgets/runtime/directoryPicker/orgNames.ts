// Names of stored organisation and position ids (ListByIds), and what the
// organisation and position trees teach those caches on the way: each node's
// own name, and its ancestors' when its path's names match its ids.
import type { Envelope, Transport, Unpaged } from '@core/api/envelope';
import { maxPickerIds, orgPickerApi, type OrgPickerNode } from '@core/api/orgPickers';
import { LookupCache, lookupCacheOf } from '../lookups';

/** A cache of names by id, asked of `read` (a ListByIds call) for the ids it does not know. */
export function namesById(read: (ids: string[]) => Promise<Envelope<Unpaged<{ id: string; fullName: string }>>>): LookupCache<string> {
  return new LookupCache<string>(
    async (ids) => {
      const result = await read(ids);
      if (result.code !== 200) throw new Error(result.msg);
      return new Map(result.data.list.map((node) => [node.id, node.fullName]));
    },
    { batchLimit: maxPickerIds },
  );
}

/** Organisations' own names (a path shows as its ids' names joined). */
export const organizeNameCache = (transport: Transport) => lookupCacheOf(transport, 'organize', (call) => namesById((ids) => orgPickerApi(call).organizeByIds(ids)));

export const positionNameCache = (transport: Transport) => lookupCacheOf(transport, 'position', (call) => namesById((ids) => orgPickerApi(call).positionByIds(ids)));

export function rememberOrgNodes(transport: Transport, nodes: readonly OrgPickerNode[]): void {
  const organizes = organizeNameCache(transport);
  const positions = positionNameCache(transport);
  for (const node of nodes) {
    if (node.type === 'position') positions.remember(node.id, node.fullName);
    if (node.type === 'company' || node.type === 'department') organizes.remember(node.id, node.lastFullName ?? node.fullName);
    const names = node.organize?.split('/') ?? [];
    if (node.organizeIds && names.length === node.organizeIds.length) node.organizeIds.forEach((id, index) => organizes.remember(id, names[index]));
    if (node.children) rememberOrgNodes(transport, node.children);
  }
}
