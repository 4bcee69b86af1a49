// Interfaces the data-interface tests save and call: a SQL one over the area
// table (on the default allow-list), a static tree, an HTTP source.
import type { DataInterfaceInput } from '@core/api/dataInterface';
import type { TestServer } from './harness';

/** The first item of the DataInterfaceType dictionary. */
export async function interfaceCategory(server: TestServer): Promise<string> {
  const row = await server.app.kiln.db
    .selectFrom('base_dictionary_data as d')
    .innerJoin('base_dictionary_type as t', 't.id', 'd.dictionary_type_id')
    .select('d.id')
    .where('t.en_code', '=', 'DataInterfaceType')
    .orderBy('d.sort_code')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function sqlInterface(category: string, code: string, sql: string, extra: Partial<DataInterfaceInput> = {}): DataInterfaceInput {
  return {
    fullName: `接口${code}`,
    enCode: code,
    category,
    type: 1,
    action: 3,
    hasPage: 0,
    sortCode: 0,
    enabledMark: 1,
    description: '',
    dataConfigJson: JSON.stringify({ sqlData: { sql } }),
    fieldJson: JSON.stringify([
      { field: 'id', defaultValue: 'ID' },
      { field: 'fullName', defaultValue: '名称' },
      { field: 'enCode', defaultValue: '编码' },
    ]),
    parameterJson: '[]',
    ...extra,
  };
}

export const staticRows = [
  {
    id: '1',
    fullName: '华东',
    children: [
      { id: '11', fullName: '上海' },
      { id: '12', fullName: '杭州' },
    ],
  },
  { id: '2', fullName: '华北', children: [{ id: '21', fullName: '北京' }] },
];

export function staticInterface(category: string, code: string, rows: unknown = staticRows): DataInterfaceInput {
  return {
    ...sqlInterface(category, code, ''),
    type: 2,
    dataConfigJson: JSON.stringify({ staticData: JSON.stringify(rows) }),
    fieldJson: JSON.stringify([
      { field: 'id', defaultValue: 'ID' },
      { field: 'fullName', defaultValue: '名称' },
    ]),
  };
}

export function httpInterface(category: string, code: string, url: string, extra: Partial<DataInterfaceInput> = {}): DataInterfaceInput {
  return {
    ...sqlInterface(category, code, ''),
    type: 3,
    dataConfigJson: JSON.stringify({ apiData: { url, method: 1, header: [], query: [], body: '', rowsPath: 'data.list' } }),
    ...extra,
  };
}

/** The SQL of the area table as pickers read it (its columns under JNPF's names). */
export const areaSql = 'select id as "id", full_name as "fullName", en_code as "enCode" from base_area';
