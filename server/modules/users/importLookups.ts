// The user import's look-ups: every name or code the file gives for
// organisations, managers, positions, roles and dictionary items read in one
// query per column for the whole file (in slices of a thousand values only
// when a file names more), then matched row by row in memory. Accounts already
// taken are the service's look-up (userInput's takenAccounts).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { organizePath } from '../organize/paths';
import { inSlices } from '../../db/slices';

/** A match: the one id, or why there is none. */
export type Match = { id: string } | { problem: 'notFound' | 'ambiguous' | 'outside' };

interface Named {
  id: string;
  full_name: string;
  en_code: string;
}

/** A code names one record; otherwise a name that only one record carries. */
function byCodeOrName<T extends Named>(candidates: readonly T[], text: string): { match?: T; ambiguous: boolean } {
  const byCode = candidates.filter((row) => row.en_code === text);
  if (byCode.length === 1) return { match: byCode[0], ambiguous: false };
  const byName = candidates.filter((row) => row.full_name === text);
  if (byName.length === 1) return { match: byName[0], ambiguous: false };
  return { ambiguous: byName.length > 1 || byCode.length > 1 };
}

/** Users by lower-cased account (managers). */
export async function usersByAccount(db: Kysely<Database>, accounts: readonly string[]): Promise<Map<string, string>> {
  const lowered = accounts.map((account) => account.toLowerCase());
  const rows = await inSlices(lowered, (part) => db.selectFrom('base_user').select(['id', sql<string>`lower(account)`.as('account')]).where(sql<string>`lower(account)`, 'in', part).execute());
  return new Map(rows.map((row) => [row.account, row.id]));
}

interface Organize extends Named {
  organize_id_tree: string;
}

/**
 * Organisations written as a name path ('Kiln 示例集团/研发部', from the top or
 * only its last levels), a single name, or a code. Every segment of every path
 * is read in the same query, so the ancestors a path names are at hand.
 */
export async function organizeMatcher(db: Kysely<Database>, texts: readonly string[]): Promise<(text: string) => Match> {
  const segments = texts.flatMap((text) => text.split('/').map((part) => part.trim()).filter(Boolean));
  const rows = await inSlices(segments, (part) =>
    db.selectFrom('base_organize').select(['id', 'full_name', 'en_code', 'organize_id_tree']).where((eb) => eb.or([eb('full_name', 'in', part), eb('en_code', 'in', part)])).execute(),
  );
  const byId = new Map<string, Organize>(rows.map((row) => [row.id, row]));
  const names = (id: string) => {
    const row = byId.get(id);
    return row ? [row.full_name, row.en_code] : [];
  };
  return (text) => {
    const path = text.split('/').map((part) => part.trim()).filter(Boolean);
    const last = path[path.length - 1] ?? '';
    if (path.length <= 1) {
      const { match, ambiguous } = byCodeOrName(rows, last);
      return match ? { id: match.id } : { problem: ambiguous ? 'ambiguous' : 'notFound' };
    }
    const found = rows.filter((row) => {
      if (row.full_name !== last && row.en_code !== last) return false;
      const ancestors = organizePath(row.organize_id_tree).filter((id) => id !== row.id);
      if (ancestors.length < path.length - 1) return false;
      const tail = ancestors.slice(ancestors.length - (path.length - 1));
      return tail.every((id, i) => names(id).includes(path[i]));
    });
    if (found.length === 1) return { id: found[0].id };
    return { problem: found.length > 1 ? 'ambiguous' : 'notFound' };
  };
}

interface Position extends Named {
  organize_id: string;
}

/** Positions by name or code, among those of the user's organisations. */
export async function positionMatcher(db: Kysely<Database>, texts: readonly string[]): Promise<(text: string, organizeIds: readonly string[]) => Match> {
  const rows: Position[] = await inSlices(texts, (part) =>
    db.selectFrom('base_position').select(['id', 'full_name', 'en_code', 'organize_id']).where((eb) => eb.or([eb('full_name', 'in', part), eb('en_code', 'in', part)])).execute(),
  );
  return (text, organizeIds) => {
    const anywhere = rows.filter((row) => row.full_name === text || row.en_code === text);
    if (anywhere.length === 0) return { problem: 'notFound' };
    const { match, ambiguous } = byCodeOrName(
      anywhere.filter((row) => organizeIds.includes(row.organize_id)),
      text,
    );
    if (match) return { id: match.id };
    return { problem: ambiguous ? 'ambiguous' : 'outside' };
  };
}

/** Roles by name or code (whether one may be given to the user's organisations is the service's check). */
export async function roleMatcher(db: Kysely<Database>, texts: readonly string[]): Promise<(text: string) => Match> {
  const rows = await inSlices(texts, (part) =>
    db.selectFrom('base_role').select(['id', 'full_name', 'en_code']).where((eb) => eb.or([eb('full_name', 'in', part), eb('en_code', 'in', part)])).execute(),
  );
  return (text) => {
    const { match, ambiguous } = byCodeOrName(rows, text);
    return match ? { id: match.id } : { problem: ambiguous ? 'ambiguous' : 'notFound' };
  };
}

/** Items of the named dictionaries by name or code: one query for all dictionary columns. */
export async function dictionaryMatcher(db: Kysely<Database>, dictionaries: readonly string[], texts: readonly string[]): Promise<(dictionary: string, text: string) => Match> {
  const rows = await inSlices(texts, (part) =>
    db
      .selectFrom('base_dictionary_data as d')
      .innerJoin('base_dictionary_type as t', 't.id', 'd.dictionary_type_id')
      .select(['d.id', 'd.full_name', 'd.en_code', 't.en_code as dictionary'])
      .where('t.en_code', 'in', [...dictionaries])
      .where((eb) => eb.or([eb('d.full_name', 'in', part), eb('d.en_code', 'in', part)]))
      .execute(),
  );
  return (dictionary, text) => {
    const { match, ambiguous } = byCodeOrName(
      rows.filter((row) => row.dictionary === dictionary),
      text,
    );
    return match ? { id: match.id } : { problem: ambiguous ? 'ambiguous' : 'notFound' };
  };
}
