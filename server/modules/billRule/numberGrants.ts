// Who may take a number of a rule by hand (BillRule/BillNumber): a number is a
// write, so only those who may use a form that numbers its records with the
// rule — the menu entry of a page schema's form or of a released model whose
// form has a numbering field with the rule — and administrators.
import type { Kysely } from 'kysely';
import { allFields } from '@core/form';
import { widgetSpec } from '@core/widgets';
import type { Database } from '../../db/schema';
import type { InvalidationBus } from '../../db/invalidation';
import type { GrantService } from '../../auth/grants';
import type { PageSchemas } from '../../schemas';
import type { SessionContext } from '../../http/routeAccess';
import { ApiError, forbidden } from '../../http/errors';
import { FormCitations, type CitingForm } from '../../forms/formsCiting';

/** The rule codes a form numbers with (the billRule widget's `rule`), as the save hooks find those fields. */
function numberingRules(form: CitingForm): string[] {
  return allFields(form.compiled).flatMap((field) => {
    const rule = field.props.rule;
    return widgetSpec(field.widget)?.serverHook === 'billNumber' && typeof rule === 'string' && rule ? [rule] : [];
  });
}

export class BillNumberGrants {
  private readonly citations: FormCitations;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly grants: GrantService,
    pages: PageSchemas,
    bus: InvalidationBus,
  ) {
    this.citations = new FormCitations(db, pages, bus, numberingRules);
  }

  /** The id of the rule `idOrCode` names, once the caller may take its numbers; 404 for no rule, 403 without the grant. */
  async permittedRule(idOrCode: string, session: SessionContext): Promise<string> {
    const rule = await this.db
      .selectFrom('base_bill_rule')
      .select(['id', 'en_code'])
      .where((eb) => eb.or([eb('id', '=', idOrCode), eb('en_code', '=', idOrCode)]))
      .executeTakeFirst();
    if (!rule) throw new ApiError(404, { key: 'billRule.notFound' });
    if (session.isAdministrator) return rule.id;
    const entries = await this.citations.entriesCiting(rule.en_code);
    if (!entries.length || !(await this.grants.mayUseAny(session.userId, entries))) throw forbidden();
    return rule.id;
  }
}
