// The tags bar: pages visited, each once per path; affix pages (home) stay.
// A tag's title is translated when drawn, so open tags follow a language change.
import { makeAutoObservable } from 'mobx';

export interface TagView {
  path: string;
  /** An i18n key, or the name of a menu entry without one (used when `entryId` is unknown). */
  title: string;
  /** The menu entry the page belongs to: its title is re-translated on every draw. */
  entryId?: string;
  affix?: boolean;
  /** The page is never kept alive by the page cache. */
  noCache?: boolean;
}

export class TagsStore {
  views: TagView[] = [];
  /** Bumped when a tag is refreshed, so a cached page is mounted afresh. */
  generations = new Map<string, number>();

  constructor(affixed: TagView[] = []) {
    this.views = affixed.map((view) => ({ ...view, affix: true }));
    makeAutoObservable(this);
  }

  add(view: TagView): void {
    const existing = this.views.find((candidate) => candidate.path === view.path);
    if (existing) {
      // The menu may have loaded after the tag was opened: keep its entry for re-translation.
      if (view.entryId && !existing.entryId) existing.entryId = view.entryId;
      return;
    }
    this.views.push(view);
  }

  has(path: string): boolean {
    return this.views.some((view) => view.path === path);
  }

  generationOf(path: string): number {
    return this.generations.get(path) ?? 0;
  }

  /** The page of `path` is to be drawn afresh (the tag's refresh). */
  refresh(path: string): void {
    this.generations.set(path, this.generationOf(path) + 1);
  }

  /** Closes one view; returns where to go if it was the active one. */
  close(path: string, activePath: string): string | null {
    const index = this.views.findIndex((view) => view.path === path);
    if (index < 0 || this.views[index].affix) return null;
    this.views.splice(index, 1);
    if (path !== activePath) return null;
    const next = this.views[index] ?? this.views[index - 1];
    return next?.path ?? '/home';
  }

  closeOthers(path: string): void {
    this.views = this.views.filter((view) => view.affix || view.path === path);
  }

  /** Closes everything but the affix views; returns where to go. */
  closeAll(): string {
    this.views = this.views.filter((view) => view.affix);
    return this.views[0]?.path ?? '/home';
  }

  reset(): void {
    this.views = this.views.filter((view) => view.affix);
    this.generations.clear();
  }
}
