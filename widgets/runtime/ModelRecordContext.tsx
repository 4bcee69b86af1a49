// How a record of a released model opens from a widget that names one (a
// related form's read-only view shows the record's name as a link): the
// renderer that can draw a model's record detail provides the opener; without
// one (null, the default) the name shows as plain text.
import { createContext, useContext, type ReactNode } from 'react';

export interface ModelRecordOpener {
  /** Shows the record's read-only detail (JNPF's related-form detail view). */
  openRecord(modelId: string, recordId: string): void;
}

const ModelRecordContext = createContext<ModelRecordOpener | null>(null);

export function ModelRecordProvider({ opener, children }: { opener: ModelRecordOpener | null; children: ReactNode }) {
  return <ModelRecordContext.Provider value={opener}>{children}</ModelRecordContext.Provider>;
}

export function useModelRecord(): ModelRecordOpener | null {
  return useContext(ModelRecordContext);
}
