// The user pickers' reads (spec 03 §4, §7): the lazy tree of organisations and
// users, paged searches, the caller's organisation and subordinates, and the
// trees limited to a position, a role or what the caller looks after. Only
// enabled organisations and users are offered; every list is paged or bounded
// in SQL, and a list's organisation paths are named with one query.
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DirectoryNode } from '@core/api/directory';
import type { Paged } from '@core/api/envelope';
import type { PickerPage } from '@core/api/userPickers';
import type { Database } from '../../db/schema';
import { pageOf } from '../../db/paging';
import { containsText } from '../../db/search';
import { organizeTreesOfUser, treesOf, withinTrees } from '../organize/selectors';
import { organizePath } from '../organize/paths';
import { levelNodes, organizeColumns, organizeNode, PathNames, userColumns, userNode, userNodes, type UserRow } from './pickerNodes';

/**
 * What one unpaged read returns at most: a tree level's organisations and its
 * users, a search without paging. Everyone stays reachable through the paged
 * keyword search.
 */
export const pickerBound = 1000;
/** What the whole-directory reads (All, Selector) return at most: the house's unpaged load. */
export const directoryBound = 10_000;
/** How far down the manager chain subordinates are followed (a guard against cycles). */
export const maxChainDepth = 64;

const userOrder = { columns: { sortCode: 'u.sort_code', fullName: 'u.real_name', account: 'u.account' }, defaultColumn: 'u.sort_code', defaultDirection: 'asc' as const, tieBreaker: 'u.id' };

/** The user `u` belongs to an organisation `mo` that meets the condition (their main one, or one of their 'Organize' relations). */
export function memberWhere(condition: Expression<SqlBool>): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from base_organize mo where (mo.id = u.organize_id or mo.id in (select r.object_id from base_user_relation r where r.user_id = u.id and r.object_type = 'Organize')) and ${condition})`;
}

export const inOrganization = (id: string) => memberWhere(sql<SqlBool>`mo.id = ${id}`);
/** In an organisation at or below one of these id paths (the organisation pickers' subtree condition). */
const underTrees = (trees: readonly string[]) => memberWhere(withinTrees('mo.organize_id_tree', trees));

/** 1 when the organisation `o` has an enabled child organisation or an enabled user, else 0. */
const hasChildren = sql<number>`case when exists (select 1 from base_organize c where c.parent_id = o.id and c.enabled_mark = 1)
  or exists (select 1 from base_user cu where cu.enabled_mark = 1 and cu.organize_id = o.id)
  or exists (select 1 from base_user_relation cr join base_user cu2 on cu2.id = cr.user_id where cr.object_type = 'Organize' and cr.object_id = o.id and cu2.enabled_mark = 1)
  then 1 else 0 end`.as('has_children');

/** A page when one is asked for, else the first `pickerBound` rows. */
const boundsOf = (page: PickerPage) => {
  const pageSize = Math.min(pickerBound, Math.max(1, page.pageSize ?? pickerBound));
  const currentPage = Math.max(1, page.currentPage ?? 1);
  return { limit: pageSize, offset: (currentPage - 1) * pageSize };
};

export class UserPickers {
  constructor(private readonly db: Kysely<Database>) {}

  /** Enabled users with their main organisation's path, ready for filters. */
  users(options: { keyword?: string; enabledOnly?: boolean } = {}) {
    let query = this.db.selectFrom('base_user as u').leftJoin('base_organize as uo', 'uo.id', 'u.organize_id').select(userColumns);
    if (options.enabledOnly !== false) query = query.where('u.enabled_mark', '=', 1);
    const keyword = options.keyword?.trim();
    if (keyword) query = query.where(containsText(['u.real_name', 'u.account'], keyword));
    return query;
  }

  private organizations() {
    return this.db.selectFrom('base_organize as o').select(organizeColumns).select(hasChildren).where('o.enabled_mark', '=', 1);
  }

  private ordered<Q extends { orderBy: (column: 'u.sort_code' | 'u.created_at' | 'u.id') => Q }>(query: Q): Q {
    return query.orderBy('u.sort_code').orderBy('u.created_at').orderBy('u.id');
  }

  /** A paged search over users: the rows of one page, then their nodes. */
  async pagedUsers(query: ReturnType<UserPickers['users']>, page: PickerPage): Promise<Paged<DirectoryNode>> {
    const found = await pageOf(query, page, userOrder, (row: UserRow) => row);
    return { list: await userNodes(this.db, found.list), pagination: found.pagination };
  }

  /** Bounded (or paged, when asked) users of a filtered query, as nodes. */
  async boundedUsers(query: ReturnType<UserPickers['users']>, page: PickerPage = {}, parentId?: string): Promise<DirectoryNode[]> {
    const { limit, offset } = boundsOf(page);
    const rows = await this.ordered(query).limit(limit).offset(offset).execute();
    return userNodes(this.db, rows, parentId);
  }

  /** Organisation {id}'s child organisations, then its users; the top organisations for '0'. */
  async children(organizeId: string): Promise<DirectoryNode[]> {
    const top = organizeId === '0' || organizeId === '-1';
    const organizations = await this.organizations()
      .where((eb) => (top ? eb('o.parent_id', 'in', ['-1', '0']) : eb('o.parent_id', '=', organizeId)))
      .orderBy('o.sort_code')
      .orderBy('o.created_at')
      .orderBy('o.id')
      .limit(pickerBound)
      .execute();
    const users = top ? [] : await this.ordered(this.users().where(inOrganization(organizeId))).limit(pickerBound).execute();
    return levelNodes(this.db, organizations, users, top ? undefined : organizeId);
  }

  /** The given organisations as tree nodes (the tops of a limited tree). */
  async organizationNodes(ids: readonly string[]): Promise<DirectoryNode[]> {
    if (ids.length === 0) return [];
    const rows = await this.organizations().where('o.id', 'in', [...ids]).orderBy('o.sort_code').orderBy('o.id').limit(pickerBound).execute();
    return levelNodes(this.db, rows, []);
  }

  /** Users in one of the organisations or anywhere below them (their paths asked for first). */
  async underOrganizations(ids: readonly string[]): Promise<Expression<SqlBool>> {
    return underTrees(await treesOf(this.db, ids));
  }

  /** A keyword search over users, paged; within an organisation and below unless '0'. */
  async search(keyword: string, page: PickerPage, organizeId = '0'): Promise<Paged<DirectoryNode>> {
    const query = this.users({ keyword });
    return this.pagedUsers(organizeId === '0' ? query : query.where(await this.underOrganizations([organizeId])), page);
  }

  /** Users by id in the order asked, disabled ones too: a stored value keeps its names. */
  async byIds(ids: readonly string[]): Promise<DirectoryNode[]> {
    const wanted = [...new Set(ids.filter(Boolean))];
    if (wanted.length === 0) return [];
    const rows = await this.users({ enabledOnly: false }).where('u.id', 'in', wanted).execute();
    const nodes = new Map((await userNodes(this.db, rows)).map((node) => [node.id, node]));
    return wanted.map((id) => nodes.get(id)).filter((node): node is DirectoryNode => node !== undefined);
  }

  /** Everyone below the caller on the manager chain, nearest first within the house order. */
  async subordinates(callerId: string, keyword: string, page: PickerPage = {}): Promise<DirectoryNode[]> {
    const { limit, offset } = boundsOf(page);
    const rows = await this.db
      .withRecursive('chain(id, depth)', (db) =>
        db
          .selectFrom('base_user')
          .select(['id', sql<number>`1`.as('depth')])
          .where('manager_id', '=', callerId)
          .unionAll(
            db
              .selectFrom('base_user as m')
              .innerJoin('chain', 'chain.id', 'm.manager_id')
              .select(['m.id', sql<number>`chain.depth + 1`.as('depth')])
              .where('chain.depth', '<', maxChainDepth),
          ),
      )
      .selectFrom('base_user as u')
      .leftJoin('base_organize as uo', 'uo.id', 'u.organize_id')
      .select(userColumns)
      .where('u.enabled_mark', '=', 1)
      .where('u.id', '<>', callerId)
      .where('u.id', 'in', (eb) => eb.selectFrom('chain').select('chain.id'))
      .$if(Boolean(keyword.trim()), (query) => query.where(containsText(['u.real_name', 'u.account'], keyword.trim())))
      .orderBy('u.sort_code')
      .orderBy('u.created_at')
      .orderBy('u.id')
      .limit(limit)
      .offset(offset)
      .execute();
    return userNodes(this.db, rows);
  }

  /** The caller's main organisation id, '' when they have none (or do not exist). */
  async organizationOf(userId: string): Promise<string> {
    const row = await this.db.selectFrom('base_user').select('organize_id').where('id', '=', userId).executeTakeFirst();
    return row?.organize_id ?? '';
  }

  /** The id paths of the organisations the user belongs to (the main one and their 'Organize' relations), enabled, each once: none below another. */
  organizationTreesOf(userId: string): Promise<string[]> {
    return organizeTreesOfUser(this.db, userId);
  }

  /** Users of one organisation (not below it). */
  async ofOrganization(organizeId: string, keyword: string, page: PickerPage = {}): Promise<DirectoryNode[]> {
    if (!organizeId) return [];
    return this.boundedUsers(this.users({ keyword }).where(inOrganization(organizeId)), page, organizeId);
  }

  /** The position's organisation as a node holding that organisation's users (whom the position may take). */
  async byPosition(positionId: string, keyword: string): Promise<DirectoryNode[]> {
    const position = await this.db.selectFrom('base_position').select('organize_id').where('id', '=', positionId).executeTakeFirst();
    if (!position?.organize_id) return [];
    const [organization] = await this.organizationNodes([position.organize_id]);
    if (!organization) return [];
    const children = await this.boundedUsers(this.users({ keyword }).where(inOrganization(position.organize_id)), {}, organization.id);
    return [{ ...organization, isLeaf: children.length === 0, hasChildren: children.length > 0, children }];
  }

  /** The id paths of the organisations a role belongs to, or null when the role is global (every organisation). */
  async roleOrganizationTrees(roleId: string): Promise<string[] | null> {
    const role = await this.db.selectFrom('base_role').select('global_mark').where('id', '=', roleId).executeTakeFirst();
    if (!role) return [];
    if (Number(role.global_mark) === 1) return null;
    const rows = await this.db
      .selectFrom('base_organize_relation as r')
      .innerJoin('base_organize as o', 'o.id', 'r.organize_id')
      .select(['o.id', 'o.organize_id_tree'])
      .where('r.object_type', '=', 'Role')
      .where('r.object_id', '=', roleId)
      .execute();
    // Every one of them, nested ones too: each is a top of the role's tree.
    return rows.map((row) => row.organize_id_tree || row.id);
  }

  /**
   * A tree limited to the organisations of some id paths and what lies below
   * them (null: no limit): their nodes at the top, a level of one of them or
   * below on expanding, users within them all for a keyword.
   */
  async limitedTree(trees: readonly string[] | null, organizeId: string, keyword: string): Promise<DirectoryNode[]> {
    const search = keyword.trim();
    if (search) {
      const query = this.users({ keyword: search });
      return this.boundedUsers(trees === null ? query : query.where(underTrees(trees)));
    }
    if (trees === null) return this.children(organizeId);
    if (organizeId === '0') return this.organizationNodes(trees.map((tree) => organizePath(tree).at(-1)!));
    if (!(await this.isUnder(organizeId, trees))) return [];
    return this.children(organizeId);
  }

  /** Whether an organisation is at or below one of the id paths. */
  private async isUnder(organizeId: string, trees: readonly string[]): Promise<boolean> {
    if (trees.length === 0) return false;
    const row = await this.db.selectFrom('base_organize as o').select('o.id').where('o.id', '=', organizeId).where(withinTrees('o.organize_id_tree', trees)).executeTakeFirst();
    return Boolean(row);
  }

  /** Chat contacts: everyone enabled but the caller, paged, with their department's name. */
  async contacts(callerId: string, page: PickerPage) {
    const found = await pageOf(this.users({ keyword: page.keyword }).where('u.id', '<>', callerId), page, userOrder, (row: UserRow) => row);
    const paths = await PathNames.of(this.db, found.list.map((row) => row.org_tree));
    const list = found.list.map((row) => ({ ...userNode(row, paths), realName: row.real_name, department: paths.last(row.org_tree) }));
    return { list, pagination: found.pagination };
  }

  /** Every enabled user (bounded), by keyword. */
  all(keyword = ''): Promise<DirectoryNode[]> {
    return this.boundedUsersUpTo(this.users({ keyword }), directoryBound);
  }

  private async boundedUsersUpTo(query: ReturnType<UserPickers['users']>, bound: number): Promise<DirectoryNode[]> {
    return userNodes(this.db, await this.ordered(query).limit(bound).execute());
  }

  /** Companies and departments with their users under them, as one tree (bounded): JNPF's user selector. */
  async selectorTree(): Promise<DirectoryNode[]> {
    const organizations = await this.organizations().orderBy('o.sort_code').orderBy('o.created_at').orderBy('o.id').limit(directoryBound).execute();
    const users = await this.ordered(this.users()).limit(directoryBound).execute();
    const paths = await PathNames.of(this.db, [...organizations.map((row) => row.organize_id_tree), ...users.map((row) => row.org_tree)]);
    const known = new Set(organizations.map((row) => row.id));
    const below = new Map<string, DirectoryNode[]>();
    const add = (parentId: string, node: DirectoryNode) => below.set(parentId, [...(below.get(parentId) ?? []), node]);
    // Organisations first under each parent, then its users, as the lazy tree shows them.
    const roots = organizations.filter((row) => !known.has(row.parent_id)).map((row) => organizeNode(row, paths));
    for (const row of organizations) if (known.has(row.parent_id)) add(row.parent_id, organizeNode(row, paths));
    for (const row of users) if (known.has(row.organize_id)) add(row.organize_id, userNode(row, paths));
    // Organisation paths are a few levels deep, so plain recursion stays shallow.
    const finish = (node: DirectoryNode): DirectoryNode => {
      const children = (below.get(node.id) ?? []).map(finish);
      return node.type === 'user' ? node : { ...node, children, isLeaf: children.length === 0, hasChildren: children.length > 0 };
    };
    return roots.map(finish);
  }
}
