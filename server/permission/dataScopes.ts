// Resolves a request's DataScope for a menu entry: administrators and entries
// without data schemes see every row; anyone else sees the rows of any scheme
// granted to them for that entry, and none without one.
import { grantedCondition } from '@core/permission';
import type { GrantService } from '../auth/grants';
import type { SessionContext } from '../http/routeAccess';
import { DataScope, type DataFields } from './dataScope';
import { conditionSql } from './schemeSql';

export class DataScopeService {
  constructor(private readonly grants: GrantService) {}

  async of(session: SessionContext, moduleCode: string, fields: DataFields | undefined): Promise<DataScope> {
    if (session.isAdministrator || !fields) return DataScope.everything;
    const [scoped, context] = await Promise.all([this.grants.scopedModules(), this.grants.context(session.userId)]);
    if (!scoped.has(moduleCode)) return DataScope.everything;
    const tree = grantedCondition(context.modules.get(moduleCode)?.schemes ?? []);
    if (tree.kind === 'all') return DataScope.everything;
    const condition = conditionSql(tree, fields, { userId: session.userId, organizeId: context.organizeId, organizeAndBelow: context.organizeAndBelow });
    return new DataScope(() => condition);
  }
}
