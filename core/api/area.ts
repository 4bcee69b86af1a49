// Administrative areas (spec 02 §3.4, §7.9); ids are GB/T 2260 codes, '-1' the top.
import type { Transport, Unpaged } from './envelope';

export interface Area {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  /** 1 province, 2 city, 3 district, 0 added by hand. */
  type: number;
  sortCode: number;
  enabledMark: 0 | 1;
  description: string;
  isLeaf: boolean;
  hasChildren: boolean;
  children?: Area[];
}

export type AreaInput = Pick<Area, 'parentId' | 'fullName' | 'enCode' | 'sortCode' | 'enabledMark' | 'description'>;

export const topAreaId = '-1';

export const areaApi = (call: Transport) => ({
  children: (parentId = topAreaId, query: { keyword?: string } = {}) => call<Unpaged<Area>>('GET', `/api/system/Area/${encodeURIComponent(parentId)}`, query),
  selector: (parentId: string, excludeId = '0') =>
    call<Unpaged<Area>>('GET', `/api/system/Area/${encodeURIComponent(parentId)}/Selector/${encodeURIComponent(excludeId)}`),
  namesByIds: (idsList: string[][]) => call<string[][]>('POST', '/api/system/Area/GetAreaByIds', { idsList }),
  get: (id: string) => call<Area>('GET', `/api/system/Area/${encodeURIComponent(id)}/Info`),
  create: (input: AreaInput) => call<{ id: string }>('POST', '/api/system/Area', input),
  update: (id: string, input: AreaInput) => call<null>('PUT', `/api/system/Area/${encodeURIComponent(id)}`, input),
  remove: (id: string) => call<null>('DELETE', `/api/system/Area/${encodeURIComponent(id)}`),
  toggle: (id: string) => call<{ enabledMark: 0 | 1 }>('PUT', `/api/system/Area/${encodeURIComponent(id)}/Actions/State`),
});
