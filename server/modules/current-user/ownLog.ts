// The caller's own entries of the sign-in log (JNPF's profile 登录日志): paged
// and filtered in SQL, with JNPF's row fields (loginType 0 sign-in / 1 sign-out,
// loginMark 1 success / 0 failure) beside Kiln's category and success.
import type { Kysely } from 'kysely';
import { Type } from '@sinclair/typebox';
import type { Paged } from '@core/api/envelope';
import type { Language } from '@core/i18n/text';
import type { Database, SysLogTable } from '../../db/schema';
import { pageOf, pageQuerySchema, type PageQuery } from '../../db/paging';
import { integerEnum, stringEnum } from '../../http/routeParts';
import { containsText } from '../../db/search';
import { placeKeyOf } from '../../auth/signInLog';
import { say } from '../../http/texts';

export interface OwnLogQuery extends PageQuery {
  /** JNPF's log kind: 1 the sign-in log (sign-ins and sign-outs); absent: every own entry, password changes too. */
  category?: number;
  /** '0' sign-ins, '1' sign-outs ('' or absent: both). */
  loginType?: '' | '0' | '1';
  /** '1' successes, '0' failures. */
  loginMark?: '' | '0' | '1';
  /** Epoch ms, inclusive. */
  startTime?: number;
  endTime?: number;
}

export const ownLogQuerySchema = Type.Object({
  ...pageQuerySchema,
  category: Type.Optional(integerEnum([1])),
  // Query values arrive as text; JNPF's selects send 0 and 1, a cleared select ''.
  loginType: Type.Optional(stringEnum(['', '0', '1'])),
  loginMark: Type.Optional(stringEnum(['', '0', '1'])),
  startTime: Type.Optional(Type.Integer({ minimum: 0 })),
  endTime: Type.Optional(Type.Integer({ minimum: 0 })),
});

export interface OwnLogRow {
  id: string;
  category: SysLogTable['category'];
  success: number;
  /** Kept for Kiln's earlier readers; the same as ipAddress. */
  ipaddress: string;
  loginType: 0 | 1 | null;
  loginMark: 0 | 1;
  userName: string;
  ipAddress: string;
  ipAddressName: string;
  browser: string;
  platForm: string;
  requestDuration: number | null;
  abstracts: string;
  creatorTime: number;
}

const categoryNames: Record<SysLogTable['category'], string> = { login: 'sysLog.login', logout: 'sysLog.logout', password: 'sysLog.password' };

export async function ownLog(db: Kysely<Database>, userId: string, query: OwnLogQuery, language: Language): Promise<Paged<OwnLogRow>> {
  const user = await db.selectFrom('base_user').select(['real_name', 'account']).where('id', '=', userId).executeTakeFirst();
  const keyword = query.keyword?.trim() ?? '';
  const loginType = query.loginType || undefined;
  const loginMark = query.loginMark || undefined;
  const rows = db
    .selectFrom('base_sys_log')
    .selectAll()
    .where('user_id', '=', userId)
    .$if(query.category === 1 || loginType !== undefined, (q) => q.where('category', 'in', loginType === '0' ? ['login'] : loginType === '1' ? ['logout'] : ['login', 'logout']))
    .$if(loginMark !== undefined, (q) => q.where('success', '=', Number(loginMark)))
    .$if(query.startTime !== undefined, (q) => q.where('created_at', '>=', query.startTime ?? 0))
    .$if(query.endTime !== undefined, (q) => q.where('created_at', '<=', query.endTime ?? 0))
    .$if(keyword !== '', (q) => q.where(containsText(['ip', 'message'], keyword)));
  return pageOf(rows, { ...query, sort: 'desc' }, { columns: {}, defaultColumn: 'created_at', defaultDirection: 'desc', tieBreaker: 'id' }, (row) => ({
    id: row.id,
    category: row.category,
    success: row.success,
    ipaddress: row.ip,
    loginType: row.category === 'login' ? 0 : row.category === 'logout' ? 1 : null,
    loginMark: row.success === 1 ? 1 : 0,
    userName: user ? `${user.real_name}/${user.account}` : row.account,
    ipAddress: row.ip,
    ipAddressName: say({ key: placeKeyOf(row.ip) }, language),
    browser: '',
    platForm: '',
    requestDuration: null,
    abstracts: say({ key: categoryNames[row.category] }, language),
    creatorTime: Number(row.created_at),
  }));
}
