// Which columns a list shows, in which order: each user's own layout of a menu
// entry's list, kept by the server (Authority/GetColumnsByModuleId and
// SetColumnsByModuleId), the one place JNPF's client keeps it too. A list
// opened through no entry (a picker) keeps the user's changes while it is open.
import { useCallback, useEffect, useState } from 'react';
import type { Column } from '@core/schema/types';
import { authorizeApi } from '@core/api/authorize';
import { useApi } from '@widgets/runtime/ApiContext';
import { useModuleEntry } from '@widgets/runtime/permissions';

export interface ColumnSetting {
  prop: string;
  visible: boolean;
}

export function defaultSettings(columns: Column[]): ColumnSetting[] {
  return columns.map((column) => ({ prop: column.prop, visible: !column.hidden }));
}

/** Stored settings, reconciled with the schema: new columns appear, removed ones go. */
export function reconcileSettings(stored: readonly ColumnSetting[], columns: Column[]): ColumnSetting[] {
  const known = new Set(columns.map((c) => c.prop));
  const kept = stored.filter((s) => known.has(s.prop)).map((s) => ({ prop: s.prop, visible: s.visible }));
  const missing = defaultSettings(columns).filter((d) => !kept.some((s) => s.prop === d.prop));
  return kept.length ? [...kept, ...missing] : defaultSettings(columns);
}

export function applySettings(columns: Column[], settings: ColumnSetting[]): Column[] {
  const byProp = new Map(columns.map((c) => [c.prop, c]));
  return settings.filter((s) => s.visible).flatMap((s) => (byProp.has(s.prop) ? [byProp.get(s.prop)!] : []));
}

/** The list's column settings for the signed-in user, loaded from and saved to the server by the module's menu entry. */
export function useColumnSettings(columns: Column[], module: string | undefined) {
  const api = useApi();
  const entryId = useModuleEntry(module);
  const [settings, setSettings] = useState(() => defaultSettings(columns));

  useEffect(() => {
    if (!entryId) return;
    let live = true;
    void authorizeApi(api.transport)
      .columns(entryId)
      .then((result) => {
        if (live && result.code === 200 && result.data.length) setSettings(reconcileSettings(result.data, columns));
      });
    return () => {
      live = false;
    };
  }, [api, entryId, columns]);

  const save = useCallback(
    (next: ColumnSetting[]) => {
      setSettings(next);
      if (!entryId) return;
      const labels = new Map(columns.map((column) => [column.prop, column.label]));
      void authorizeApi(api.transport).setColumns(
        entryId,
        next.map((setting) => ({ prop: setting.prop, label: labels.get(setting.prop) ?? setting.prop, visible: setting.visible })),
      );
    },
    [api, entryId, columns],
  );

  const restore = useCallback(() => save(defaultSettings(columns)), [save, columns]);

  return { settings, save, restore };
}
