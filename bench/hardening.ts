// What attacks on sign-in and imports cost the server now: the event loop's
// delay (p99, max) while each runs, how long it takes, what it answered, and
// how slow a health check was meanwhile. Also: the response time of an unknown
// account against a wrong password.
import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { startChildServer, underHealthWatch } from './childControl';
import { passwordDigest } from '@server/auth/passwords';

interface Row {
  case: string;
  'took ms': number;
  'loop p99 ms': number;
  'loop max ms': number;
  'health max ms': number;
  outcome: string;
}

/** Runs `work` while the server samples its event loop and health checks go alongside. */
async function underWatch(server: ChildProcess, base: string, work: () => Promise<string>): Promise<Omit<Row, 'case'>> {
  const { took, outcome, loopP99, loopMax, healthMax } = await underHealthWatch(server, base, work);
  return { 'took ms': Math.round(took), 'loop p99 ms': loopP99, 'loop max ms': loopMax, 'health max ms': Math.round(healthMax), outcome };
}

const bdd = (items: { enCode: string; fullName: string; parentEnCode: string | null }[], enCode: string) =>
  JSON.stringify({ format: 'kiln.dictionary', version: 1, category: { enCode, fullName: enCode, isTree: 1, category: '1' }, items });

async function upload(base: string, token: string, content: string, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  const response = await fetch(`${base}/api/system/DictionaryData/Action/Import`, { method: 'POST', headers: { authorization: token }, body: form });
  const body = (await response.json()) as { code: number; msg: string };
  return `HTTP ${response.status}, ${body.code} ${body.msg}`.slice(0, 60);
}

async function signIn(base: string, account: string, password: string) {
  const response = await fetch(`${base}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account, password: passwordDigest(password) }).toString(),
  });
  return (await response.json()) as { code: number; msg: string };
}

export async function benchHardening(): Promise<void> {
  const { server, base, token, dataDir } = await startChildServer();
  try {
    const rows: Row[] = [];

    // A first sign-in warms the server up, as a running server is.
    await signIn(base, 'admin', 'wrong-warm-up');
    rows.push({
      case: '50 parallel wrong passwords',
      ...(await underWatch(server, base, async () => {
        const results = await Promise.all(Array.from({ length: 50 }, (_, i) => signIn(base, 'sunli', `wrong-${i}`)));
        const wrong = results.filter((r) => r.msg.startsWith('账号或密码错误')).length;
        return `${wrong} told "wrong", ${results.length - wrong} told "locked"`;
      })),
    });
    // Names no account has: none is locked, so every attempt checks a password hash.
    rows.push({
      case: '50 parallel wrong passwords, 50 accounts',
      ...(await underWatch(server, base, async () => {
        const results = await Promise.all(Array.from({ length: 50 }, (_, i) => signIn(base, `nobody-${i}`, 'wrong')));
        const wrong = results.filter((r) => r.msg.startsWith('账号或密码错误')).length;
        return `${wrong} told "wrong"`;
      })),
    });

    // The files are made before the watch starts: client and server share this process.
    const deep = bdd(Array.from({ length: 20_000 }, (_, i) => ({ enCode: `c${i}`, fullName: `级${i}`, parentEnCode: i ? `c${i - 1}` : null })), 'deep');
    const flat = (count: number, code: string) => bdd(Array.from({ length: count }, (_, i) => ({ enCode: `code${i}`, fullName: `条目名称${i}`, parentEnCode: null })), code);
    const huge = flat(200_000, 'huge');
    const large = flat(20_000, 'large');
    rows.push({ case: '.bdd import, 20,000-deep chain', ...(await underWatch(server, base, () => upload(base, token, deep, 'deep.bdd'))) });
    rows.push({ case: '.bdd import, 200,000 flat items', ...(await underWatch(server, base, () => upload(base, token, huge, 'huge.bdd'))) });
    rows.push({ case: '.bdd import, 20,000 flat items (accepted)', ...(await underWatch(server, base, () => upload(base, token, large, 'large.bdd'))) });
    rows.push({
      case: 'DictionaryData/All after it',
      ...(await underWatch(server, base, async () => {
        const response = await fetch(`${base}/api/system/DictionaryData/All`, { headers: { authorization: token } });
        return `${(await response.text()).length} bytes`;
      })),
    });

    // Unknown account against a wrong password: both check a password hash.
    const median = async (account: string) => {
      const times: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        const started = performance.now();
        await signIn(base, account, 'wrong-password-1');
        times.push(performance.now() - started);
      }
      return Math.round(times.sort((a, b) => a - b)[3] * 10) / 10;
    };
    const known = await median('hetao');
    const unknown = await median('nobody-here');

    console.log('\nAttacks on sign-in and imports (event-loop delay sampled every 5 ms; health checked every 20 ms meanwhile):');
    console.table(rows);
    console.log('\nSign-in answer time, median of 7 (ms):');
    console.table([{ 'wrong password': known, 'unknown account': unknown }]);
  } finally {
    server.send('stop');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// `npx tsx bench/hardening.ts` runs this one alone.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, 'hardening.ts')) await benchHardening();
