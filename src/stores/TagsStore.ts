// The tags bar: pages visited, each once per path; affix pages (home) stay.
import { makeAutoObservable } from 'mobx';

export interface TagView {
  path: string;
  /** An i18n key or, for menu entries without one, the entry's name. */
  title: string;
  affix?: boolean;
}

export class TagsStore {
  views: TagView[] = [];

  constructor(affixed: TagView[] = []) {
    this.views = affixed.map((view) => ({ ...view, affix: true }));
    makeAutoObservable(this);
  }

  add(view: TagView): void {
    if (this.views.some((existing) => existing.path === view.path)) return;
    this.views.push(view);
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
  }
}
