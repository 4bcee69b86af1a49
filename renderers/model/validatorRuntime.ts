// Loads a released form's check: the server's script for the model version
// (server/modules/visualdev/runtime/validatorScript.ts), imported as a
// same-origin module and handed ajv's runtime helpers from this bundle, so no
// code is ever evaluated from text.
import * as ucs2length from 'ajv/dist/runtime/ucs2length';
import * as equal from 'ajv/dist/runtime/equal';
import * as uri from 'ajv/dist/runtime/uri';
import * as validationError from 'ajv/dist/runtime/validation_error';
import * as formats from 'ajv-formats/dist/formats';
import { fieldIssues, type SchemaError } from '@core/validation';
import type { SchemaValidator } from '../form/store/FormStore';

/**
 * A CommonJS helper's exports, as the script's `require` must answer them. `import * as` of a CommonJS module
 * hands its exports in one of two shapes: Node and Vite 8's build (node-mode interop) put the whole exports
 * object under `default` (so `require(...).default` would be that object, not the helper: "func2 is not a
 * function" on the first maxLength); other bundlers honour `__esModule` and spread the exports themselves.
 */
export function commonJsExports(namespace: object): unknown {
  const inner: unknown = (namespace as { default?: unknown }).default;
  return inner !== null && typeof inner === 'object' && (inner as { __esModule?: unknown }).__esModule ? inner : namespace;
}

const runtimeModules: Record<string, unknown> = {
  'ajv/dist/runtime/ucs2length': commonJsExports(ucs2length),
  'ajv/dist/runtime/equal': commonJsExports(equal),
  'ajv/dist/runtime/uri': commonJsExports(uri),
  'ajv/dist/runtime/validation_error': commonJsExports(validationError),
  'ajv-formats/dist/formats': commonJsExports(formats),
};

function runtimeRequire(request: string): unknown {
  if (!(request in runtimeModules)) throw new Error(`A form's check needs ${request}, which this client does not carry`);
  return runtimeModules[request];
}

type Validate = ((data: unknown) => boolean) & { errors?: SchemaError[] | null };

const loaded = new Map<string, Promise<Validate>>();

/** The check at `url` (one per model version, kept for the session). */
function validateAt(url: string): Promise<Validate> {
  let known = loaded.get(url);
  if (!known) {
    known = import(/* @vite-ignore */ url).then((module: { default: (require: (request: string) => unknown) => Validate }) => module.default(runtimeRequire));
    loaded.set(url, known);
    known.catch(() => loaded.delete(url));
  }
  return known;
}

/**
 * The form's check, less what it says of the fields the user is not shown: those
 * keep their stored values on the server, which checks them there.
 */
export async function modelValidator(url: string, hiddenFields: ReadonlySet<string>): Promise<SchemaValidator> {
  const validate = await validateAt(url);
  return (values) => {
    if (validate(values)) return [];
    const errors = validate.errors ?? [];
    if (!hiddenFields.size) return errors;
    return errors.filter((error) => {
      // 'items/3/price': a sub-table's column is hidden by its own name, the sub-table by its.
      const path = fieldIssues([error])[0]?.field ?? '';
      return !path.split('/').some((step) => hiddenFields.has(step));
    });
  };
}
