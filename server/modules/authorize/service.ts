// Reading and replacing what one role, position, group or user is granted. A
// save replaces every kind at once in one transaction, keeps only ids that
// exist, and drops the grant contexts it affects. A non-administrator adds only
// what they hold, and changes neither their own grants, nor those of what they
// belong to, nor an administrator's (permission/delegation.ts).
import type { Kysely } from 'kysely';
import type { GrantItemKind, GrantNode, GrantObjectType, GrantSave, GrantValues } from '@core/api/authorize';
import type { Database, GrantItemType } from '../../db/schema';
import type { Kiln } from '../../context';
import type { GrantService } from '../../auth/grants';
import type { Actor, GrantItems } from '../../permission/delegation';
import { holderNames } from '../../permission/grantNames';
import { holderKinds, holderVisible } from '../grantHolders';
import { newId } from '../../db/ids';
import { ApiError } from '../../http/errors';
import { GrantTrees, itemTables } from './grantTrees';


/** Where each kind's ids must exist before they are stored. */
const kindTables = { system: 'base_system', module: 'base_module', ...itemTables } as const;

const saveFields: Record<GrantItemKind, keyof Omit<GrantSave, 'objectType'>> = {
  system: 'systemIds',
  module: 'module',
  button: 'button',
  column: 'column',
  form: 'form',
  resource: 'resource',
};

const notFound = () => new ApiError(404, { key: 'authorize.objectNotFound' });

export class AuthorizeService {
  private readonly trees: GrantTrees;

  private readonly db: Kysely<Database>;
  private readonly grants: GrantService;

  constructor(private readonly kiln: Kiln) {
    this.db = kiln.db;
    this.grants = kiln.grants;
    this.trees = new GrantTrees(kiln.db);
  }

  /** The object's type, found by id (JNPF's Values call does not send it). */
  private async objectTypeOf(objectId: string): Promise<GrantObjectType> {
    for (const [type, { table }] of Object.entries(holderKinds) as [GrantObjectType, (typeof holderKinds)[GrantObjectType]][]) {
      // Four tables with an id column; Kysely cannot select from a union of table names.
      const row = await this.db.selectFrom(table as 'base_role').select('id').where('id', '=', objectId).executeTakeFirst();
      if (row) return type;
    }
    throw notFound();
  }

  private async heldIds(objectId: string, kind: GrantItemKind): Promise<string[]> {
    const rows = await this.db.selectFrom('base_authorize').select('item_id').where('object_id', '=', objectId).where('item_type', '=', kind).execute();
    return rows.map((row) => row.item_id);
  }

  async values(objectId: string, kind: GrantItemKind, scopeIds: string[]): Promise<GrantValues> {
    await this.objectTypeOf(objectId);
    const [tree, ids] = await Promise.all([this.trees.tree(kind, scopeIds), this.heldIds(objectId, kind)]);
    return { ...tree, ids };
  }

  async save(objectId: string, input: GrantSave, actor: Actor): Promise<void> {
    const type = await this.objectTypeOf(objectId);
    if (type !== input.objectType) throw new ApiError(400, { key: 'authorize.objectTypeMismatch' });
    const delegator = await this.kiln.delegation.of(actor);
    if (type === 'User') delegator.confirmNoAdministrators([objectId]);
    await delegator.confirmNotOwn(this.db, { type, id: objectId }, 'delegation.ownGrants');
    // Only a holder the actor could open on its own screen, within their data schemes there.
    if (!delegator.unrestricted && !(await holderVisible(this.kiln, actor, { type, id: objectId }))) {
      throw new ApiError(403, { key: 'delegation.outsideScope', params: { names: (await holderNames(this.db, [{ type, id: objectId }]))[0] } });
    }
    await this.db.transaction().execute(async (trx) => {
      const rows: { id: string; item_type: GrantItemType; item_id: string; object_type: GrantObjectType; object_id: string }[] = [];
      for (const [kind, field] of Object.entries(saveFields) as [GrantItemKind, keyof Omit<GrantSave, 'objectType'>][]) {
        const wanted = [...new Set(input[field])];
        if (wanted.length === 0) continue;
        // The client sends half-checked parents with the leaves; only ids of this kind are kept.
        const existing = await trx
          .selectFrom(kindTables[kind] as 'base_module_column')
          .select('id')
          .where('id', 'in', wanted)
          .execute();
        for (const row of existing) rows.push({ id: newId(), item_type: kind, item_id: row.id, object_type: type, object_id: objectId });
      }
      // What the object holds already stays; only what is added must be the actor's to give.
      const current = await trx.selectFrom('base_authorize').select(['item_type', 'item_id']).where('object_id', '=', objectId).execute();
      const held = new Set(current.map((row) => `${row.item_type}:${row.item_id}`));
      const added: GrantItems = {};
      for (const row of rows) if (!held.has(`${row.item_type}:${row.item_id}`)) added[row.item_type] = [...(added[row.item_type] ?? []), row.item_id];
      await delegator.confirmItems(trx, added);
      await trx.deleteFrom('base_authorize').where('object_id', '=', objectId).where('object_type', '=', type).execute();
      for (let at = 0; at < rows.length; at += 500) await trx.insertInto('base_authorize').values(rows.slice(at, at + 500)).execute();
    });
    await this.grants.changed(type === 'User' ? [objectId] : 'all');
  }

  /**
   * Through whom an object holds rights (JNPF's permission groups): a user through
   * themself and each enabled role, position and group; anything else through itself.
   */
  async permissionGroups(objectId: string): Promise<{ type: 0 | 1; list: { id: string; fullName: string }[] }> {
    const type = await this.objectTypeOf(objectId);
    if (type !== 'User') {
      const table = holderKinds[type].table as 'base_role';
      const row = await this.db.selectFrom(table).select(['id', 'full_name']).where('id', '=', objectId).executeTakeFirstOrThrow();
      return { type: 1, list: [{ id: row.id, fullName: row.full_name }] };
    }
    const holders = await this.grants.holderIds(objectId);
    const names = await Promise.all(
      (['base_role', 'base_position', 'base_group'] as const).map((table) =>
        holders.length > 1 ? this.db.selectFrom(table as 'base_role').select(['id', 'full_name']).where('id', 'in', holders).execute() : Promise.resolve([]),
      ),
    );
    const user = await this.db.selectFrom('base_user').select(['id', 'real_name']).where('id', '=', objectId).executeTakeFirstOrThrow();
    return { type: 1, list: [{ id: user.id, fullName: user.real_name }, ...names.flat().map((row) => ({ id: row.id, fullName: row.full_name }))] };
  }

  /** What one holder of the object grants, as the tree of that kind. */
  async permission(objectId: string, holderId: string, kind: GrantItemKind): Promise<GrantNode[]> {
    const { list } = await this.permissionGroups(objectId);
    if (!list.some((holder) => holder.id === holderId)) throw new ApiError(400, { key: 'authorize.notAHolder' });
    const held = new Set(await this.heldIds(holderId, kind));
    const scope = kind === 'module' ? (await this.db.selectFrom('base_system').select('id').execute()).map((row) => row.id) : await this.heldIds(holderId, 'module');
    return (await this.trees.tree(kind, scope, held)).list;
  }
}
