// A statement compiled once runs with each call's values, and refuses at its
// first run a value that would not be bound exactly once.
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compiledOnce } from '@server/db/compiledOnce';

interface Items {
  item: { id: string; name: string };
}

function open(): Kysely<Items> {
  const file = new SQLite(':memory:');
  file.exec("create table item (id text, name text); insert into item values ('1', '一'), ('2', '二')");
  return new Kysely<Items>({ dialect: new SqliteDialect({ database: file }) });
}

describe('compiledOnce', () => {
  it('runs the statement with each call\'s values', async () => {
    const db = open();
    const nameOf = compiledOnce((db: Kysely<Items>, id: string) => db.selectFrom('item').select('name').where('id', '=', id));
    expect(await nameOf(db, '1')).toEqual([{ name: '一' }]);
    expect(await nameOf(db, '2')).toEqual([{ name: '二' }]);
    expect(await nameOf(db, '3')).toEqual([]);
    // Another database compiles its own.
    expect(await nameOf(open(), '2')).toEqual([{ name: '二' }]);
  });

  it('refuses a value used twice, or not at all', async () => {
    const twice = compiledOnce((db: Kysely<Items>, id: string) => db.selectFrom('item').select('name').where('id', '=', id).where('name', '<>', id));
    await expect(twice(open(), '1')).rejects.toThrow(/must be one bound parameter, found 2/);
    const unused = compiledOnce((db: Kysely<Items>, _id: string) => db.selectFrom('item').select('name'));
    await expect(unused(open(), '1')).rejects.toThrow(/found 0/);
  });
});
