// The user import (JNPF's user template): its columns, and how the rows become
// users. Names and codes are turned into ids with one look-up per column for
// the whole file; accounts already taken are refused; each user then meets the
// user form's own rules before the service creates it, as a form save would;
// the users are created together in one transaction, each whole or not at all.
import type { Kysely } from 'kysely';
import { userDictionaries, userExportColumns, type UserInput, type UserState } from '@core/api/users';
import { conditionIssues, prepareValues, type CompiledForm, type FormValues } from '@core/form';
import type { Database } from '../../db/schema';
import { validateBody } from '../../http/bodyValidator';
import { cells, type CheckedRow, type ImportColumn, type ImportContext, type RowOutcome, type SaveOutcome } from '../../imports/columns';
import { mapInTurns } from '../../imports/turns';
import { dictionaryMatcher, organizeMatcher, positionMatcher, roleMatcher, usersByAccount, type Match } from './importLookups';
import type { UserService } from './service';
import { takenAccounts } from './userInput';
import { userScopeOf } from './scope';

type ColumnField = (typeof userExportColumns)[number];
type DictionaryField = keyof typeof userDictionaries;

/** Values one organisation, position or role cell may list (the service allows 200 in all). */
const maxListed = 50;
const listLength = 1000;

const dictionaryColumn = (field: Exclude<DictionaryField, 'gender'>): ImportColumn => ({ field, title: `user.field.${field}`, maxLength: 50, jnpfKey: 'select', hint: 'userImport.hint.dictionary' });
const dateColumn = (field: 'entryDate' | 'birthday'): ImportColumn => ({ field, title: `user.field.${field}`, jnpfKey: 'date', hint: 'userImport.hint.date', parse: cells.date() });
const textColumn = (field: ColumnField, maxLength: number): ImportColumn => ({ field, title: `user.field.${field}`, maxLength });

const columnsByField: Record<ColumnField, ImportColumn> = {
  account: { field: 'account', title: 'user.field.account', required: true, unique: true, maxLength: 50, hint: 'userImport.hint.account', parse: cells.rule('account') },
  realName: { field: 'realName', title: 'user.field.realName', required: true, maxLength: 50 },
  gender: {
    field: 'gender',
    title: 'user.field.gender',
    required: true,
    jnpfKey: 'select',
    hint: 'userImport.hint.gender',
    parse: cells.choice([
      { value: 1, names: ['男', 'male'] },
      { value: 2, names: ['女', 'female'] },
      { value: 3, names: ['保密', 'secret'] },
    ]),
  },
  email: { field: 'email', title: 'user.field.email', maxLength: 50, parse: cells.rule('email') },
  organizeId: { field: 'organizeId', title: 'user.field.organizeId', required: true, maxLength: listLength, width: 30, jnpfKey: 'organizeSelect', hint: 'userImport.hint.organize' },
  managerId: { field: 'managerId', title: 'user.field.managerId', maxLength: 120, jnpfKey: 'userSelect', hint: 'userImport.hint.manager' },
  positionId: { field: 'positionId', title: 'user.field.positionId', maxLength: listLength, width: 24, jnpfKey: 'posSelect', hint: 'userImport.hint.position' },
  ranks: dictionaryColumn('ranks'),
  roleId: { field: 'roleId', title: 'user.field.roleId', maxLength: listLength, width: 24, jnpfKey: 'roleSelect', hint: 'userImport.hint.role' },
  sortCode: { field: 'sortCode', title: 'user.field.sortCode', jnpfKey: 'numInput', hint: 'userImport.hint.sortCode', parse: cells.integer(0, 999_999) },
  enabledMark: {
    field: 'enabledMark',
    title: 'user.field.enabledMark',
    jnpfKey: 'select',
    hint: 'userImport.hint.state',
    parse: cells.choice([
      { value: 1, names: ['启用', '啟用', 'enabled'] },
      { value: 0, names: ['禁用', 'disabled'] },
    ]),
  },
  description: textColumn('description', 500),
  nation: dictionaryColumn('nation'),
  nativePlace: textColumn('nativePlace', 50),
  entryDate: dateColumn('entryDate'),
  certificatesType: dictionaryColumn('certificatesType'),
  certificatesNumber: textColumn('certificatesNumber', 50),
  education: dictionaryColumn('education'),
  birthday: dateColumn('birthday'),
  telePhone: textColumn('telePhone', 20),
  landline: textColumn('landline', 50),
  mobilePhone: { field: 'mobilePhone', title: 'user.field.mobilePhone', maxLength: 20, parse: cells.rule('phone') },
  urgentContacts: textColumn('urgentContacts', 50),
  urgentTelePhone: textColumn('urgentTelePhone', 50),
  postalAddress: textColumn('postalAddress', 300),
};

/** The template's columns, in the order of JNPF's template and of the user export. */
export const userImportColumns: readonly ImportColumn[] = userExportColumns.map((field) => columnsByField[field]);

const profileDictionaries = (['ranks', 'nation', 'certificatesType', 'education'] as const).map((field) => ({ field, dictionary: userDictionaries[field] }));

/** The form fields the input's keys fill, by the column whose cell they came from (for messages). */
const columnOfField: Record<string, ColumnField> = { organizeIds: 'organizeId', positionIds: 'positionId', roleIds: 'roleId' };

/** A user ready to create. */
export interface UserImportRecord {
  input: UserInput;
}

const text = (row: CheckedRow, field: ColumnField) => (typeof row.values[field] === 'string' ? (row.values[field] as string) : '');
const listed = (row: CheckedRow, field: ColumnField) => cells.list(text(row, field));
/** A manager written as name/account: the account is the last part. */
const managerAccount = (written: string) => (written.split('/').pop() ?? '').trim();

export async function resolveUsers(db: Kysely<Database>, form: CompiledForm, rows: readonly CheckedRow[], context: ImportContext): Promise<RowOutcome<UserImportRecord>[]> {
  const { say } = context;
  const title = (field: ColumnField) => say({ key: `user.field.${field}` });
  const all = (field: ColumnField) => rows.flatMap((row) => listed(row, field));

  const [taken, managers, organizes, positions, roles, dictionaryItems] = await Promise.all([
    takenAccounts(db, rows.map((row) => text(row, 'account'))),
    usersByAccount(db, rows.map((row) => managerAccount(text(row, 'managerId'))).filter(Boolean)),
    organizeMatcher(db, all('organizeId')),
    positionMatcher(db, all('positionId')),
    roleMatcher(db, all('roleId')),
    dictionaryMatcher(
      db,
      profileDictionaries.map((entry) => entry.dictionary),
      rows.flatMap((row) => profileDictionaries.map((entry) => text(row, entry.field))).filter(Boolean),
    ),
  ]);

  // Each row meets the form's rules here: in turns, so other requests go on meanwhile.
  return mapInTurns(rows, (row): RowOutcome<UserImportRecord> => {
    const errors: string[] = [];
    const problem = (field: ColumnField, value: string, match: Exclude<Match, { id: string }>) => {
      if (match.problem === 'outside') return say({ key: 'userImport.positionOutside', params: { value } });
      if (match.problem === 'ambiguous' && field === 'organizeId') return say({ key: 'userImport.organizeAmbiguous', params: { value } });
      return say({ key: match.problem === 'ambiguous' ? 'userImport.ambiguous' : 'userImport.notFound', params: { title: title(field), value } });
    };
    const ids = (field: ColumnField, find: (value: string) => Match) => {
      const values = listed(row, field);
      if (values.length > maxListed) {
        errors.push(say({ key: 'userImport.tooManyValues', params: { title: title(field), max: maxListed } }));
        return [];
      }
      return values.flatMap((value) => {
        const match = find(value);
        if ('id' in match) return [match.id];
        errors.push(problem(field, value, match));
        return [];
      });
    };

    const account = text(row, 'account');
    if (taken.has(account.toLowerCase())) errors.push(say({ key: 'userImport.accountExists', params: { value: account } }));
    const organizeIds = ids('organizeId', organizes);
    const positionIds = ids('positionId', (value) => positions(value, organizeIds));
    const roleIds = ids('roleId', roles);
    const manager = text(row, 'managerId');
    const managerId = manager ? managers.get(managerAccount(manager).toLowerCase()) : '';
    if (managerId === undefined) errors.push(say({ key: 'userImport.notFound', params: { title: title('managerId'), value: manager } }));
    const dictionaryIds: Partial<Record<DictionaryField, string>> = {};
    for (const { field, dictionary } of profileDictionaries) {
      const written = text(row, field);
      if (!written) continue;
      const match = dictionaryItems(dictionary, written);
      if ('id' in match) dictionaryIds[field] = match.id;
      else errors.push(problem(field, written, match));
    }
    if (errors.length) return { errors };

    const input: UserInput = {
      account,
      realName: text(row, 'realName'),
      gender: row.values.gender as number,
      email: text(row, 'email'),
      mobilePhone: text(row, 'mobilePhone'),
      organizeIds,
      positionIds,
      roleIds,
      managerId: managerId ?? '',
      ranks: dictionaryIds.ranks ?? '',
      sortCode: (row.values.sortCode as number | null) ?? 0,
      enabledMark: ((row.values.enabledMark as UserState | null) ?? 1) as UserState,
      description: text(row, 'description'),
      nation: dictionaryIds.nation ?? '',
      nativePlace: text(row, 'nativePlace'),
      entryDate: (row.values.entryDate as number | null) ?? null,
      certificatesType: dictionaryIds.certificatesType ?? '',
      certificatesNumber: text(row, 'certificatesNumber'),
      education: dictionaryIds.education ?? '',
      birthday: (row.values.birthday as number | null) ?? null,
      telePhone: text(row, 'telePhone'),
      landline: text(row, 'landline'),
      urgentContacts: text(row, 'urgentContacts'),
      urgentTelePhone: text(row, 'urgentTelePhone'),
      postalAddress: text(row, 'postalAddress'),
    };
    // The form's own rules, as its save route applies them (prepared, then the schema, then conditions).
    const prepared = prepareValues(form, input as unknown as FormValues);
    const issues = [...validateBody(form.schema, prepared), ...conditionIssues(form, prepared)];
    if (issues.length) {
      const messages = issues.map((issue) => {
        const column = columnOfField[issue.field] ?? (issue.field in columnsByField ? (issue.field as ColumnField) : null);
        return column ? `${title(column)}：${say(issue.message)}` : say(issue.message);
      });
      return { errors: [...new Set(messages)] };
    }
    return { record: { input: prepared as unknown as UserInput } };
  });
}

/**
 * Creates the imported users in one transaction (the import's `saveAll`):
 * each created whole, as the user form's save would, or refused alone.
 */
export async function saveImportedUsers(users: UserService, records: readonly (UserImportRecord & { passwordHash: string })[], context: ImportContext): Promise<SaveOutcome[]> {
  const created = await users.createMany(
    records.map((record) => record.input),
    context.session,
    // Each row is placed as the user form would place it: within the importer's data scope.
    await userScopeOf(context.kiln, context.session),
    { passwordHash: records[0]?.passwordHash },
  );
  return created.map((outcome) => ('refusal' in outcome ? { refusal: outcome.refusal } : null));
}
