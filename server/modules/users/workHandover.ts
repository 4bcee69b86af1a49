// Work handover (JNPF's 工作交接, for someone leaving): what a user holds — the
// organisations they manage, the users who report to them, the records they
// created in Kiln's tables and in every released model's — and its passing to
// another user, all in one transaction. What moves is a change to those
// records: a non-administrator needs each kind's edit right and every moving
// record within their data scope of its menu entry, both users within their
// user scope, and leaves administrators' work to administrators.
import { sql, type Kysely } from 'kysely';
import type { UserWork, WorkHandoverInput, WorkKind, WorkNode } from '@core/api/users';
import type { Language } from '@core/i18n/text';
import type { ModelDesign } from '@core/model/design';
import type { Kiln } from '../../context';
import type { Database } from '../../db/schema';
import { ApiError, badRequest } from '../../http/errors';
import type { SessionContext } from '../../http/routeAccess';
import { say } from '../../http/texts';
import { aliasOf, DataScope } from '../../permission/dataScope';
import { listed } from '../../permission/grantNames';
import type { Delegator } from '../../permission/delegation';
import { visibleUserIds } from './scope';
import { organizePaths } from './names';
import type { UserService } from './service';
import { managerChain, refuse } from './userInput';

/**
 * Kiln's tables whose rows remember who created them, by a short kind (a leaf's
 * id is `record--{kind}`), with the menu entry whose edit right changes them.
 */
const builtInRecords = {
  organize: { table: 'base_organize', module: 'permission.organize' },
  position: { table: 'base_position', module: 'permission.position' },
  role: { table: 'base_role', module: 'permission.role' },
  group: { table: 'base_group', module: 'permission.group' },
  user: { table: 'base_user', module: 'permission.user' },
  billRule: { table: 'base_bill_rule', module: 'system.billRule' },
  widgetSample: { table: 'dev_widget_sample', module: 'devTools.widgetGallery' },
} as const satisfies Record<string, { table: keyof Database; module: string }>;

/** One kind of created records: a built-in table, or a released model's main table (kind `model.{id}`). */
interface RecordKind {
  kind: string;
  /** A table Kysely's schema names, or a model's (a checked identifier its release made). */
  table: string;
  /** The menu entry whose edit right changes them and whose data schemes hold them back. */
  module: string;
  /** What the dialog and the refusals call them. */
  name(language: Language): string;
  /** The button changing them needs: none where a model's list leaves buttons ungranted. */
  button: string | null;
  /** Whether the entry's data schemes apply: not where a model's list leaves data ungranted. */
  scoped: boolean;
}

const modelKindPrefix = 'model.';

/**
 * Every kind, by its name: the built-in ones, then one per released model with a
 * menu entry, under its first entry (as the runtime picks one when none is named).
 * A Map, so a name a plain object answers to (constructor, __proto__) is no kind.
 */
async function recordKinds(db: Kysely<Database>): Promise<Map<string, RecordKind>> {
  const kinds = new Map<string, RecordKind>();
  for (const [kind, { table, module }] of Object.entries(builtInRecords)) {
    kinds.set(kind, { kind, table, module, name: (language) => say({ key: `user.record.${kind}` }, language), button: 'btn_edit', scoped: true });
  }
  const models = await db
    .selectFrom('base_visual_dev as v')
    .innerJoin('base_visual_dev_release as r', (join) => join.onRef('r.model_id', '=', 'v.id').onRef('r.version', '=', 'v.version'))
    .select(['v.id', 'v.menu_ids', 'r.design_json'])
    .orderBy('v.sort_code')
    .orderBy('v.id')
    .execute();
  const menuIds = models.flatMap((model) => JSON.parse(model.menu_ids) as string[]);
  const entries = menuIds.length
    ? await db.selectFrom('base_module').select(['id', 'en_code', 'full_name']).where('id', 'in', menuIds).orderBy('sort_code').orderBy('id').execute()
    : [];
  for (const model of models) {
    const ids = new Set(JSON.parse(model.menu_ids) as string[]);
    const entry = entries.find((candidate) => ids.has(candidate.id));
    if (!entry) continue;
    // The release's design: the table its records are in, and what its list lets grants limit.
    const { list, tables } = JSON.parse(model.design_json) as ModelDesign;
    const kind = `${modelKindPrefix}${model.id}`;
    const button = list.permissions.button ? 'btn_edit' : null;
    kinds.set(kind, { kind, table: tables.main.table, module: entry.en_code, name: () => entry.full_name, button, scoped: list.permissions.data });
  }
  return kinds;
}

// The tables share the column; Kysely cannot name a union of tables, nor a model's.
const createdTable = (kind: RecordKind) => kind.table as 'base_bill_rule';

/** Organisations a user manages change through the organisation menu. */
const organizeModule = 'permission.organize';

const leaf = (kind: WorkKind, id: string, fullName: string): WorkNode => ({ id: `${kind}--${id}`, fullName });

/** What `fromId` holds, as the handover dialog's trees. */
export async function workOf(kiln: Kiln, users: UserService, fromId: string, scope: DataScope, language: Language): Promise<UserWork> {
  const from = await users.visible(fromId, scope);
  const db = kiln.db;
  const kinds = [...(await recordKinds(db)).values()];
  const [organizes, reports, counts] = await Promise.all([
    db.selectFrom('base_organize').select(['id', 'full_name']).where('manager_id', '=', from.id).orderBy('organize_id_tree').execute(),
    db.selectFrom('base_user').select(['id', 'real_name', 'account']).where('manager_id', '=', from.id).orderBy('sort_code').orderBy('id').execute(),
    Promise.all(
      kinds.map(async (kind) => {
        const row = await db.selectFrom(createdTable(kind)).select((eb) => eb.fn.countAll<number>().as('n')).where('creator_user_id', '=', from.id).executeTakeFirst();
        return [kind, Number(row?.n ?? 0)] as const;
      }),
    ),
  ]);
  const paths = await organizePaths(db, organizes.map((row) => row.id));
  const root = (kind: WorkKind, children: WorkNode[]): WorkNode[] => (children.length ? [{ id: kind, fullName: say({ key: `user.work.${kind}` }, language), children }] : []);
  return {
    flow: [],
    wait: [],
    permission: [
      ...root('organize', organizes.map((row) => leaf('organize', row.id, paths.namePath(row.id) || row.full_name))),
      ...root('user', reports.map((row) => leaf('user', row.id, `${row.real_name}/${row.account}`))),
      ...root('record', counts.filter(([, n]) => n > 0).map(([kind, n]) => leaf('record', kind.kind, `${kind.name(language)}（${n}）`))),
    ],
  };
}

interface Selection {
  organizes: 'all' | string[];
  users: 'all' | string[];
  records: RecordKind[];
}

/** Whole kinds from Kiln's form, or the checked leaves of JNPF's dialog (its half-checked roots say nothing). */
function selectionOf(input: WorkHandoverInput, recordKinds: ReadonlyMap<string, RecordKind>): Selection {
  const kinds = new Set(input.kinds ?? []);
  const picked = (kind: WorkKind) =>
    (input.permissionList ?? []).filter((id) => id.startsWith(`${kind}--`)).map((id) => id.slice(kind.length + 2));
  return {
    organizes: kinds.has('organize') ? 'all' : picked('organize'),
    users: kinds.has('user') ? 'all' : picked('user'),
    records: kinds.has('record') ? [...recordKinds.values()] : [...new Set(picked('record'))].flatMap((kind) => recordKinds.get(kind) ?? []),
  };
}

const isEmpty = (s: Selection) => s.records.length === 0 && [s.organizes, s.users].every((part) => part !== 'all' && part.length === 0);

/**
 * The records of one menu entry whose `column` names the leaving user, as the
 * actor may change them: the entry's edit right, and the scope of its data
 * schemes (read before the transaction, as every scope is).
 */
interface MovedRecords {
  table: string;
  column: 'creator_user_id' | 'manager_id';
  /** What the refusals call them. */
  name: string;
  mayEdit: boolean;
  scope: DataScope;
  /** How the scope's columns name the table. */
  alias: string;
  /** Only these rows, when the dialog chose some. */
  ids?: string[];
}

async function movedRecords(
  kiln: Kiln,
  session: SessionContext,
  access: { module: string; button: string | null; scoped: boolean },
  records: Omit<MovedRecords, 'mayEdit' | 'scope' | 'alias'>,
): Promise<MovedRecords> {
  const { module, button } = access;
  // Code declares a built-in entry's fields; a model's come from its release (the DataFieldSource's providers).
  const fields = await kiln.dataFieldSource.fieldsOf(module);
  const [mayEdit, scope] = await Promise.all([
    session.isAdministrator || kiln.grants.mayUse(session.userId, module, button ?? undefined),
    access.scoped ? kiln.dataScopes.of(session, module, fields) : DataScope.everything,
  ]);
  return { ...records, mayEdit, scope, alias: fields ? aliasOf(fields) : 'r' };
}

/** Refuses moving records the actor may not change: without the edit right, or some outside their data scope. */
async function checkMove(db: Kysely<Database>, records: MovedRecords, fromId: string): Promise<void> {
  const named = (scoped: boolean) => {
    const table = db.selectFrom(sql<Record<string, string>>`${sql.table(records.table)}`.as(records.alias));
    let query = (scoped ? records.scope.apply(table) : table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(sql.ref(`${records.alias}.${records.column}`), '=', fromId);
    if (records.ids) query = query.where(sql.ref(`${records.alias}.id`), 'in', records.ids.length ? records.ids : ['']);
    return query.executeTakeFirst().then((row) => Number(row?.n ?? 0));
  };
  const all = await named(false);
  if (all === 0) return;
  if (!records.mayEdit) throw new ApiError(403, { key: 'user.handoverNoRight', params: { kind: records.name } });
  if (!records.scope.unrestricted && (await named(true)) < all) {
    throw new ApiError(403, { key: 'delegation.recordsOutsideScope', params: { kind: records.name } });
  }
}

/** Moves what is chosen from `fromId` to the receiving user, in one transaction. */
export async function handOver(
  kiln: Kiln,
  users: UserService,
  input: WorkHandoverInput,
  session: SessionContext,
  scope: DataScope,
  language: Language,
): Promise<void> {
  const toId = (input.toId || input.handoverUser || '').trim();
  if (!toId) throw refuse('handoverUser', 'user.handoverUserRequired');
  const selection = selectionOf(input, await recordKinds(kiln.db));
  if (isEmpty(selection)) throw refuse('kinds', 'user.handoverKindsRequired');
  const from = await users.visible(input.fromId, scope);
  const delegator = await kiln.delegation.of(session);
  delegator.confirmNoAdministrators([from.id]);
  if (toId === from.id) throw refuse('handoverUser', 'user.handoverSelf');
  if (delegator.isAdministrator(toId)) throw refuse('handoverUser', 'user.handoverAdministrator');
  // The leaver's reports and records would be the actor's own: within their reach on every screen.
  if (toId === session.userId && !delegator.unrestricted) throw new ApiError(403, { key: 'delegation.selfReceiver' });
  const to = await kiln.db.selectFrom('base_user').select(['id', 'real_name', 'manager_id', 'enabled_mark']).where('id', '=', toId).executeTakeFirst();
  if (!to || Number(to.enabled_mark) !== 1) throw refuse('handoverUser', 'user.handoverTargetNotFound');
  if (!(await users.isVisible(to.id, scope))) throw new ApiError(403, { key: 'delegation.usersOutsideScope', params: { names: to.real_name } });
  // Below the actor, the leaver's reports and records come within the actor's reach (本人及下属) on every screen:
  // only work that was there already may go there.
  if (!delegator.unrestricted && from.id !== session.userId) {
    const [toChain, fromChain] = await Promise.all([managerChain(kiln.db, to.id), managerChain(kiln.db, from.manager_id)]);
    if (toChain.includes(session.userId) && !fromChain.includes(session.userId)) throw new ApiError(403, { key: 'delegation.handoverIntoOwnReach' });
  }

  const named = (key: string) => say({ key }, language);
  const organizeIds = selection.organizes === 'all' ? undefined : selection.organizes;
  const organizes =
    organizeIds === undefined || organizeIds.length > 0
      ? await movedRecords(
          kiln,
          session,
          { module: organizeModule, button: 'btn_edit', scoped: true },
          { table: 'base_organize', column: 'manager_id', name: named('user.work.organize'), ids: organizeIds },
        )
      : null;
  const records = await Promise.all(
    selection.records.map((kind) => movedRecords(kiln, session, kind, { table: kind.table, column: 'creator_user_id', name: kind.name(language) })),
  );
  await kiln.db.transaction().execute(async (trx) => {
    if (organizes) {
      await checkMove(trx, organizes, from.id);
      let update = trx.updateTable('base_organize').set({ manager_id: to.id, updated_at: Date.now() }).where('manager_id', '=', from.id);
      if (organizes.ids) update = update.where('id', 'in', organizes.ids.length ? organizes.ids : ['']);
      await update.execute();
    }
    for (const moved of records) {
      await checkMove(trx, moved, from.id);
      if (moved.table === 'base_user') {
        const created = await trx.selectFrom('base_user').select('id').where('creator_user_id', '=', from.id).execute();
        delegator.confirmNoAdministrators(created.map((row) => row.id));
      }
      await trx.updateTable(moved.table as 'base_bill_rule').set({ creator_user_id: to.id }).where('creator_user_id', '=', from.id).execute();
    }
    // Last, so that a refusal here shows the transaction leaves nothing half moved.
    await moveReports(trx, from, to, selection.users, scope, delegator);
  });
}

/**
 * The reports move under the receiving user. If the receiver reported to the
 * leaver too, they take the leaver's place under the leaver's manager. A
 * receiver below one of the moving reports would close a loop: refused.
 */
async function moveReports(
  trx: Kysely<Database>,
  from: { id: string; manager_id: string },
  to: { id: string; manager_id: string },
  chosen: 'all' | string[],
  scope: DataScope,
  delegator: Delegator,
): Promise<void> {
  if (chosen !== 'all' && chosen.length === 0) return;
  let select = trx.selectFrom('base_user as u').select(['u.id', 'u.real_name']).where('u.manager_id', '=', from.id);
  if (chosen !== 'all') select = select.where('u.id', 'in', chosen);
  const reports = await select.execute();
  if (reports.length === 0) return;
  const moving = reports.map((row) => row.id);
  // Each report is changed (their manager): the actor must see every one, and administrators are changed by administrators.
  delegator.confirmNoAdministrators(moving);
  const seen = await visibleUserIds(trx, scope, moving);
  const unseen = reports.filter((row) => !seen.has(row.id));
  if (unseen.length > 0) throw new ApiError(403, { key: 'delegation.usersOutsideScope', params: { names: listed(unseen.map((row) => row.real_name)) } });
  const promoted = moving.includes(to.id);
  const others = moving.filter((id) => id !== to.id);
  const above = await managerChain(trx, promoted ? from.manager_id : to.manager_id);
  if (others.some((id) => above.includes(id))) throw badRequest('user.handoverCycle');
  if (promoted) await trx.updateTable('base_user').set({ manager_id: from.manager_id === to.id ? '' : from.manager_id }).where('id', '=', to.id).execute();
  if (others.length > 0) await trx.updateTable('base_user').set({ manager_id: to.id, updated_at: Date.now() }).where('id', 'in', others).execute();
}
