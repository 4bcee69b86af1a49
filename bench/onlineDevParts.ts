// Where an online-development list request spends its time (bench/onlineDev.ts):
// each statement Kiln ran, alone on the same file, with SQLite's plan; the page's
// statement again without its first ordering term (empty values last), and on a
// copy of the file with an index of the scheme's column and the sort's; and what
// Kiln and bare spend per request beyond their SQL (HTTP, session, grant, mapping,
// JSON). The variants are diagnostics, not what Kiln runs.
import fs from 'node:fs';
import SQLite from 'better-sqlite3';

export interface Statement {
  sql: string;
  parameters: unknown[];
}

const runs = 21;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const hundredths = (value: number) => Math.round(value * 100) / 100;

function timeOf(db: SQLite.Database, statement: Statement): number {
  const prepared = db.prepare(statement.sql);
  prepared.all(...statement.parameters);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    prepared.all(...statement.parameters);
    times.push(performance.now() - start);
  }
  return median(times);
}

function planOf(db: SQLite.Database, statement: Statement): string {
  const steps = db.prepare(`explain query plan ${statement.sql}`).all(...statement.parameters) as { detail: string }[];
  return steps.map((step) => step.detail).join('; ');
}

function labelOf(text: string, table: string): string {
  if (text.includes('"base_session"')) return 'session lookup';
  if (text.includes(`"${table}"`) && text.includes('count(*)')) return 'count';
  if (text.includes(`"${table}"`) && text.includes(' limit ')) return 'page';
  if (text.includes('from "base_user"')) return 'names of who made the rows';
  return text.slice(0, 40);
}

/** The page's statement without its leading "empty values last" ordering term. */
export const withoutNullsLast = (text: string) => text.replace(/order by case when ("[^"]+"\."[^"]+") is null then 1 else 0 end, /, 'order by ');

export interface PartsInput {
  file: string;
  table: string;
  /** The scheme's column and the sort's, for the index tried on a copy. */
  scopeColumn: string;
  sortColumn: string;
  cases: { who: string; statements: Statement[]; kilnRps: number }[];
  bareRps: number;
}

/** The parts as table rows: what, ms, plan. */
export function timeParts(input: PartsInput): (string | number)[][] {
  const rows: (string | number)[][] = [];
  const db = new SQLite(input.file, { readonly: true });
  const sqlTotals: Record<string, number> = {};
  const pages: { who: string; page: Statement }[] = [];
  for (const { who, statements } of input.cases) {
    let total = 0;
    for (const statement of statements) {
      const ms = timeOf(db, statement);
      total += ms;
      const label = labelOf(statement.sql, input.table);
      rows.push([`${who}: ${label}`, hundredths(ms), planOf(db, statement)]);
      if (label === 'page') pages.push({ who, page: statement });
    }
    sqlTotals[who] = total;
    for (const { page } of pages.filter((entry) => entry.who === who)) {
      const variant = { ...page, sql: withoutNullsLast(page.sql) };
      rows.push([`${who}: page without the empty-last term (diagnostic)`, hundredths(timeOf(db, variant)), planOf(db, variant)]);
    }
  }
  db.close();

  // A copy with an index of (scheme column, sort column): what such an index would change.
  const copy = `${input.file}.parts`;
  for (const suffix of ['', '-wal']) if (fs.existsSync(input.file + suffix)) fs.copyFileSync(input.file + suffix, copy + suffix);
  const indexed = new SQLite(copy);
  try {
    indexed.exec(`create index bench_scope_sort on "${input.table}" ("${input.scopeColumn}", "${input.sortColumn}")`);
    for (const { who, page } of pages) {
      for (const [how, statement] of [
        ['as Kiln runs it', page],
        ['without the empty-last term', { ...page, sql: withoutNullsLast(page.sql) }],
      ] as const) {
        rows.push([
          `${who}: page ${how}, index (${input.scopeColumn}, ${input.sortColumn}) added (diagnostic)`,
          hundredths(timeOf(indexed, statement)),
          planOf(indexed, statement),
        ]);
      }
    }
  } finally {
    indexed.close();
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(copy + suffix, { force: true });
  }

  const perRequest = (rps: number) => 1000 / rps;
  for (const { who, kilnRps } of input.cases) {
    rows.push([
      `${who}: Kiln per request (1 connection) − its SQL`,
      hundredths(perRequest(kilnRps) - sqlTotals[who]),
      `${hundredths(perRequest(kilnRps))} ms − ${hundredths(sqlTotals[who])} ms`,
    ]);
  }
  const adminSql = sqlTotals[input.cases[0].who];
  rows.push([
    `bare per request (1 connection) − its SQL`,
    hundredths(perRequest(input.bareRps) - adminSql),
    `${hundredths(perRequest(input.bareRps))} ms − ${hundredths(adminSql)} ms`,
  ]);
  return rows;
}
