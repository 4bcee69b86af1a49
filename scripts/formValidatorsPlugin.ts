// Compiles every form schema's validator at build time (ajv standalone code, via
// rjsf), so the browser validates without eval and the page's CSP stays strict.
// The browser imports them from the virtual module 'virtual:kiln-form-validators'.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import ajvErrors from 'ajv-errors';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';

const virtualId = 'virtual:kiln-form-validators';
const resolvedId = `\0${virtualId}`;

function formSchemas(dir: string): { id: string; schema: object }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return formSchemas(full);
    if (!entry.name.endsWith('.json')) return [];
    const page = JSON.parse(fs.readFileSync(full, 'utf8')) as { id: string; type: string; schema?: object };
    return page.type === 'form' && page.schema ? [{ id: page.id, schema: page.schema }] : [];
  });
}

/** rjsf writes CommonJS; the virtual module must be ESM. */
function toEsm(code: string, name: string): { imports: string[]; body: string } {
  const imports: string[] = [];
  let body = code.replace('"use strict";', '');
  body = body.replace(/require\("([^"]+)"\)/g, (_whole, request: string) => {
    const local = `${name}_require${imports.length}`;
    imports.push(`import ${local} from ${JSON.stringify(request)};`);
    return `{ default: ${local} }`;
  });
  const exported: string[] = [];
  body = body.replace(/exports\["([^"]+)"\] = (\w+);/g, (_whole, key: string, fn: string) => {
    exported.push(`${JSON.stringify(key)}: ${fn}`);
    return '';
  });
  return { imports, body: `const ${name} = (() => {\n${body}\nreturn { ${exported.join(', ')} };\n})();` };
}

export function formValidatorsPlugin(schemasDir = path.resolve('schemas')): Plugin {
  return {
    name: 'kiln-form-validators',
    resolveId: (id) => (id === virtualId ? resolvedId : null),
    load(id) {
      if (id !== resolvedId) return null;
      const forms = formSchemas(schemasDir);
      const parts = forms.map((form, index) =>
        toEsm(
          compileSchemaValidatorsCode(form.schema, {
            ajvOptionsOverrides: { allErrors: true },
            // ajv-errors types its plugin for its own copy of Ajv; both are ajv 8.
            extenderFn: (ajv) => ajvErrors(ajv as never) as never,
          }),
          `form${index}`,
        ),
      );
      const entries = forms.map((form, index) => `${JSON.stringify(form.id)}: form${index}`);
      return [...parts.flatMap((p) => p.imports), ...parts.map((p) => p.body), `export default { ${entries.join(', ')} };`].join('\n');
    },
  };
}
