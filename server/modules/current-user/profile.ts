// A user's own personal information (JNPF's BaseInfo): what the profile page
// shows and the part of it the user may change.
import type { Kysely } from 'kysely';
import type { OwnBaseInfo } from '@core/api/currentUser';
import type { Database } from '../../db/schema';

/** The account fields, and the personal ones the user management screen shares: one declaration, the wire's (core/api). */
export type BaseInfo = OwnBaseInfo;

/** The fields the user may change; account, organisation and roles are the administrator's. */
export type BaseInfoInput = Pick<
  BaseInfo,
  | 'realName' | 'gender' | 'mobilePhone' | 'email' | 'signature' | 'nation' | 'nativePlace' | 'certificatesType'
  | 'certificatesNumber' | 'education' | 'birthday' | 'telePhone' | 'landline' | 'urgentContacts' | 'urgentTelePhone' | 'postalAddress'
>;

export async function readBaseInfo(db: Kysely<Database>, userId: string): Promise<BaseInfo> {
  const user = await db.selectFrom('base_user').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const organize = await db.selectFrom('base_organize').select('full_name').where('id', '=', user.organize_id).executeTakeFirst();
  const held = await db
    .selectFrom('base_user_relation as r')
    .leftJoin('base_position as p', (j) => j.onRef('p.id', '=', 'r.object_id').on('r.object_type', '=', 'Position'))
    .leftJoin('base_role as o', (j) => j.onRef('o.id', '=', 'r.object_id').on('r.object_type', '=', 'Role'))
    .select(['p.full_name as positionName', 'o.full_name as roleName'])
    .where('r.user_id', '=', userId)
    .execute();
  const names = (pick: (row: (typeof held)[number]) => string | null) => held.map(pick).filter(Boolean).join(',');
  return {
    id: user.id,
    account: user.account,
    realName: user.real_name,
    gender: user.gender,
    mobilePhone: user.mobile,
    email: user.email,
    headIcon: user.head_icon,
    organizeName: organize?.full_name ?? '',
    position: names((row) => row.positionName),
    roleName: names((row) => row.roleName),
    signature: user.signature,
    nation: user.nation,
    nativePlace: user.native_place,
    certificatesType: user.certificates_type,
    certificatesNumber: user.certificates_number,
    education: user.education,
    birthday: user.birthday === null ? null : Number(user.birthday),
    telePhone: user.tele_phone,
    landline: user.landline,
    urgentContacts: user.urgent_contacts,
    urgentTelePhone: user.urgent_tele_phone,
    postalAddress: user.postal_address,
    creatorTime: Number(user.created_at),
    prevLogTime: user.prev_log_time === null ? null : Number(user.prev_log_time),
  };
}

export async function updateBaseInfo(db: Kysely<Database>, userId: string, input: BaseInfoInput): Promise<void> {
  await db
    .updateTable('base_user')
    .set({
      real_name: input.realName,
      gender: input.gender,
      mobile: input.mobilePhone ?? '',
      email: input.email ?? '',
      signature: input.signature ?? '',
      nation: input.nation ?? '',
      native_place: input.nativePlace ?? '',
      certificates_type: input.certificatesType ?? '',
      certificates_number: input.certificatesNumber ?? '',
      education: input.education ?? '',
      birthday: input.birthday ?? null,
      tele_phone: input.telePhone ?? '',
      landline: input.landline ?? '',
      urgent_contacts: input.urgentContacts ?? '',
      urgent_tele_phone: input.urgentTelePhone ?? '',
      postal_address: input.postalAddress ?? '',
      updated_at: Date.now(),
    })
    .where('id', '=', userId)
    .execute();
}
