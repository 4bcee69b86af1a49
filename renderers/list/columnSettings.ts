// Which columns show, in which order, remembered per page in local storage.
import type { Column } from '@core/schema/types';

export interface ColumnSetting {
  prop: string;
  visible: boolean;
}

const storageKey = (pageId: string) => `kiln_columns_${pageId}`;

export function defaultSettings(columns: Column[]): ColumnSetting[] {
  return columns.map((column) => ({ prop: column.prop, visible: !column.hidden }));
}

/** Stored settings, reconciled with the schema: new columns appear, removed ones go. */
export function loadSettings(pageId: string, columns: Column[]): ColumnSetting[] {
  let stored: ColumnSetting[] = [];
  try {
    stored = JSON.parse(localStorage.getItem(storageKey(pageId)) ?? '[]') as ColumnSetting[];
  } catch {
    stored = [];
  }
  const known = new Set(columns.map((c) => c.prop));
  const kept = stored.filter((s) => known.has(s.prop));
  const missing = defaultSettings(columns).filter((d) => !kept.some((s) => s.prop === d.prop));
  return kept.length ? [...kept, ...missing] : defaultSettings(columns);
}

export function saveSettings(pageId: string, settings: ColumnSetting[]): void {
  localStorage.setItem(storageKey(pageId), JSON.stringify(settings));
}

export function clearSettings(pageId: string): void {
  localStorage.removeItem(storageKey(pageId));
}

export function applySettings(columns: Column[], settings: ColumnSetting[]): Column[] {
  const byProp = new Map(columns.map((c) => [c.prop, c]));
  return settings.filter((s) => s.visible).flatMap((s) => (byProp.has(s.prop) ? [byProp.get(s.prop)!] : []));
}
