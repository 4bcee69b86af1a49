// Resolves a request's DataScope for a menu entry: administrators and entries
// without data schemes see every row; anyone else sees the rows of any scheme
// granted to them for that entry, and none without one. The entry's fields come
// from the DataFieldSource: an entry with schemes whose fields nothing declares
// is a programming error, answered as one (a 500) rather than as every row.
import type { Kysely } from 'kysely';
import { grantedCondition, usesVariable } from '@core/permission';
import type { Database } from '../db/schema';
import type { GrantContext, GrantService } from '../auth/grants';
import type { SessionContext } from '../http/routeAccess';
import { subtreeCondition } from '../modules/organize/paths';
import { DataScope, type DataFields } from './dataScope';
import type { DataFieldSource } from './dataFieldSource';
import { conditionSql } from './schemeSql';

/** Organisations one scoped query may list by id; beyond it the query reads the tree itself. */
const maxListedOrganizations = 2_000;

/** What `build` throws, told with the entry it was for (the log then says which entry's schemes to mend). */
function naming<T>(moduleCode: string, build: () => T): T {
  try {
    return build();
  } catch (error) {
    // The cause's words are in the message already (a logged cause would repeat them).
    throw new Error(`Menu entry ${moduleCode}: ${(error as Error).message}`);
  }
}

export class DataScopeService {
  /**
   * Each grant context's organisation and those below it (当前组织及子组织), read
   * the first time a scheme asks, so a scoped list filters by ids the user index
   * can serve. Kept with the context: any change to the tree drops every context.
   */
  private readonly organizations = new WeakMap<GrantContext, Promise<readonly string[] | null>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly grants: GrantService,
    private readonly fieldSource: DataFieldSource,
  ) {}

  /**
   * The rows `session` may see of entry `moduleCode`. `declared` is for callers
   * that hold the entry's fields already (the user screen's helpers, grant holders);
   * without it the fields are looked up, and only when a scheme applies. Asked before
   * a transaction opens, as every scope is: a field provider reads the database itself.
   */
  async of(session: Pick<SessionContext, 'userId' | 'isAdministrator'>, moduleCode: string, declared?: DataFields): Promise<DataScope> {
    if (session.isAdministrator) return DataScope.everything;
    const [scoped, context] = await Promise.all([this.grants.scopedModules(), this.grants.context(session.userId)]);
    if (!scoped.has(moduleCode)) return DataScope.everything;
    const fields = declared ?? (await this.fieldSource.fieldsOf(moduleCode));
    if (!fields) throw new Error(`Menu entry ${moduleCode} has enabled data schemes, but no route or model declares its data fields`);
    const tree = grantedCondition(context.modules.get(moduleCode)?.schemes ?? []);
    if (tree.kind === 'all') return new DataScope(true, fields);
    const organizeAndBelow = usesVariable(tree, '@organizationAndSuborganization') ? await this.organizeAndBelow(context) : null;
    const user = { userId: session.userId, organizeId: context.organizeId, organizeAndBelow };
    const condition = naming(moduleCode, () => conditionSql(tree, fields, user));
    return new DataScope(() => condition, fields);
  }

  /** The context's organisation and those below it; null when more than a query should list. */
  organizeAndBelow(context: GrantContext): Promise<readonly string[] | null> {
    let known = this.organizations.get(context);
    if (!known) {
      known = this.read(context.organizeId);
      this.organizations.set(context, known);
      // A failed read is not kept: the next request asks again.
      known.catch(() => this.organizations.get(context) === known && this.organizations.delete(context));
    }
    return known;
  }

  private async read(organizeId: string): Promise<string[] | null> {
    if (!organizeId) return [];
    const top = await this.db.selectFrom('base_organize').select('organize_id_tree').where('id', '=', organizeId).executeTakeFirst();
    if (!top) return [];
    const below = await this.db
      .selectFrom('base_organize')
      .select('id')
      .where(subtreeCondition('organize_id_tree', top.organize_id_tree))
      .limit(maxListedOrganizations + 1)
      .execute();
    return below.length > maxListedOrganizations ? null : below.map((row) => row.id);
  }
}
