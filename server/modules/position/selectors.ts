// The position pickers' reads: an organisation's positions and sub-organisations
// a level at a time, a keyword search, every position, the positions of some
// organisations, the custom picker's allowed positions, and names by id. A
// position shows under its organisation (organize_id); one whose organisation is
// disabled, or under a disabled one, is not offered. Each answer is a handful of
// queries, whatever its size.
import type { Kysely } from 'kysely';
import { maxAllPositions, maxSearchResults, type OrgPickerNode } from '@core/api/orgPickers';
import type { Database } from '../../db/schema';
import { containsText } from '../../db/search';
import { chainOf, directoryIcons, holderNode, isTopId, OrganizeSelectors, placeOrganizes, type PlacedOrganize } from '../organize/selectors';

type Db = Kysely<Database>;

interface PositionRow {
  id: string;
  organize_id: string;
  full_name: string;
}

function positionNode(row: PositionRow, organize: { pathIds: string[]; pathNames: string } | undefined): OrgPickerNode {
  return {
    id: row.id,
    fullName: row.full_name,
    type: 'position',
    parentId: row.organize_id,
    organizeId: row.organize_id,
    icon: directoryIcons.position,
    isLeaf: true,
    hasChildren: false,
    organize: organize?.pathNames ?? '',
    organizeIds: organize?.pathIds ?? [],
  };
}

/** An organisation holding positions; `asPath` names it by its path, its own name aside (the custom list). */
function holderOf(organize: PlacedOrganize, children: OrgPickerNode[], asPath = false): OrgPickerNode {
  return { ...holderNode(organize, children), ...(asPath ? { fullName: organize.pathNames, lastFullName: organize.fullName } : {}) };
}

export class PositionSelectors {
  private readonly organizes: OrganizeSelectors;

  constructor(private readonly db: Db) {
    this.organizes = new OrganizeSelectors(db);
  }

  private enabled() {
    return this.db.selectFrom('base_position as p').select(['p.id', 'p.organize_id', 'p.full_name']).where('p.enabled_mark', '=', 1).orderBy('p.sort_code').orderBy('p.full_name').orderBy('p.id');
  }

  /** Positions whose organisation is placed (enabled all the way up), as nodes. */
  private async placed(rows: readonly PositionRow[]): Promise<OrgPickerNode[]> {
    const organizes = await placeOrganizes(this.db, rows.map((row) => row.organize_id));
    return rows.filter((row) => organizes.has(row.organize_id)).map((row) => positionNode(row, organizes.get(row.organize_id)));
  }

  /** The positions of `parentId` and its sub-organisations ('0': the top organisations); with a keyword, matching positions of every level, flat. */
  async selector(parentId: string, keyword?: string): Promise<OrgPickerNode[]> {
    if (keyword) return this.placed(await this.enabled().where(containsText(['p.full_name'], keyword)).limit(maxSearchResults).execute());
    const organizes = await this.organizes.children(parentId, { withPositions: true });
    if (isTopId(parentId)) return organizes;
    const positions = await this.placed(await this.enabled().where('p.organize_id', '=', parentId).execute());
    return [...positions, ...organizes];
  }

  /** Every enabled position that has a place, flat (bounded). */
  async all(): Promise<OrgPickerNode[]> {
    return this.placed(await this.enabled().limit(maxAllPositions).execute());
  }

  /** One entry per enabled organisation asked for, in the order asked, its enabled positions as children. */
  async byOrganizes(organizeIds: readonly string[]): Promise<OrgPickerNode[]> {
    const organizes = await placeOrganizes(this.db, organizeIds);
    if (!organizes.size) return [];
    const rows = await this.enabled().where('p.organize_id', 'in', [...organizes.keys()]).execute();
    return [...new Set(organizeIds)]
      .filter((id) => organizes.has(id))
      .map((id) => {
        const organize = organizes.get(id)!;
        return holderOf(organize, rows.filter((row) => row.organize_id === id).map((row) => positionNode(row, organize)));
      });
  }

  /** The custom picker's positions: the enabled ones among `ids` (holding the keyword), under their organisations named by path. */
  async condition(ids: readonly string[], keyword?: string): Promise<OrgPickerNode[]> {
    if (!ids.length) return [];
    let query = this.enabled().where('p.id', 'in', [...new Set(ids)]);
    if (keyword) query = query.where(containsText(['p.full_name'], keyword));
    const rows = await query.execute();
    const organizes = await placeOrganizes(this.db, rows.map((row) => row.organize_id));
    const groups = new Map<string, OrgPickerNode[]>();
    for (const row of rows) {
      const organize = organizes.get(row.organize_id);
      if (!organize) continue;
      const group = groups.get(organize.id) ?? [];
      group.push(positionNode(row, organize));
      groups.set(organize.id, group);
    }
    return [...groups].map(([id, children]) => holderOf(organizes.get(id)!, children, true));
  }

  /** Names of positions by id, enabled or not, with their organisations' paths; unknown ids are left out. */
  async byIds(ids: readonly string[]): Promise<OrgPickerNode[]> {
    if (!ids.length) return [];
    const rows = await this.db.selectFrom('base_position').select(['id', 'organize_id', 'full_name']).where('id', 'in', [...new Set(ids)]).execute();
    const organizeIds = [...new Set(rows.map((row) => row.organize_id))];
    const organizes = organizeIds.length ? await this.db.selectFrom('base_organize').select(['id', 'organize_id_tree']).where('id', 'in', organizeIds).execute() : [];
    const paths = new Map(organizes.map((row) => [row.id, row.organize_id_tree ? row.organize_id_tree.split(',') : [row.id]]));
    const chain = await chainOf(this.db, [...paths.values()]);
    return rows.map((row) => {
      const path = paths.get(row.organize_id);
      return positionNode(row, path ? { pathIds: path, pathNames: path.map((id) => chain.get(id)?.name ?? id).join('/') } : undefined);
    });
  }
}
