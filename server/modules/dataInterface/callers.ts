// Who may call an interface (Preview, List, InfoByIds): administrators, holders
// of the data-interface screen, and anyone holding the menu entry of a form that
// cites the interface (any `interfaceId` in a page schema or a released model's
// design: a field's props, an option source, the list's left tree) — the same
// lookup that decides who may take a bill number (server/forms/formsCiting.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { InvalidationBus } from '../../db/invalidation';
import type { GrantService } from '../../auth/grants';
import type { PageSchemas } from '../../schemas';
import type { SessionContext } from '../../http/routeAccess';
import { forbidden } from '../../http/errors';
import { FormCitations, valuesUnder } from '../../forms/formsCiting';

export const dataInterfaceModule = 'systemData.dataInterface';

export class InterfaceCallers {
  private readonly citations: FormCitations;

  constructor(
    db: Kysely<Database>,
    private readonly grants: GrantService,
    pages: PageSchemas,
    bus: InvalidationBus,
  ) {
    this.citations = new FormCitations(db, pages, bus, (form) => valuesUnder(form.source, 'interfaceId'));
  }

  /** Passes or throws the project's 403. */
  async check(session: SessionContext, interfaceId: string): Promise<void> {
    if (session.isAdministrator) return;
    if (await this.grants.mayUse(session.userId, dataInterfaceModule)) return;
    const entries = await this.citations.entriesCiting(interfaceId);
    if (entries.length && (await this.grants.mayUseAny(session.userId, entries))) return;
    throw forbidden();
  }
}
