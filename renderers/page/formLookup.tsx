// Where an action finds the form it opens: the bundled form schemas, or a page
// drawn from data at run time (a released model) that knows its own form and
// that form's check.
import { createContext, useContext } from 'react';
import type { FormPageSchema } from '@core/schema/types';
import type { SchemaValidator } from '../form/store/FormStore';
import { formSchema } from './schemaRegistry';

export interface OpenedForm {
  schema: FormPageSchema;
  /** The form's check; a bundled form's build-time validator when absent. */
  validator?: SchemaValidator;
}

export type FormLookup = (id: string) => OpenedForm;

const bundledForms: FormLookup = (id) => ({ schema: formSchema(id) });

export const FormLookupContext = createContext<FormLookup>(bundledForms);

export function useFormLookup(): FormLookup {
  return useContext(FormLookupContext);
}
