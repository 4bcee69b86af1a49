// Writes .br and .gz beside every built asset worth compressing, so the server
// sends compressed files without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const minimumBytes = 1024;
const compressible = /\.(js|css|html|svg|json)$/;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

let count = 0;
for (const file of walk('dist')) {
  if (!compressible.test(file)) continue;
  const content = readFileSync(file);
  if (content.length < minimumBytes) continue;
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count += 1;
}
console.log(`compressed ${count} files in dist/`);
