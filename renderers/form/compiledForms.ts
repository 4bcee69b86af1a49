// Forms of page schemas compiled once each, on first use.
import { compileForm, type CompiledForm } from '@core/form';
import '@widgets/catalog';
import type { FormPageSchema } from '@core/schema/types';

const compiled = new Map<string, CompiledForm>();

export function compiledForm(schema: FormPageSchema): CompiledForm {
  let form = compiled.get(schema.id);
  if (!form) {
    form = compileForm(schema.form);
    compiled.set(schema.id, form);
  }
  return form;
}
