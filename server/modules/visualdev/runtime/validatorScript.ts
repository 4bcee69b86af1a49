// A released form's browser check, compiled once per model version into ajv's
// standalone code: the same schema and the same ajv setup as the server's own
// check, served as a same-origin module so the content-security policy keeps
// forbidding eval. The module exports a function taking a `require` for ajv's
// runtime helpers, which the browser bundle provides (renderers/model/validatorRuntime.ts).
import { Ajv } from 'ajv';
import standalone from 'ajv/dist/standalone/index.js';
import type { CompiledForm } from '@core/form';
import { addKilnVocabulary, ajvOptions, withPlainText } from '@core/validation';

// The package's CommonJS default export, seen through ESM interop.
const standaloneCode = ((standalone as unknown as { default?: typeof standalone }).default ?? standalone) as typeof standalone;

/** The helper modules the generated code may require; the browser's runtime must provide each. */
export const validatorRuntimeModules = [
  'ajv/dist/runtime/ucs2length',
  'ajv/dist/runtime/equal',
  'ajv/dist/runtime/uri',
  'ajv/dist/runtime/validation_error',
  'ajv-formats/dist/formats',
] as const;

/** ES module source: `export default (require) => validate`. */
export function validatorScript(form: CompiledForm): string {
  const ajv = addKilnVocabulary(new Ajv({ ...ajvOptions, code: { source: true, esm: false } }));
  const validate = ajv.compile(withPlainText(structuredClone(form.schema)));
  const code = standaloneCode(ajv, validate);
  for (const [, request] of code.matchAll(/require\("([^"]+)"\)/g)) {
    if (!(validatorRuntimeModules as readonly string[]).includes(request))
      throw new Error(`A form's validator needs ${request}, which the browser does not provide`);
  }
  // The CommonJS shape ajv writes, run inside a function that hands it `module` and `require`.
  return `export default function validator(require) {\nconst module = { exports: {} };\n${code}\nreturn module.exports;\n}\n`;
}
