// Every dictionary, loaded once and shared by selects, cells and forms; reset
// after any dictionary save so the next read sees the change (spec 01 §4).
import { makeAutoObservable, runInAction } from 'mobx';
import type { CachedDictionary, DictionaryItem } from '@core/api/dictionary';
import type { dictionaryApi } from '@core/api/dictionary';

type DictionaryApi = ReturnType<typeof dictionaryApi>;

export class DictionaryCache {
  private byCode = new Map<string, CachedDictionary>();
  private loading: Promise<void> | null = null;
  loaded = false;

  constructor(private readonly api: DictionaryApi) {
    makeAutoObservable<DictionaryCache, 'api' | 'loading'>(this, { api: false, loading: false });
  }

  /** Loads the cache once; concurrent callers share the request. */
  ensure(): Promise<void> {
    if (this.loaded) return Promise.resolve();
    this.loading ??= this.api.all().then((result) => {
      runInAction(() => {
        if (result.code === 200) {
          this.byCode = new Map(result.data.list.flatMap((d) => [[d.enCode, d] as const, [d.id, d] as const]));
          this.loaded = true;
        }
      });
      this.loading = null;
    });
    return this.loading;
  }

  items(code: string): DictionaryItem[] {
    return this.byCode.get(code)?.dictionaryList ?? [];
  }

  /** The label of a stored value: items are matched by id first, then by code. */
  label(code: string, value: unknown): string {
    if (value === null || value === undefined || value === '') return '';
    const wanted = String(value);
    const stack = [...this.items(code)];
    while (stack.length) {
      const item = stack.shift()!;
      if (item.id === wanted || item.enCode === wanted) return item.fullName;
      stack.push(...(item.children ?? []));
    }
    return wanted;
  }

  reset(): void {
    this.byCode = new Map();
    this.loaded = false;
  }
}
