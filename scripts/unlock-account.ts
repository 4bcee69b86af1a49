// For operators: lifts the wrong-password lock of an account at once (a lock
// also lifts by itself after the configured lock time). Uses the same
// configuration as the server: DATABASE_URL or DATA_DIR.
//   npm run account:unlock -- <account>
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { SignInGuard } from '../server/auth/signInGuard';

const account = process.argv[2]?.trim();
if (!account) {
  console.error('Usage: npm run account:unlock -- <account>');
  process.exit(2);
}
const database = openDatabase(loadConfig());
try {
  const user = await database.db.selectFrom('base_user').select(['id', 'lock_until', 'log_error_count']).where('account', '=', account).executeTakeFirst();
  if (!user) {
    console.error(`No account ${account}`);
    process.exitCode = 1;
  } else {
    await new SignInGuard(database.db).succeed({ kind: 'user', id: user.id });
    const wasLocked = user.lock_until !== null && Number(user.lock_until) > Date.now();
    console.log(`${account}: ${wasLocked ? 'unlocked' : 'was not locked'}; wrong-password count reset (was ${user.log_error_count})`);
  }
} finally {
  await database.close();
}
