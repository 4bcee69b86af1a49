// Forms of page schemas compiled once each, on first use. Kept by the schema
// itself: a bundled schema lives as long as the page, a model's as long as the
// release the browser fetched it for.
import { compileForm, type CompiledForm } from '@core/form';
import '@widgets/catalog';
import type { FormPageSchema } from '@core/schema/types';

const compiled = new WeakMap<FormPageSchema, CompiledForm>();

export function compiledForm(schema: FormPageSchema): CompiledForm {
  let form = compiled.get(schema);
  if (!form) {
    form = compileForm(schema.form);
    compiled.set(schema, form);
  }
  return form;
}
