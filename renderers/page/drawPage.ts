// A page opened from inside another (a drawer beside a list) is drawn by the
// page renderer, which hands its drawing function down through this context:
// the list would otherwise import the page renderer that imports the list.
import { createContext, useContext, type ReactNode } from 'react';

export type DrawPage = (id: string) => ReactNode;

export const DrawPageContext = createContext<DrawPage | null>(null);

export function useDrawPage(): DrawPage {
  const draw = useContext(DrawPageContext);
  if (!draw) throw new Error('a page can open another only inside PageRenderer');
  return draw;
}
