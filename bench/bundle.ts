// Client bundle sizes from the last build (dist/), raw and gzip, per chunk; and the
// gzip JavaScript and CSS the first two screens load, read from the build's manifest.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One record of Vite's dist/.vite/manifest.json. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * What the first request brings (src/main.tsx loads the HTTP client and the signed-in screens' words with it):
 * the words in one language, Simplified Chinese's (the default, and the largest of the three).
 */
const firstRequest = ['src/http/client.ts', 'src/http/transport.ts', 'src/i18n/index.ts', 'virtual:kiln-words/zh'];

/** The layout every signed-in screen draws in (src/router/AppRoutes.tsx loads it lazily). */
const layout = 'src/layouts/classic/ClassicLayout.tsx';

/**
 * The chunks a screen needs: the entry plus the lazy modules on its way. A module
 * that is no chunk's own in a build (an older build loads the HTTP client with
 * the entry) is listed as not split off, so the figures compare across builds.
 * Goals (issue 28): sign-in under 170 KiB of gzip JavaScript, the first screen
 * after it under 300 KiB, the first schema screen (the generic renderer; each
 * widget's binding and spec load later, with the first form or list naming it) under 400 KiB.
 */
export const firstScreens = [
  { screen: 'sign-in (/login), drawn', modules: ['src/pages/login/LoginPage.tsx'], goalKiB: 170 as number | null },
  { screen: 'sign-in, after its first request', modules: ['src/pages/login/LoginPage.tsx', ...firstRequest], goalKiB: null },
  { screen: 'first screen after sign-in (/home)', modules: [...firstRequest, layout, 'src/pages/system/HomePage.tsx'], goalKiB: 300 },
  {
    screen: 'first schema screen (renderer, no widget yet)',
    // What src/pages/system/SchemaPage.tsx loads for a schema: the page renderer, the schema index and the renderer's
    // own screens; then the users page's schema and the forms it names (renderers/page/schemaRegistry.ts). The specs
    // of the list's widgets come with their bindings (widgets/keyFolders.ts), after this.
    modules: [
      ...firstRequest,
      layout,
      'renderers/page/PageRenderer.tsx',
      'renderers/page/schemaRegistry.ts',
      'renderers/page/screens.ts',
      ...['user-page', 'user-form', 'reset-password-form', 'handover-form'].map((file) => `schemas/permission/user/${file}.json`),
    ],
    goalKiB: 400,
  },
];

const kib = (bytes: number) => +(bytes / 1024).toFixed(1);

export function gzipBytesOf(distDir: string, file: string): number {
  return gzipSync(fs.readFileSync(path.join(distDir, file))).length;
}

/**
 * The files a browser fetches for the entry and the given route modules: each
 * chunk with its static imports, transitively (Vite preloads exactly those with
 * the entry through index.html and with a lazy chunk through its import call).
 */
export function screenFiles(manifest: Manifest, modules: readonly string[]): { js: string[]; css: string[]; notSplit: string[] } {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk for ${key}`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  // A module that other chunks import too lives in a shared chunk named after it (`_PageRenderer-….js`).
  const keyOf = (module: string): string | undefined => {
    if (module in manifest) return module;
    const name = path.basename(module).replace(/\.[jt]sx?$/, '');
    const shared = Object.keys(manifest).filter((key) => key.startsWith(`_${name}-`));
    return shared.length === 1 ? shared[0] : undefined;
  };
  const notSplit = modules.filter((module) => !keyOf(module));
  for (const key of [entry, ...modules.map(keyOf).filter((key) => key !== undefined)]) visit(key);
  const chunks = [...seen].map((key) => manifest[key] as ManifestChunk);
  return { js: chunks.map((chunk) => chunk.file), css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))], notSplit };
}

function chunkTable(distDir: string): void {
  const assets = path.join(distDir, 'assets');
  const index = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const rows = fs
    .readdirSync(assets)
    .filter((name) => name.endsWith('.js') || name.endsWith('.css'))
    .map((name) => {
      const bytes = fs.readFileSync(path.join(assets, name));
      return { chunk: name, 'in index.html': index.includes(name) ? 'yes' : '', 'raw KiB': kib(bytes.length), 'gzip KiB': kib(gzipSync(bytes).length) };
    })
    .sort((a, b) => b['gzip KiB'] - a['gzip KiB']);
  console.log('\nClient bundle (dist/assets):');
  console.table(rows);
  const total = rows.reduce((sum, row) => sum + row['gzip KiB'], 0);
  const entry = rows.filter((row) => row['in index.html']).reduce((sum, row) => sum + row['gzip KiB'], 0);
  console.log(`index.html loads (every page) gzip: ${entry.toFixed(1)} KiB; all chunks gzip: ${total.toFixed(1)} KiB`);
}

function screenTable(distDir: string): void {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) {
    console.log('\nNo dist/.vite/manifest.json: build with `build.manifest: true` to measure the first screens.');
    return;
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const rows = firstScreens.map(({ screen, modules, goalKiB }) => {
    const files = screenFiles(manifest, modules);
    const js = files.js.reduce((sum, file) => sum + gzipBytesOf(distDir, file), 0);
    const css = files.css.reduce((sum, file) => sum + gzipBytesOf(distDir, file), 0);
    const verdict = goalKiB === null ? '' : kib(js) < goalKiB ? 'met' : 'over';
    return { screen, 'JS files': files.js.length, 'JS gzip KiB': kib(js), 'goal KiB': goalKiB ?? '', goal: verdict, 'CSS gzip KiB': kib(css) };
  });
  console.log('\nFirst screens, static import graph from dist/.vite/manifest.json (gzip level 6):');
  console.table(rows);
  for (const { screen, modules } of firstScreens) {
    const files = screenFiles(manifest, modules)
      .js.map((file) => ({ file, kib: kib(gzipBytesOf(distDir, file)) }))
      .sort((a, b) => b.kib - a.kib)
      .map(({ file, kib: size }) => `${path.basename(file)} ${size}`);
    console.log(`  ${screen}: ${files.join(', ')}`);
  }
  const notSplit = [...new Set(firstScreens.flatMap(({ modules }) => screenFiles(manifest, modules).notSplit))];
  if (notSplit.length > 0) console.log(`  not a chunk of their own in this build (inside the entry, or grouped): ${notSplit.join(', ')}`);
}

export function benchBundle(distDir = path.resolve('dist')): void {
  if (!fs.existsSync(path.join(distDir, 'assets'))) {
    console.log('\nNo dist/assets: run `npm run build` first to measure the bundle.');
    return;
  }
  chunkTable(distDir);
  screenTable(distDir);
}

// `npx tsx bench/bundle.ts [distDir]` prints the bundle alone.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, 'bundle.ts')) {
  benchBundle(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
}
