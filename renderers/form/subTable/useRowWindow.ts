// Which rows of a long sub-table to draw: the ones in view and a few around
// them, so a thousand rows cost what a dozen do.
import { useCallback, useState } from 'react';

export const rowHeight = 58;
const overscan = 6;

export function useRowWindow(count: number, viewRows: number) {
  const [first, setFirst] = useState(0);
  const onScroll = useCallback((event: { currentTarget: HTMLElement }) => setFirst(Math.floor(event.currentTarget.scrollTop / rowHeight)), []);
  const start = Math.max(0, Math.min(first, count) - overscan);
  const end = Math.min(count, first + viewRows + overscan);
  return { start, end, onScroll, height: Math.min(count, viewRows) * rowHeight };
}
