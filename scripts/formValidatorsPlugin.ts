// Compiles every form's body schema into validators at build time: the page
// schemas load as the server loads them (each form through core/form's
// compiler), and the one ajv setup of core/validation turns the body schemas
// into standalone code, so the browser checks
// exactly what the server checks, without eval (the CSP forbids it).
// The browser imports them from the virtual module 'virtual:kiln-form-validators'.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { Ajv } from 'ajv';
import standalone from 'ajv/dist/standalone/index.js';
import type * as Validation from '../core/validation/index.ts';
import type * as Schemas from './pageForms.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const alias = { '@core': path.join(root, 'core'), '@server': path.join(root, 'server') };

/**
 * The page schemas as the server loads them (checked against the meta-schema,
 * every form compiled), and core's ajv setup; loaded through Vite's module
 * runner, as the app loads them, not bundled into the config.
 */
async function loadForms(schemasDir: string) {
  const [validation, schemas] = await Promise.all([
    runnerImport<typeof Validation>(path.join(root, 'core/validation/index.ts'), { resolve: { alias } }),
    runnerImport<typeof Schemas>(path.join(root, 'scripts/pageForms.ts'), { resolve: { alias } }),
  ]);
  const pages = schemas.module.loadPageSchemas(schemasDir);
  const forms = pages.all().filter((page) => page.type === 'form').map((page) => ({ id: page.id, schema: pages.compiledForm(page.id).schema }));
  return { ...validation.module, forms };
}

const virtualId = 'virtual:kiln-form-validators';
const resolvedId = `\0${virtualId}`;

// The package's CommonJS default export, seen through ESM interop.
const standaloneCode = ((standalone as unknown as { default?: typeof standalone }).default ?? standalone) as typeof standalone;

/** ESM source of a module whose default export maps each form id to its validate function. */
export async function validatorsModule(schemasDir: string): Promise<string> {
  const { ajvOptions, addKilnVocabulary, withPlainText, forms } = await loadForms(schemasDir);
  const ajv = addKilnVocabulary(new Ajv({ ...ajvOptions, code: { source: true, esm: true } }));
  const exports: Record<string, string> = {};
  forms.forEach((form, index) => {
    ajv.addSchema(withPlainText({ ...structuredClone(form.schema), $id: `kiln:form:${form.id}` }));
    exports[`form${index}`] = `kiln:form:${form.id}`;
  });
  let code = standaloneCode(ajv, exports);
  // ajv's ESM output still requires its runtime helpers (CommonJS, read as `.default`); turn those into imports.
  const imports: string[] = [];
  code = code.replace(/require\("([^"]+)"\)/g, (_whole, request: string) => {
    const local = `runtime${imports.length}`;
    imports.push(`import ${local} from ${JSON.stringify(request)};`);
    return `{ default: ${local} }`;
  });
  const entries = forms.map((form, index) => `${JSON.stringify(form.id)}: form${index}`);
  return `${imports.join('\n')}\n${code}\nexport default { ${entries.join(', ')} };\n`;
}

export function formValidatorsPlugin(schemasDir = path.resolve('schemas')): Plugin {
  return {
    name: 'kiln-form-validators',
    resolveId: (id) => (id === virtualId ? resolvedId : null),
    async load(id) {
      if (id !== resolvedId) return null;
      return validatorsModule(schemasDir);
    },
  };
}
