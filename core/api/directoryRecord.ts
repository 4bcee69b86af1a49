// What positions, groups and roles share on the wire (JNPF's field names): a
// record of the directory with a name, a code, an order, a state and a
// description, and the five management calls over its collection.
import type { Paged, PageQuery, Transport } from './envelope';

export interface DirectoryRecord {
  id: string;
  fullName: string;
  enCode: string;
  sortCode: number;
  enabledMark: 0 | 1;
  description: string;
  /** Epoch ms (JNPF's names). */
  creatorTime: number;
  lastModifyTime: number;
}

/** What every record's form saves. */
export type DirectoryRecordInput = Pick<DirectoryRecord, 'fullName' | 'enCode' | 'sortCode' | 'enabledMark' | 'description'>;

/** The list's search beside paging and keyword. */
export interface DirectoryRecordQuery extends PageQuery {
  /** A type dictionary item, by id (JNPF's search select) or code. */
  type?: string;
  enabledMark?: 0 | 1;
}

/**
 * List, detail, create, update and delete of the records at `path`
 * ('/api/permission/Group'): `Detail` is what one record reads as, `Row` a list
 * row, `Input` the form's body, `Query` the list's search.
 */
export function directoryRecordApi<Detail, Row, Input, Query extends PageQuery>(call: Transport, path: string) {
  const at = (id: string) => `${path}/${encodeURIComponent(id)}`;
  return {
    list: (query?: Query) => call<Paged<Row>>('GET', path, query ?? {}),
    get: (id: string) => call<Detail>('GET', at(id)),
    create: (input: Input) => call<{ id: string }>('POST', path, input),
    update: (id: string, input: Input) => call<null>('PUT', at(id), input),
    remove: (id: string) => call<null>('DELETE', at(id)),
  };
}
