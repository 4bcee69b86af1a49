// A page opened from inside another (a drawer beside a list) is drawn by the
// page renderer, which hands its drawing function down through this context:
// the list would otherwise import the page renderer that imports the list.
import { createContext, useContext, type ReactNode } from 'react';

/**
 * Draws a page by id; a tree page may start on a given node (by its value or code),
 * and a page opened from a row reads that row's values (`{id}`) in its calls and actions.
 */
export type DrawPage = (id: string, options?: { startAt?: string; context?: Record<string, unknown> }) => ReactNode;

export const DrawPageContext = createContext<DrawPage | null>(null);

export function useDrawPage(): DrawPage {
  const draw = useContext(DrawPageContext);
  if (!draw) throw new Error('a page can open another only inside PageRenderer');
  return draw;
}
