// Client build. The dev server proxies the API and the socket to the Fastify server.
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formValidatorsPlugin } from './scripts/formValidatorsPlugin.ts';
import { wordsPlugin } from './scripts/wordsPlugin.ts';
import { pageIndexPlugin } from './scripts/pageIndexPlugin.ts';
import { widgetIndexPlugin } from './scripts/widgetIndexPlugin.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiPort = process.env.PORT ?? '3000';

/** Each `export { default as Name } from './where'` of a barrel file, as Name → the module to import instead. */
function barrelExports(file: string, moduleOf: (where: string) => string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, name, where] of readFileSync(here(file), 'utf8').matchAll(/export \{ default as (\w+) \} from ["']\.\/([\w-]+)["'];/g)) {
    names.set(name!, moduleOf(where!));
  }
  return names;
}

/**
 * `import { Button } from 'antd'` in our code becomes `import Button from 'antd/es/button/index'`
 * (and the same for icons). Through the barrel every page "reaches" every antd
 * component and icon, so the bundler may place code only one lazy screen uses
 * (the icon picker's whole icon set) in a chunk the sign-in page loads.
 * A statement naming anything the barrel does not re-export is left as it is. antd's Input
 * index hangs TextArea, Search, OTP and Group on it (~8 KiB gzip): a file that uses none of
 * them (`Input.TextArea`, …) imports the input alone.
 */
function directImports(): Plugin {
  const withoutStatics: Record<string, string> = { Input: 'antd/es/input/Input' };
  const barrels: Record<string, Map<string, string>> = {
    antd: barrelExports('./node_modules/antd/es/index.js', (where) => `antd/es/${where}/index`),
    '@ant-design/icons': barrelExports('./node_modules/@ant-design/icons/es/icons/index.js', (where) => `@ant-design/icons/es/icons/${where}`),
  };
  const namedImport = /import\s*\{([^}]*)\}\s*from\s*["'](antd|@ant-design\/icons)["'];?/g;
  return {
    name: 'kiln:direct-imports',
    apply: 'build',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id.split('?')[0]!)) return null;
      let changed = false;
      const direct = code.replace(namedImport, (statement, names: string, from: string) => {
        const barrel = barrels[from]!;
        const imports = names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => {
            const [imported, local = imported] = name.split(/\s+as\s+/);
            const alone = from === 'antd' ? withoutStatics[imported!] : undefined;
            if (alone && !new RegExp(`\\b${local}\\.[A-Z]`).test(code)) return { local: local!, module: alone };
            return { local: local!, module: barrel.get(imported!) };
          });
        if (imports.length === 0 || imports.some((entry) => !entry.module)) return statement;
        changed = true;
        // One line for one line, so the lines after it keep their numbers.
        return imports.map((entry) => `import ${entry.local} from ${JSON.stringify(entry.module)};`).join(' ');
      });
      return changed ? { code: direct, map: null } : null;
    },
  };
}

/**
 * Replaces one import statement in one of antd's files, where antd loads eagerly what our
 * screens rarely or never use. A changed antd fails the build here rather than silently
 * bringing the weight back.
 */
function antdImportSwap(name: string, file: string, staticImport: string, replacement: string): Plugin {
  const filePattern = new RegExp(`[\\\\/]node_modules[\\\\/]antd[\\\\/]es[\\\\/]${file.split('/').map((part) => part.replaceAll('.', '\\.')).join('[\\\\/]')}$`);
  let swapped = false;
  return {
    name,
    apply: 'build',
    transform(code, id) {
      if (!filePattern.test(id.split('?')[0]!)) return null;
      if (!code.includes(staticImport)) throw new Error(`antd's ${file} no longer says "${staticImport}": review ${name}`);
      swapped = true;
      return { code: code.replace(staticImport, replacement), map: null };
    },
    buildEnd(error) {
      if (!error && !swapped) this.error(`antd's ${file} was not in the build: review ${name}`);
    },
  };
}

const antdSwaps = [
  // ConfigProvider imports tooltip's UniqueProvider (with @rc-component/trigger, its popup and
  // alignment: ~6 KiB gzip in the entry the sign-in page loads) for one option, `tooltip.unique`,
  // that we never set. Imported lazily it costs nothing until set (it would suspend a frame once).
  antdImportSwap(
    'kiln:lazy-tooltip-unique-provider',
    'config-provider/index.js',
    "import UniqueProvider from '../tooltip/UniqueProvider';",
    "const UniqueProvider = React.lazy(() => import('../tooltip/UniqueProvider'));",
  ),
  // Table imports its column-filter menu (with antd's Tree and its styles: ~12 KiB gzip) for
  // columns with `filters`, which no Kiln list declares; lazily, such a header would suspend once.
  // The hook also takes `flattenKeys` from that module: a filter tree's values, depth first.
  antdImportSwap(
    'kiln:lazy-table-filter-dropdown',
    'table/hooks/useFilter/index.js',
    "import FilterDropdown, { flattenKeys } from './FilterDropdown';",
    [
      "const FilterDropdown = React.lazy(() => import('./FilterDropdown'));",
      'function flattenKeys(filters) { return (filters || []).flatMap((filter) => [filter.value, ...(filter.children ? flattenKeys(filter.children) : [])]); }',
    ].join(' '),
  ),
  // Radio.Group takes one helper from the form's useForm module (a name path joined with "_"),
  // which brings @rc-component/form's store and scroll-into-view: ~7 KiB gzip on every list,
  // whose table selection imports Radio.
  antdImportSwap(
    'kiln:radio-group-name-path',
    'radio/group.js',
    "import { toNamePathStr } from '../form/hooks/useForm';",
    'const toNamePathStr = (name) => (name === undefined || name === false ? [] : Array.isArray(name) ? name : [name]).join("_");',
  ),
];

export default defineConfig({
  plugins: [react(), formValidatorsPlugin(), wordsPlugin(), pageIndexPlugin(), widgetIndexPlugin(), directImports(), ...antdSwaps],
  resolve: {
    alias: {
      '@core': here('./core'),
      '@renderers': here('./renderers'),
      '@widgets': here('./widgets'),
      '@schemas': here('./schemas'),
      '@app': here('./src'),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/websocket': { target: `ws://127.0.0.1:${apiPort}`, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    // dist/.vite/manifest.json: which chunks each screen loads, read by bench/bundle.ts.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The @rc-component packages under antd declare no `sideEffects`, so every module
        // their index files name would be kept: antd's Input alone would bring all of
        // @rc-component/form through one context import. Their modules only define
        // components and helpers, so an unused one may go.
        moduleSideEffects: (id: string) => (/[\\/]node_modules[\\/]@rc-component[\\/]/.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically (React, the router, the translator, MobX,
            // antd's core, the shell's stores and texts) in one file: every screen needs
            // all of it, and one file compresses better than twenty small ones.
            { name: 'boot', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
