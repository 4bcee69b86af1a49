// Work handover (JNPF's 工作交接, for someone leaving): what a user holds — the
// organisations they manage, the users who report to them, the records they
// created — and its passing to another user, all in one transaction.
import type { Kysely } from 'kysely';
import type { UserWork, WorkHandoverInput, WorkKind, WorkNode } from '@core/api/users';
import type { Language } from '@core/i18n/text';
import type { Kiln } from '../../context';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { say } from '../../http/texts';
import type { DataScope } from '../../permission/dataScope';
import { organizePaths } from './names';
import type { UserService } from './service';
import { managerChain, refuse } from './userInput';

/** Kiln's tables whose rows remember who created them, by a short kind (a leaf's id is `record--{kind}`). */
const createdRecords = {
  organize: 'base_organize',
  position: 'base_position',
  role: 'base_role',
  group: 'base_group',
  user: 'base_user',
  billRule: 'base_bill_rule',
  purchase: 'demo_purchase_request',
  widgetSample: 'dev_widget_sample',
} as const satisfies Record<string, keyof Database>;
type RecordKind = keyof typeof createdRecords;
const recordKinds = Object.keys(createdRecords) as RecordKind[];
// The tables share the column; Kysely cannot name a union of tables.
const createdTable = (kind: RecordKind) => createdRecords[kind] as 'base_bill_rule';

const leaf = (kind: WorkKind, id: string, fullName: string): WorkNode => ({ id: `${kind}--${id}`, fullName });

/** What `fromId` holds, as the handover dialog's trees. */
export async function workOf(kiln: Kiln, users: UserService, fromId: string, scope: DataScope, language: Language): Promise<UserWork> {
  const from = await users.visible(fromId, scope);
  const db = kiln.db;
  const [organizes, reports, counts] = await Promise.all([
    db.selectFrom('base_organize').select(['id', 'full_name']).where('manager_id', '=', from.id).orderBy('organize_id_tree').execute(),
    db.selectFrom('base_user').select(['id', 'real_name', 'account']).where('manager_id', '=', from.id).orderBy('sort_code').orderBy('id').execute(),
    Promise.all(
      recordKinds.map(async (kind) => {
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
      ...root('record', counts.filter(([, n]) => n > 0).map(([kind, n]) => leaf('record', kind, `${say({ key: `user.record.${kind}` }, language)}（${n}）`))),
    ],
  };
}

interface Selection {
  organizes: 'all' | string[];
  users: 'all' | string[];
  records: RecordKind[];
}

/** Whole kinds from Kiln's form, or the checked leaves of JNPF's dialog (its half-checked roots say nothing). */
function selectionOf(input: WorkHandoverInput): Selection {
  const kinds = new Set(input.kinds ?? []);
  const picked = (kind: WorkKind) =>
    (input.permissionList ?? []).filter((id) => id.startsWith(`${kind}--`)).map((id) => id.slice(kind.length + 2));
  return {
    organizes: kinds.has('organize') ? 'all' : picked('organize'),
    users: kinds.has('user') ? 'all' : picked('user'),
    records: kinds.has('record') ? recordKinds : picked('record').filter((kind): kind is RecordKind => kind in createdRecords),
  };
}

const isEmpty = (s: Selection) => s.records.length === 0 && [s.organizes, s.users].every((part) => part !== 'all' && part.length === 0);

/** Moves what is chosen from `fromId` to the receiving user, in one transaction. */
export async function handOver(kiln: Kiln, users: UserService, input: WorkHandoverInput, scope: DataScope): Promise<void> {
  const toId = (input.toId || input.handoverUser || '').trim();
  if (!toId) throw refuse('handoverUser', 'user.handoverUserRequired');
  const selection = selectionOf(input);
  if (isEmpty(selection)) throw refuse('kinds', 'user.handoverKindsRequired');
  const from = await users.visible(input.fromId, scope);
  if (toId === from.id) throw refuse('handoverUser', 'user.handoverSelf');
  const config = await kiln.sysConfig.get();
  if (config.adminIds.includes(toId)) throw refuse('handoverUser', 'user.handoverAdministrator');
  const to = await kiln.db.selectFrom('base_user').select(['id', 'manager_id', 'enabled_mark']).where('id', '=', toId).executeTakeFirst();
  if (!to || Number(to.enabled_mark) !== 1) throw refuse('handoverUser', 'user.handoverTargetNotFound');

  await kiln.db.transaction().execute(async (trx) => {
    if (selection.organizes === 'all' || selection.organizes.length > 0) {
      let update = trx.updateTable('base_organize').set({ manager_id: to.id, updated_at: Date.now() }).where('manager_id', '=', from.id);
      if (selection.organizes !== 'all') update = update.where('id', 'in', selection.organizes);
      await update.execute();
    }
    for (const kind of selection.records) {
      await trx.updateTable(createdTable(kind)).set({ creator_user_id: to.id }).where('creator_user_id', '=', from.id).execute();
    }
    // Last, so that a refusal here shows the transaction leaves nothing half moved.
    await moveReports(trx, from, to, selection.users);
  });
}

/**
 * The reports move under the receiving user. If the receiver reported to the
 * leaver too, they take the leaver's place under the leaver's manager. A
 * receiver below one of the moving reports would close a loop: refused.
 */
async function moveReports(trx: Kysely<Database>, from: { id: string; manager_id: string }, to: { id: string; manager_id: string }, chosen: 'all' | string[]): Promise<void> {
  if (chosen !== 'all' && chosen.length === 0) return;
  let select = trx.selectFrom('base_user').select('id').where('manager_id', '=', from.id);
  if (chosen !== 'all') select = select.where('id', 'in', chosen);
  const moving = (await select.execute()).map((row) => row.id);
  if (moving.length === 0) return;
  const promoted = moving.includes(to.id);
  const others = moving.filter((id) => id !== to.id);
  const above = await managerChain(trx, promoted ? from.manager_id : to.manager_id);
  if (others.some((id) => above.includes(id))) throw badRequest('user.handoverCycle');
  if (promoted) await trx.updateTable('base_user').set({ manager_id: from.manager_id === to.id ? '' : from.manager_id }).where('id', '=', to.id).execute();
  if (others.length > 0) await trx.updateTable('base_user').set({ manager_id: to.id, updated_at: Date.now() }).where('id', 'in', others).execute();
}
