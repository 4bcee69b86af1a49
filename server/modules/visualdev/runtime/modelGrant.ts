// What a request may do with a released model, resolved once per request from
// the menu entry it names (JNPF's menuId) or, without one, the first entry of
// the model the user holds: the entry's buttons, columns, form fields and data
// scheme, as the model's permission switches ask. The scoped model query cannot
// be built without it.
import type { FastifyRequest } from 'fastify';
import type { Kiln } from '../../../context';
import { forbidden } from '../../../http/errors';
import { sessionOf, type SessionContext } from '../../../http/routeAccess';
import { DataScope } from '../../../permission/dataScope';
import type { ReleasedModel } from './released';

export class ModelGrant {
  private constructor(
    readonly session: SessionContext,
    readonly model: ReleasedModel,
    /** The entry the request works through; null for an administrator's preview of a model on no menu. */
    readonly menu: { id: string; enCode: string } | null,
    readonly scope: DataScope,
    /** Column and form-field names the user may see; null when every one (an administrator, or the switch is off). */
    readonly columns: ReadonlySet<string> | null,
    readonly formFields: ReadonlySet<string> | null,
  ) {}

  /** Refuses (403) a request whose user holds no entry of the model with this button. */
  static of(kiln: Kiln, request: FastifyRequest, model: ReleasedModel, button: string | null, menuId?: string): Promise<ModelGrant> {
    return ModelGrant.forSession(kiln, sessionOf(request), model, button, menuId);
  }

  /** As `of`, for a session known otherwise (the reader of a file a record holds). */
  static async forSession(kiln: Kiln, session: SessionContext, model: ReleasedModel, button: string | null, menuId?: string): Promise<ModelGrant> {
    const named = menuId ? model.menus.filter((menu) => menu.id === menuId) : model.menus;
    if (menuId && !named.length) throw forbidden();
    const switches = model.design.list.permissions;
    if (session.isAdministrator) return new ModelGrant(session, model, named[0] ?? null, DataScope.everything, null, null);
    const context = await kiln.grants.context(session.userId);
    const usable = named.find((menu) => {
      const grant = context.modules.get(menu.enCode);
      return grant && (!button || !switches.button || grant.buttons.has(button));
    });
    if (!usable) throw forbidden();
    const grant = context.modules.get(usable.enCode)!;
    const scope = switches.data ? await kiln.dataScopes.of(session, usable.enCode, model.dataFields) : DataScope.everything;
    return new ModelGrant(session, model, usable, scope, switches.column ? grant.columns : null, switches.form ? grant.forms : null);
  }

  seesColumn = (field: string) => this.columns === null || this.columns.has(field);
  seesField = (field: string) => this.formFields === null || this.formFields.has(field);
}
