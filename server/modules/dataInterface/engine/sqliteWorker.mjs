// The SQLite reader of data interfaces, in its own thread so that a statement
// that runs too long can be stopped by ending the thread (better-sqlite3 runs
// synchronously and cannot be interrupted otherwise). It opens the database
// file read-only, runs only statements better-sqlite3 reports as read-only
// readers (its prepare refuses a second statement), and before the first run
// of a statement maps every table it reads — the EXPLAIN program's OpenRead
// root pages, through sqlite_schema — against the allow-list it is given.
// A statement marked `json` is answered as the JSON text of its rows, made
// here (on the second core) so the main thread neither copies the rows out of
// the message nor serialises them again: it splices the text into its answer.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');

const statementCacheSize = 200;
/** Prepared statements by SQL text. */
const statements = new Map();
/** Tables each statement reads, by SQL text, for the schema version they were read under. */
const tablesRead = new Map();
let schemaVersion = -1;
/** Root page → the table it stores (an index's root maps to its table). */
let tableOfRoot = new Map();

function refusal(code, detail = '') {
  return Object.assign(new Error(code), { refusal: code, detail });
}

const schemaVersionOf = db.prepare('pragma schema_version').pluck();

function readSchema() {
  const version = schemaVersionOf.get();
  if (version === schemaVersion) return;
  schemaVersion = version;
  statements.clear();
  tablesRead.clear();
  tableOfRoot = new Map([[1, 'sqlite_schema']]);
  for (const row of db.prepare('select tbl_name, rootpage from sqlite_schema where rootpage > 0').all()) tableOfRoot.set(row.rootpage, row.tbl_name);
}

function prepared(sql) {
  let statement = statements.get(sql);
  if (!statement) {
    try {
      statement = db.prepare(sql);
    } catch (error) {
      // better-sqlite3 refuses a string holding more than one statement here.
      throw refusal(/more than one statement/i.test(error.message) ? 'twoStatements' : 'sql', error.message);
    }
    if (!statement.reader || !statement.readonly) throw refusal('writes');
    if (statements.size >= statementCacheSize) statements.delete(statements.keys().next().value);
    statements.set(sql, statement);
  }
  return statement;
}

/**
 * How many json_each / json_tree calls the statement makes (outside literals and comments): the only virtual
 * tables it may open. Others (pragma_*, dbstat, sqlite_dbpage) read what no allow-list names, and open with
 * VOpen, not OpenRead; EXPLAIN does not name a virtual table's module, so the opens are counted against the calls.
 */
function jsonTableCalls(sql) {
  const code = sql.replace(/'(?:[^']|'')*'|--[^\n]*|\/\*[\s\S]*?(?:\*\/|$)/g, ' ');
  return (code.match(/\bjson_(?:each|tree)\b/gi) ?? []).length;
}

/** The tables the statement reads, from its program: OpenRead (and ReopenIdx) name root pages; any write opcode is refused. */
function tablesOf(sql, values) {
  let tables = tablesRead.get(sql);
  if (tables) return tables;
  tables = new Set();
  let virtualOpens = 0;
  for (const op of db.prepare(`EXPLAIN ${sql}`).all(values)) {
    if (op.opcode === 'OpenWrite' || op.opcode === 'VUpdate' || op.opcode === 'ParseSchema') throw refusal('writes');
    if (op.opcode === 'VOpen') virtualOpens += 1;
    if (op.opcode === 'OpenRead' || op.opcode === 'ReopenIdx') {
      // p3 is the database: only the main file's tables can be on the allow-list.
      const table = op.p3 === 0 ? tableOfRoot.get(op.p2) : undefined;
      tables.add(table ?? `#${op.p3}:${op.p2}`);
    }
  }
  if (virtualOpens > jsonTableCalls(sql)) throw refusal('table', '(virtual table)');
  tablesRead.set(sql, tables);
  return tables;
}

function rowValue(value) {
  if (typeof value === 'bigint') return Number(value);
  if (Buffer.isBuffer(value)) return value.toString('base64');
  return value;
}

function read({ sql, values, json }, allowedSet, maxRows, maxBytes) {
  const statement = prepared(sql);
  for (const table of tablesOf(sql, values)) if (!allowedSet.has(table)) throw refusal('table', table);
  const columns = statement.columns().map((column) => column.name);
  const rows = [];
  let bytes = 0;
  for (const raw of statement.iterate(values)) {
    if (rows.length >= maxRows) throw refusal('rows', String(maxRows));
    // The row better-sqlite3 made is the answer's row: only big integers and blobs change.
    for (const name of columns) {
      const value = raw[name];
      if (typeof value === 'string') bytes += name.length + value.length * 2;
      else if (Buffer.isBuffer(value)) {
        // Counted as the base64 text it becomes, and refused BEFORE it is made: a 200 MB blob is never encoded.
        bytes += name.length + Math.ceil(value.length / 3) * 4 * 2;
        if (bytes > maxBytes) throw refusal('bytes', String(maxBytes));
        raw[name] = rowValue(value);
      } else {
        if (typeof value === 'bigint') raw[name] = rowValue(value);
        bytes += name.length + 8;
      }
    }
    if (bytes > maxBytes) throw refusal('bytes', String(maxBytes));
    rows.push(raw);
  }
  return json ? JSON.stringify(rows) : rows;
}

/** The allow-list as a set, made again only when the host sends another list. */
let allowedKey = null;
let allowedSet = new Set();

/** Runs the job's statements (a page and its count) together, the schema read once. */
function run({ statements, allowed, maxRows, maxBytes }) {
  readSchema();
  const key = allowed.join(',');
  if (key !== allowedKey) {
    allowedKey = key;
    allowedSet = new Set(allowed);
  }
  return { results: statements.map((statement) => read(statement, allowedSet, maxRows, maxBytes)) };
}

// Answers go through their own port, which the host can read synchronously (sqliteReader.ts).
const answers = workerData.answers;

// The host sends the jobs waiting at one moment in one message (one wake-up of this thread);
// each is answered as soon as it has run, so a slow one holds back no answer before it.
parentPort.on('message', (jobs) => {
  for (const job of jobs) {
    try {
      answers.postMessage({ id: job.id, ok: true, ...run(job) });
    } catch (error) {
      answers.postMessage({ id: job.id, ok: false, refusal: error.refusal ?? 'sql', detail: error.refusal ? error.detail : error.message });
    }
  }
});
