// Runs a command with a throwaway PostgreSQL for the API suite, so a plain
// local `npm test` checks both databases as CI does. When KILN_TEST_PG_URL is
// already set (CI starts its own) or no PostgreSQL is installed, the command
// runs as it is; the suite then covers SQLite alone and says so.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error('usage: node scripts/with-postgres.mjs <command> [args…]');

function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  const bin = versions.map((version) => join(base, version, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
  return bin ?? null;
}

function run(env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env, shell: process.platform === 'win32' });
  return result.status ?? 1;
}

const bin = process.env.KILN_TEST_PG_URL ? null : postgresBin();
if (!bin) {
  if (!process.env.KILN_TEST_PG_URL) console.log('PostgreSQL is not installed here: the API suite runs on SQLite only (CI runs both).');
  process.exit(run(process.env));
}

// PostgreSQL refuses to run as root; as root the cluster belongs to the postgres user.
const asRoot = process.getuid?.() === 0;
const dir = mkdtempSync(join(tmpdir(), 'kiln-test-pg-'));
chmodSync(dir, 0o777);
const port = String(56000 + Math.floor(Math.random() * 1000));
const pg = (tool, toolArgs) => {
  if (asRoot) execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', [join(bin, tool), ...toolArgs.map((a) => `'${a}'`)].join(' ')], { stdio: 'ignore' });
  else execFileSync(join(bin, tool), toolArgs, { stdio: 'ignore' });
};
// Nothing in a test cluster must survive a crash: it does not wait for the disk (the suite's many databases,
// made and dropped at once, otherwise queue behind each other's flushes). Benches that time writes keep it.
const throwaway = process.env.KILN_PG_DURABLE ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
let status = 1;
try {
  pg('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  pg('pg_ctl', ['-D', join(dir, 'data'), '-l', join(dir, 'log'), '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}${throwaway}`, '-w', 'start']);
  status = run({ ...process.env, KILN_TEST_PG_URL: `postgres://postgres@127.0.0.1:${port}/postgres` });
} finally {
  try {
    pg('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', 'stop']);
  } catch {
    // Never started: nothing to stop.
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
