// Client bundle sizes from the last build (dist/), raw and gzip, per chunk.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function benchBundle(): void {
  const assets = path.resolve('dist/assets');
  if (!fs.existsSync(assets)) {
    console.log('\nNo dist/assets: run `npm run build` first to measure the bundle.');
    return;
  }
  const index = fs.readFileSync(path.resolve('dist/index.html'), 'utf8');
  const rows = fs
    .readdirSync(assets)
    .filter((name) => name.endsWith('.js') || name.endsWith('.css'))
    .map((name) => {
      const bytes = fs.readFileSync(path.join(assets, name));
      return { chunk: name, entry: index.includes(name) ? 'yes' : '', 'raw KiB': +(bytes.length / 1024).toFixed(1), 'gzip KiB': +(gzipSync(bytes).length / 1024).toFixed(1) };
    })
    .sort((a, b) => b['gzip KiB'] - a['gzip KiB']);
  console.log('\nClient bundle (dist/assets):');
  console.table(rows);
  const total = rows.reduce((sum, row) => sum + row['gzip KiB'], 0);
  const entry = rows.filter((row) => row.entry).reduce((sum, row) => sum + row['gzip KiB'], 0);
  console.log(`entry chunks (loaded by every page) gzip: ${entry.toFixed(1)} KiB; all chunks gzip: ${total.toFixed(1)} KiB`);
}
