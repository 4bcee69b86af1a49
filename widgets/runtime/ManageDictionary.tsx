// How a widget opens the dictionary management screen (the dictionary selector's
// add button, spec 03 §2): the app hands down a function that draws that screen
// for one category, since widgets may not import the page renderer. Without one
// the add button does not show.
import { createContext, useContext, type ReactNode } from 'react';

/** Draws the management screen of one dictionary category (by id or code) inside the widget's dialog. */
export type DrawDictionaryManager = (dictionaryType: string) => ReactNode;

const DictionaryManagerContext = createContext<DrawDictionaryManager | null>(null);

/** Give it a function defined once (not rebuilt per render), so no field redraws when its parent does. */
export function DictionaryManagerProvider({ draw, children }: { draw: DrawDictionaryManager; children: ReactNode }) {
  return <DictionaryManagerContext.Provider value={draw}>{children}</DictionaryManagerContext.Provider>;
}

export function useDictionaryManager(): DrawDictionaryManager | null {
  return useContext(DictionaryManagerContext);
}
