// Variates: a named value (`@name`) taken from a field of the first row an
// interface returns, which other interfaces' parameters and statements cite.
// Names are unique across interfaces, since `@name` is cited without one.
import type { Kysely } from 'kysely';
import type { Paged, PageQuery } from '@core/api/envelope';
import type { DataInterfaceVariate, DataInterfaceVariateInput, InterfaceRow, VariateGroup } from '@core/api/dataInterface';
import { systemVariables } from '@core/api/dataInterface';
import type { Database } from '../../db/schema';
import { newId } from '../../db/ids';
import { pageOf } from '../../db/paging';
import { containsText } from '../../db/search';
import { ApiError, badRequest } from '../../http/errors';
import type { DataInterfaceVariateTable } from './tables';
import type { Bound } from './engine/parameters';

const notFound = () => new ApiError(404, { key: 'dataInterface.variateNotFound' });
const systemNames = new Set<string>(systemVariables.map((name) => name.slice(1)));

type Row = DataInterfaceVariateTable & { real_name?: string | null; account?: string | null };

function toVariate(row: Row): DataInterfaceVariate {
  return {
    id: row.id,
    interfaceId: row.interface_id,
    fullName: row.full_name,
    field: row.field,
    description: row.description,
    creatorUser: row.real_name ? `${row.real_name}/${row.account}` : '',
    creatorTime: Number(row.created_at),
    lastModifyTime: row.updated_at === null ? null : Number(row.updated_at),
  };
}

/** A field's value as a parameter binds it. */
export function boundOf(value: unknown): Bound {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return JSON.stringify(value);
}

export class VariateService {
  constructor(private readonly db: Kysely<Database>) {}

  private base() {
    return this.db
      .selectFrom('base_data_interface_variate as v')
      .leftJoin('base_user as u', 'u.id', 'v.creator_user_id')
      .selectAll('v')
      .select(['u.real_name', 'u.account']);
  }

  async page(query: PageQuery & { interfaceId?: string }): Promise<Paged<DataInterfaceVariate>> {
    let select = this.base();
    if (query.interfaceId) select = select.where('v.interface_id', '=', query.interfaceId);
    if (query.keyword?.trim()) select = select.where(containsText(['v.full_name', 'v.field'], query.keyword.trim()));
    const columns = { fullName: 'v.full_name', creatorTime: 'v.created_at' };
    return pageOf(select, query, { columns, defaultColumn: 'v.created_at', defaultDirection: 'asc', tieBreaker: 'v.id' }, toVariate);
  }

  /** The variates of one interface with their values, read from one call of it (JNPF's per-interface list). */
  async ofInterface(interfaceId: string, keyword: string | undefined, firstRow: () => Promise<InterfaceRow | null>): Promise<DataInterfaceVariate[]> {
    let select = this.base().where('v.interface_id', '=', interfaceId);
    if (keyword?.trim()) select = select.where(containsText(['v.full_name', 'v.field'], keyword.trim()));
    const rows = await select.orderBy('v.created_at').orderBy('v.id').execute();
    if (!rows.length) return [];
    const row = await firstRow().catch(() => null);
    return rows.map((variate) => ({ ...toVariate(variate), value: row && Object.hasOwn(row, variate.field) ? row[variate.field] : null }));
  }

  /** The variate with this id, or null (ids are unique across interfaces and variates). */
  async find(id: string): Promise<DataInterfaceVariate | null> {
    const row = await this.base().where('v.id', '=', id).executeTakeFirst();
    return row ? toVariate(row) : null;
  }

  async get(id: string): Promise<DataInterfaceVariate> {
    const variate = await this.find(id);
    if (!variate) throw notFound();
    return variate;
  }

  async byName(name: string): Promise<DataInterfaceVariate | null> {
    const row = await this.base().where('v.full_name', '=', name).executeTakeFirst();
    return row ? toVariate(row) : null;
  }

  private async check(input: DataInterfaceVariateInput, selfId: string | null, db: Kysely<Database>): Promise<void> {
    if (systemNames.has(input.fullName)) throw badRequest('dataInterface.variateSystemName', { name: `@${input.fullName}` });
    const owner = await db.selectFrom('base_data_interface').select(['id', 'field_json']).where('id', '=', input.interfaceId).executeTakeFirst();
    if (!owner) throw badRequest('dataInterface.notFound');
    const clash = await db.selectFrom('base_data_interface_variate').select('id').where('full_name', '=', input.fullName).executeTakeFirst();
    if (clash && clash.id !== selfId) throw badRequest('dataInterface.variateNameExists', { name: `@${input.fullName}` });
  }

  async create(input: DataInterfaceVariateInput, userId: string): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      await this.check(input, null, trx);
      const id = newId();
      await trx
        .insertInto('base_data_interface_variate')
        .values({
          id,
          interface_id: input.interfaceId,
          full_name: input.fullName,
          field: input.field,
          description: input.description ?? '',
          creator_user_id: userId,
          created_at: Date.now(),
          last_modify_user_id: null,
          updated_at: null,
        })
        .execute();
      return id;
    });
  }

  async update(id: string, input: DataInterfaceVariateInput, userId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('base_data_interface_variate').select('interface_id').where('id', '=', id).executeTakeFirst();
      if (!existing) throw notFound();
      // A variate stays with its interface: JNPF's form sends the interface it was opened from.
      if (existing.interface_id !== input.interfaceId) throw badRequest('dataInterface.variateMoved');
      await this.check(input, id, trx);
      await trx
        .updateTable('base_data_interface_variate')
        .set({ full_name: input.fullName, field: input.field, description: input.description ?? '', updated_at: Date.now(), last_modify_user_id: userId })
        .where('id', '=', id)
        .execute();
    });
  }

  async remove(id: string): Promise<void> {
    const result = await this.db.deleteFrom('base_data_interface_variate').where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound();
  }

  async copy(id: string, userId: string): Promise<string> {
    const source = await this.get(id);
    const suffix = Date.now().toString(36);
    return this.create(
      { interfaceId: source.interfaceId, fullName: `${source.fullName}_${suffix}`.slice(0, 50), field: source.field, description: source.description },
      userId,
    );
  }

  /** Variates grouped by their interface, for panels that insert `@name`. */
  async selector(): Promise<VariateGroup[]> {
    const rows = await this.db
      .selectFrom('base_data_interface_variate as v')
      .innerJoin('base_data_interface as i', 'i.id', 'v.interface_id')
      .select(['v.id', 'v.full_name', 'v.field', 'v.interface_id', 'i.full_name as interface_name'])
      .orderBy('i.sort_code')
      .orderBy('i.id')
      .orderBy('v.full_name')
      .execute();
    const groups = new Map<string, VariateGroup>();
    for (const row of rows) {
      let group = groups.get(row.interface_id);
      if (!group) groups.set(row.interface_id, (group = { id: row.interface_id, fullName: row.interface_name, children: [] }));
      group.children.push({ id: row.id, fullName: row.full_name, field: row.field, interfaceId: row.interface_id });
    }
    return [...groups.values()];
  }
}
