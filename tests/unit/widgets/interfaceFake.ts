// A fake of the data-interface calls the widgets make (List, InfoByIds,
// Preview), answering like the server over a table of 25 customers, and
// recording every call so tests can count requests.
import type { ParamValue } from '@core/api/dataInterface';
import { fakeServer, type Call } from './choosingHarness';

export interface Customer {
  id: string;
  fullName: string;
  code: string;
  phone: string;
  region: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** 25 customers: every fifth in 上海, every other one 华北; two share the name 重名客户. */
export const customers: Customer[] = Array.from({ length: 25 }, (_, i) => ({
  id: `c${pad(i + 1)}`,
  fullName: i === 23 || i === 24 ? '重名客户' : `客户${pad(i + 1)}${i % 5 === 0 ? '上海' : ''}`,
  code: `K${pad(i + 1)}`,
  phone: `1380000${pad(i + 1)}`,
  region: i % 2 ? '华北' : '华东',
}));

const base = '/api/system/DataInterface/';
const paramOf = (list: ParamValue[] | undefined, field: string) => list?.find((param) => param.field === field)?.defaultValue;

/** The customers a call's `region` parameter allows (all when empty). */
const inRegion = (list: ParamValue[] | undefined) => customers.filter((row) => !paramOf(list, 'region') || row.region === paramOf(list, 'region'));

export function interfaceServer() {
  const server = fakeServer((url, payload) => {
    const body = payload as Record<string, unknown> & { paramList?: ParamValue[] };
    if (url === `${base}i1/Actions/List`) {
      const keyword = String(body.keyword ?? '');
      const found = inRegion(body.paramList).filter((row) => row.fullName.includes(keyword));
      const page = Number(body.currentPage ?? 1);
      const size = Number(body.pageSize ?? 20);
      return { list: found.slice((page - 1) * size, page * size), pagination: { currentPage: page, pageSize: size, total: found.length } };
    }
    if (url === `${base}i1/Actions/InfoByIds`) {
      const ids = (body.ids as string[]).map(String);
      return customers.filter((row) => ids.includes(row.id));
    }
    if (url === `${base}i1/Actions/Preview`) return inRegion(body.paramList);
    return undefined;
  });
  const of = (action: string) =>
    server.calls.filter((call: Call) => call.url === `${base}i1/Actions/${action}`).map((call) => call.payload as Record<string, unknown>);
  return { ...server, of };
}
