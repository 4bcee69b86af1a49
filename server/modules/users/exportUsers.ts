// The user list as an .xlsx (JNPF's ExportModal): the chosen columns, of the
// page the list shows or of every page, under the request's DataScope, with
// names in place of ids. Every column is text, so phone and ID numbers keep
// their digits.
import ExcelJS from 'exceljs';
import type { Selectable } from 'kysely';
import { userExportColumns, userDictionaries, type UserExportColumn, type UserExportQuery } from '@core/api/users';
import type { Language } from '@core/i18n/text';
import { formatEpoch } from '@core/widgets/text';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UserTable } from './tables';
import { badRequest } from '../../http/errors';
import { say } from '../../http/texts';
import type { DataScope } from '../../permission/dataScope';
import type { DownloadFile } from '../file/downloads';
import { dictionaryNames, userNames, type UserNames } from './names';
import type { UserService } from './service';
import { stateOf } from './userStates';

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The most rows one export writes. */
export const maxExportRows = 50_000;
/** Users read and named per query while writing every page. */
const batchSize = 1000;

type User = Selectable<UserTable>;
const stateWords = { 0: 'user.state.disabled', 1: 'user.state.enabled', 2: 'user.state.locked' } as const;

/** The chosen columns in the export's order; unknown ones are ignored, none means all. */
export function exportColumnsOf(selectKey: string | undefined): UserExportColumn[] {
  const chosen = new Set((selectKey ?? '').split(',').map((key) => key.trim()).filter(Boolean));
  const columns = userExportColumns.filter((column) => chosen.has(column));
  return columns.length > 0 ? columns : [...userExportColumns];
}

/** The sex dictionary's names by code (users store the code as a number). */
async function genderNames(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('base_dictionary_data as d')
    .innerJoin('base_dictionary_type as t', 't.id', 'd.dictionary_type_id')
    .select(['d.en_code', 'd.full_name'])
    .where('t.en_code', '=', userDictionaries.gender)
    .execute();
  return new Map(rows.map((row) => [row.en_code, row.full_name]));
}

async function batchCells(db: Kysely<Database>, users: readonly User[], columns: readonly UserExportColumn[], genders: Map<string, string>, language: Language): Promise<string[][]> {
  const [names, dictionary]: [UserNames, Map<string, string>] = await Promise.all([
    userNames(db, users),
    dictionaryNames(db, users.flatMap((user) => [user.ranks, user.nation, user.education, user.certificates_type])),
  ]);
  // A value typed as text (the profile page lets users type their nation) is written as it is.
  const item = (value: string) => dictionary.get(value) ?? value;
  const date = (value: number | null) => (value === null ? '' : formatEpoch(Number(value)));
  return users.map((user) => {
    const held = names.memberships.get(user.id)!;
    const cell: Record<UserExportColumn, () => string> = {
      account: () => user.account,
      realName: () => user.real_name,
      gender: () => genders.get(String(user.gender)) ?? String(user.gender),
      email: () => user.email,
      organizeId: () => held.organizeIds.map(names.organizeNamePath).filter(Boolean).join(','),
      managerId: () => names.userName(user.manager_id),
      positionId: () => held.positionIds.map(names.positionName).filter(Boolean).join(','),
      ranks: () => item(user.ranks),
      roleId: () => held.roleIds.map(names.roleName).filter(Boolean).join(','),
      sortCode: () => String(user.sort_code),
      enabledMark: () => say({ key: stateWords[stateOf(user)] }, language),
      description: () => user.description,
      nation: () => item(user.nation),
      nativePlace: () => user.native_place,
      entryDate: () => date(user.entry_date),
      certificatesType: () => item(user.certificates_type),
      certificatesNumber: () => user.certificates_number,
      education: () => item(user.education),
      birthday: () => date(user.birthday),
      telePhone: () => user.tele_phone,
      landline: () => user.landline,
      mobilePhone: () => user.mobile,
      urgentContacts: () => user.urgent_contacts,
      urgentTelePhone: () => user.urgent_tele_phone,
      postalAddress: () => user.postal_address,
    };
    return columns.map((column) => cell[column]());
  });
}

export async function exportUsers(users: UserService, db: Kysely<Database>, query: UserExportQuery, scope: DataScope, language: Language): Promise<DownloadFile> {
  const columns = exportColumnsOf(query.selectKey);
  const filtered = (await users.filtered(query, scope)).selectAll('u');
  const everyPage = Number(query.dataType) === 1;
  if (everyPage) {
    const counted = await filtered.clearSelect().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    if (Number(counted?.total ?? 0) > maxExportRows) throw badRequest('user.exportTooMany', { max: maxExportRows });
  }
  const pageSize = everyPage ? batchSize : Math.max(1, Number(query.pageSize ?? 20));
  const firstPage = everyPage ? 1 : Math.max(1, Number(query.currentPage ?? 1));
  const genders = await genderNames(db);

  const workbook = new ExcelJS.Workbook();
  const sheetName = say({ key: 'user.exportSheet' }, language);
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: say({ key: `user.field.${column}` }, language), width: column === 'organizeId' || column === 'postalAddress' ? 40 : 16, style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  for (let page = firstPage; ; page += 1) {
    const batch = await users.ordered(filtered, query).limit(pageSize).offset((page - 1) * pageSize).execute();
    for (const cells of await batchCells(db, batch, columns, genders, language)) sheet.addRow(cells);
    if (!everyPage || batch.length < pageSize) break;
  }
  const stamp = formatEpoch(Date.now(), 'YYYYMMDDHHmmss');
  return { name: `${sheetName}${stamp}.xlsx`, contentType: xlsxContentType, content: Buffer.from(await workbook.xlsx.writeBuffer()) };
}
