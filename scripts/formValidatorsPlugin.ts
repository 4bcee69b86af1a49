// Compiles every form's body schema into validators at build time: each form
// under schemas/ goes through core/form's compiler, and the one ajv setup of
// core/validation turns the schemas into standalone code, so the browser checks
// exactly what the server checks, without eval (the CSP forbids it).
// The browser imports them from the virtual module 'virtual:kiln-form-validators'.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { Ajv } from 'ajv';
import standalone from 'ajv/dist/standalone/index.js';
import { ajvOptions, addKilnVocabulary, withPlainText } from '../core/validation/index.ts';
import { compileForm, type FormNode } from '../core/form/index.ts';
import '../core/widgets/index.ts';

const virtualId = 'virtual:kiln-form-validators';
const resolvedId = `\0${virtualId}`;

interface FormFile {
  id: string;
  form: FormNode[];
}

export function formFiles(dir: string): FormFile[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return formFiles(full);
    if (!entry.name.endsWith('.json')) return [];
    const page = JSON.parse(fs.readFileSync(full, 'utf8')) as { id: string; type: string; form?: FormNode[] };
    return page.type === 'form' && page.form ? [{ id: page.id, form: page.form }] : [];
  });
}

// The package's CommonJS default export, seen through ESM interop.
const standaloneCode = ((standalone as unknown as { default?: typeof standalone }).default ?? standalone) as typeof standalone;

/** ESM source of a module whose default export maps each form id to its validate function. */
export function validatorsModule(forms: FormFile[]): string {
  const ajv = addKilnVocabulary(new Ajv({ ...ajvOptions, code: { source: true, esm: true } }));
  const exports: Record<string, string> = {};
  forms.forEach((form, index) => {
    const schema = withPlainText({ ...structuredClone(compileForm(form.form).schema), $id: `kiln:form:${form.id}` });
    ajv.addSchema(schema);
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
    load(id) {
      if (id !== resolvedId) return null;
      return validatorsModule(formFiles(schemasDir));
    },
  };
}
