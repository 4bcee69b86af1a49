// Companies and departments as one tree. Each node keeps the ids from the root
// down to itself (organize_id_tree), so a subtree is one prefix match: moving a
// node rewrites its subtree's paths in one statement, and "this node and below"
// needs no recursion.
import { sql, type Kysely, type Selectable } from 'kysely';
import { companyPropertyNames, topOrganizeId, type CompanyProperties, type DepartmentInput, type OrganizeCategory, type OrganizeInfo, type OrganizeListQuery, type OrganizeRow } from '@core/api/organize';
import type { DirectoryNode } from '@core/api/directory';
import { paging } from '@core/api/envelope';
import { buildTree, eachNode } from '@core/tree';
import type { Database } from '../../db/schema';
import type { OrganizeTable } from './tables';
import type { GrantService } from '../../auth/grants';
import { newId } from '../../db/ids';
import { containsText } from '../../db/search';
import { ApiError, badRequest } from '../../http/errors';
import type { SessionContext } from '../../http/routeAccess';
import { DataScope, type DataFields } from '../../permission/dataScope';
import { organizePath, subtreeCondition } from './paths';

/** A company or department as the service saves it: a company's extras already lifted out of propertyJson. */
export type OrganizeFields = DepartmentInput & CompanyProperties;

/** What the organisation menu's data schemes may test. */
export const organizeDataFields: DataFields = {
  id: { column: 'o.id', type: 'organize', name: '组织' },
  fullName: { column: 'o.full_name', type: 'text', name: '名称' },
  enCode: { column: 'o.en_code', type: 'text', name: '编码' },
  creatorUserId: { column: 'o.creator_user_id', type: 'user', name: '创建用户' },
};

// The classes JNPF's client draws these nodes with.
const icons: Record<OrganizeCategory, string> = { company: 'icon-ym icon-ym-tree-organization3', department: 'icon-ym icon-ym-tree-department1' };
/** The column's width: a path longer than this cannot be stored. */
const maxPathLength = 2000;
/** A keyword search looks at every level, so it stops at this many rows. */
const searchLimit = 500;
/** One level of the lazy table, or the whole tree for a side panel, is read in one go up to this. */
const readLimit = paging.maxPageSize;

const notFound = () => new ApiError(404, { key: 'organize.notFound' });

type Row = Selectable<OrganizeTable> & { has_children: number };

function parseProperties(text: string): CompanyProperties {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const source = parsed as Record<string, unknown>;
    return Object.fromEntries(companyPropertyNames.filter((name) => source[name] !== undefined).map((name) => [name, source[name]])) as CompanyProperties;
  } catch {
    return {};
  }
}

function toRow(row: Row): OrganizeRow {
  const hasChildren = Number(row.has_children) > 0;
  return {
    id: row.id,
    parentId: row.parent_id,
    fullName: row.full_name,
    enCode: row.en_code,
    type: row.category,
    category: row.category,
    icon: icons[row.category],
    managerId: row.manager_id,
    sortCode: row.sort_code,
    enabledMark: row.enabled_mark === 1 ? 1 : 0,
    description: row.description,
    creatorTime: Number(row.created_at),
    lastModifyTime: Number(row.updated_at) || null,
    organizeIdTree: organizePath(row.organize_id_tree),
    hasChildren,
    isLeaf: !hasChildren,
  };
}

export class OrganizeService {
  constructor(
    private readonly db: Kysely<Database>,
    /** Told after the tree changes shape: grant contexts hold each user's organisation and those below it. */
    private readonly grants: Pick<GrantService, 'changed'>,
  ) {}

  private select(db: Kysely<Database> = this.db) {
    return db
      .selectFrom('base_organize as o')
      .selectAll('o')
      .select(sql<number>`case when exists (select 1 from base_organize c where c.parent_id = o.id) then 1 else 0 end`.as('has_children'));
  }

  /** One level of the tree (the top companies by default), or a search over every level by keyword or category. */
  async list(query: OrganizeListQuery, scope: DataScope): Promise<OrganizeRow[]> {
    const keyword = query.keyword?.trim();
    let rows = scope.apply(this.select());
    if (keyword || query.type) {
      if (keyword) rows = rows.where(containsText(['o.full_name', 'o.en_code'], keyword));
      if (query.type) rows = rows.where('o.category', '=', query.type);
      rows = rows.limit(searchLimit);
    } else {
      rows = rows.where('o.parent_id', '=', query.parentId || topOrganizeId).limit(readLimit);
    }
    const found = await rows.orderBy('o.sort_code').orderBy('o.created_at').orderBy('o.id').execute();
    return found.map(toRow);
  }

  /** Companies and departments as one tree of picker nodes, optionally companies only, or without one subtree. */
  async tree(options: { category?: 'company'; excludeId?: string }): Promise<DirectoryNode[]> {
    let query = this.db.selectFrom('base_organize as o').select(['o.id', 'o.parent_id', 'o.full_name', 'o.en_code', 'o.category', 'o.organize_id_tree']);
    if (options.category) query = query.where('o.category', '=', options.category);
    if (options.excludeId) {
      const excluded = await this.db.selectFrom('base_organize').select('organize_id_tree').where('id', '=', options.excludeId).executeTakeFirst();
      if (excluded) query = query.where((eb) => eb.not(subtreeCondition('o.organize_id_tree', excluded.organize_id_tree)));
    }
    const rows = await query.orderBy('o.sort_code').orderBy('o.created_at').orderBy('o.id').limit(readLimit).execute();
    const nodes: DirectoryNode[] = rows.map((row) => ({
      id: row.id,
      fullName: row.full_name,
      enCode: row.en_code,
      type: row.category,
      parentId: row.parent_id,
      icon: icons[row.category],
      organizeIds: organizePath(row.organize_id_tree),
      isLeaf: true,
      hasChildren: false,
    }));
    const roots: DirectoryNode[] = buildTree(nodes, (node) => node.parentId === topOrganizeId);
    eachNode(roots, (node) => {
      node.isLeaf = !node.hasChildren;
    });
    return roots;
  }

  /** The synthetic top node '-1' over the tree (a top company's parent). */
  static withTop(roots: DirectoryNode[], name: string): DirectoryNode[] {
    const hasChildren = roots.length > 0;
    return [{ id: topOrganizeId, fullName: name, type: 'company', parentId: '0', icon: icons.company, organizeIds: [topOrganizeId], isLeaf: !hasChildren, hasChildren, children: roots }];
  }

  /** One company or department, with its parent's name; the company extras both as JNPF's string and one by one. */
  async get(id: string, scope: DataScope): Promise<OrganizeInfo> {
    const row = await scope
      .apply(this.select().leftJoin('base_organize as p', 'p.id', 'o.parent_id').select('p.full_name as parent_name'))
      .where('o.id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    const { hasChildren: _hasChildren, isLeaf: _isLeaf, ...fields } = toRow(row);
    const properties = row.category === 'company' ? parseProperties(row.property_json) : {};
    return { ...properties, ...fields, propertyJson: JSON.stringify(properties), parentName: row.parent_name ?? '' };
  }

  /**
   * Checks a node's place and names, and answers its parent's path ('' at the
   * top). A company sits under the top or a company; a department under either
   * kind. With `selfId`, the parent may be neither the node nor below it.
   */
  private async check(trx: Kysely<Database>, category: OrganizeCategory, input: Pick<DepartmentInput, 'parentId' | 'fullName' | 'enCode'>, selfId: string | null): Promise<string> {
    let parentPath = '';
    if (!(category === 'company' && input.parentId === topOrganizeId)) {
      const parent = await trx.selectFrom('base_organize').select(['id', 'category', 'organize_id_tree']).where('id', '=', input.parentId).executeTakeFirst();
      if (!parent) throw badRequest('organize.parentNotFound');
      if (selfId && organizePath(parent.organize_id_tree).concat(parent.id).includes(selfId)) throw badRequest('organize.moveIntoItself');
      if (category === 'company' && parent.category !== 'company') throw badRequest('organize.parentMustBeCompany');
      parentPath = parent.organize_id_tree || parent.id;
    }
    const sameCode = await trx.selectFrom('base_organize').select('id').where('en_code', '=', input.enCode).where('id', '!=', selfId ?? '').executeTakeFirst();
    if (sameCode) throw badRequest('organize.codeExists');
    const sameName = await trx
      .selectFrom('base_organize')
      .select('id')
      .where('parent_id', '=', input.parentId)
      .where('full_name', '=', input.fullName)
      .where('id', '!=', selfId ?? '')
      .executeTakeFirst();
    if (sameName) throw badRequest('organize.nameExists');
    return parentPath;
  }

  private async checkManager(trx: Kysely<Database>, managerId: string): Promise<void> {
    if (!managerId) return;
    const user = await trx.selectFrom('base_user').select('id').where('id', '=', managerId).executeTakeFirst();
    if (!user) throw badRequest('organize.managerNotFound');
  }

  /** The columns a save writes, from either form. */
  private static columns(category: OrganizeCategory, input: OrganizeFields) {
    const properties = Object.fromEntries(companyPropertyNames.flatMap((name) => (input[name] === undefined || input[name] === null || input[name] === '' ? [] : [[name, input[name]]])));
    return {
      parent_id: input.parentId,
      full_name: input.fullName,
      en_code: input.enCode,
      sort_code: input.sortCode ?? 0,
      enabled_mark: input.enabledMark ?? 1,
      description: input.description ?? '',
      ...(category === 'company' ? { property_json: JSON.stringify(properties) } : { manager_id: input.managerId ?? '' }),
    };
  }

  async create(category: OrganizeCategory, input: OrganizeFields, session: SessionContext): Promise<string> {
    const id = await this.db.transaction().execute(async (trx) => {
      const parentPath = await this.check(trx, category, input, null);
      if (category === 'department') await this.checkManager(trx, input.managerId ?? '');
      const id = newId();
      const path = parentPath ? `${parentPath},${id}` : id;
      if (path.length > maxPathLength) throw badRequest('organize.treeTooDeep');
      await trx
        .insertInto('base_organize')
        .values({ id, category, organize_id_tree: path, created_at: Date.now(), creator_user_id: session.userId, ...OrganizeService.columns(category, input) })
        .execute();
      return id;
    });
    await this.grants.changed();
    return id;
  }

  /**
   * Saves a node; a new parent moves it with everything below it, in the same transaction.
   * The input's checks read other nodes; the save's own WHERE carries the scope (a node outside it is not found),
   * and what follows it, refusals too, is undone with it.
   */
  async update(id: string, category: OrganizeCategory, input: OrganizeFields, scope: DataScope): Promise<void> {
    const moved = await this.db.transaction().execute(async (trx) => {
      const parentPath = await this.check(trx, category, input, id);
      if (category === 'department') await this.checkManager(trx, input.managerId ?? '');
      const existing = await trx.selectFrom('base_organize').select(['category', 'parent_id', 'organize_id_tree']).where('id', '=', id).executeTakeFirst();
      const saved = await scope.updateWithin(
        trx
          .updateTable('base_organize as o')
          .set({ ...OrganizeService.columns(category, input), updated_at: Date.now() })
          .where('o.id', '=', id),
      );
      if (!existing || saved === 0) throw notFound();
      if (existing.category !== category) throw badRequest(category === 'company' ? 'organize.notCompany' : 'organize.notDepartment');
      const moving = input.parentId !== existing.parent_id;
      if (moving) await this.moveSubtree(trx, existing.organize_id_tree, parentPath ? `${parentPath},${id}` : id);
      return moving;
    });
    if (moved) await this.grants.changed();
  }

  /** Rewrites the path of a node and of every node below it: one statement replacing the old prefix. */
  private async moveSubtree(trx: Kysely<Database>, oldPath: string, newPath: string): Promise<void> {
    const inSubtree = subtreeCondition('organize_id_tree', oldPath);
    const longest = await trx
      .selectFrom('base_organize')
      .select(sql<number>`max(length(organize_id_tree))`.as('longest'))
      .where(inSubtree)
      .executeTakeFirst();
    if (Number(longest?.longest ?? 0) - oldPath.length + newPath.length > maxPathLength) throw badRequest('organize.treeTooDeep');
    // Typed parameters: PostgreSQL cannot infer the types of bare ones in || and substr.
    await trx
      .updateTable('base_organize')
      .set({ organize_id_tree: sql<string>`cast(${newPath} as varchar(${sql.lit(maxPathLength)})) || substr(organize_id_tree, cast(${oldPath.length + 1} as integer))` })
      .where(inSubtree)
      .execute();
  }

  /** Deletes a node that nothing hangs on: no sub-organisations, users, positions or roles. */
  async remove(id: string, scope: DataScope): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // Deleted first, under the scope; a refusal below rolls it back.
      if ((await scope.deleteWithin(trx.deleteFrom('base_organize as o').where('o.id', '=', id))) === 0) throw notFound();
      const child = await trx.selectFrom('base_organize').select('id').where('parent_id', '=', id).executeTakeFirst();
      if (child) throw badRequest('organize.hasChildren');
      const user =
        (await trx.selectFrom('base_user').select('id').where('organize_id', '=', id).executeTakeFirst()) ??
        (await trx.selectFrom('base_user_relation').select('id').where('object_type', '=', 'Organize').where('object_id', '=', id).executeTakeFirst());
      if (user) throw badRequest('organize.hasUsers');
      const position =
        (await trx.selectFrom('base_position').select('id').where('organize_id', '=', id).executeTakeFirst()) ??
        (await trx.selectFrom('base_organize_relation').select('id').where('organize_id', '=', id).where('object_type', '=', 'Position').executeTakeFirst());
      if (position) throw badRequest('organize.hasPositions');
      const role = await trx.selectFrom('base_organize_relation').select('id').where('organize_id', '=', id).where('object_type', '=', 'Role').executeTakeFirst();
      if (role) throw badRequest('organize.hasRoles');
    });
    await this.grants.changed();
  }
}
