// Builds the browser client before `npm start` when dist/ is missing or older
// than the sources, so a fresh clone starts with one command.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { execSync } from 'node:child_process';

const sources = ['src', 'core', 'renderers', 'widgets', 'schemas', 'index.html', 'vite.config.ts'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), info.mtimeMs);
}

const built = 'dist/index.html';
const stale = !existsSync(built) || sources.some((source) => newestChange(source) > statSync(built).mtimeMs);
if (stale) {
  console.log('Building the client…');
  execSync('npm run build', { stdio: 'inherit' });
}
