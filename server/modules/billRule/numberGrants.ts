// Who may take a number of a rule by hand (BillRule/BillNumber): a number is a
// write, so only those who may use a form that numbers its records with the
// rule — the menu entry (`module`) of its page schema — and administrators.
import type { Kysely } from 'kysely';
import { allFields } from '@core/form';
import { widgetSpec } from '@core/widgets';
import type { Database } from '../../db/schema';
import type { GrantService } from '../../auth/grants';
import type { PageSchemas } from '../../schemas';
import type { SessionContext } from '../../http/routeAccess';
import { ApiError, forbidden } from '../../http/errors';

/** The menu entries of the forms that number with each rule, by the rule's code (the billRule widget's `rule`). */
function numberingEntries(pages: PageSchemas): Map<string, string[]> {
  const entries = new Map<string, Set<string>>();
  // A form without a menu entry grants no number: there is no entry to hold.
  for (const page of pages.all()) {
    if (page.type !== 'form' || !page.module) continue;
    for (const field of allFields(pages.compiledForm(page.id))) {
      const rule = field.props.rule;
      // The fields whose save takes a number (the billRule widget), as the save hooks find them.
      if (widgetSpec(field.widget)?.serverHook === 'billNumber' && typeof rule === 'string' && rule) {
        entries.set(rule, (entries.get(rule) ?? new Set()).add(page.module));
      }
    }
  }
  return new Map([...entries].map(([rule, modules]) => [rule, [...modules]]));
}

export class BillNumberGrants {
  private readonly entriesByRule: Map<string, string[]>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly grants: GrantService,
    pages: PageSchemas,
  ) {
    // Page schemas are read once at start, so the forms of each rule are known from then on.
    this.entriesByRule = numberingEntries(pages);
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
    const entries = this.entriesByRule.get(rule.en_code) ?? [];
    if (!entries.length || !(await this.grants.mayUseAny(session.userId, entries))) throw forbidden();
    return rule.id;
  }
}
