// How many times the designer's components drew, by kind: what its tests and
// the bench (bench/designer.ts reads `globalThis.kilnDesignerRenders`) compare
// before and after one edit, so an edit that redraws the whole canvas shows.
export interface RenderCounts {
  total: number;
  byKind: Record<string, number>;
}

export const designerRenders: RenderCounts = { total: 0, byKind: {} };

export function countRender(kind: string): void {
  designerRenders.total += 1;
  designerRenders.byKind[kind] = (designerRenders.byKind[kind] ?? 0) + 1;
}

/** Puts the counts where a page script can read them (the bench runs in the built app). */
export function exposeRenderCounts(): void {
  (globalThis as { kilnDesignerRenders?: RenderCounts }).kilnDesignerRenders = designerRenders;
}
