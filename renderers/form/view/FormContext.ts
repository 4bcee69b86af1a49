// What every node of a drawn form reaches: the store and how labels sit. The
// value never changes while the form is open, so providing it redraws nothing.
import { createContext, useContext } from 'react';
import type { FormStore } from '../store/FormStore';

export interface FormLayout {
  store: FormStore;
  /** Labels beside the fields at this width (px); above them when absent. */
  labelWidth?: number;
  /** Every field shown as text (the read-only view). */
  viewOnly: boolean;
}

export const FormContext = createContext<FormLayout | null>(null);

export function useForm(): FormLayout {
  const form = useContext(FormContext);
  if (!form) throw new Error('A form node needs a FormView above it');
  return form;
}
