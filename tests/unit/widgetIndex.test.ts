// The build's widget index: each catalog key's folder, as the browser's catalog
// finds it by glob, so the bindings' loader finds a folder without every spec.
import { describe, expect, it } from 'vitest';
import folderByKey from 'virtual:kiln-widget-index';
import { widgetCatalog } from '@core/widgets';
import { widgetFolderOf as catalogFolderOf } from '@widgets/catalog';
import { isWidgetKey, widgetFolderOf } from '@widgets/keyFolders';

describe('the widget index', () => {
  it('names the folder of every widget in widgets/, as the catalog finds it', () => {
    const inFolders = widgetCatalog().filter((spec) => catalogFolderOf(spec.key));
    expect(Object.keys(folderByKey).sort()).toEqual(inFolders.map((spec) => spec.key).sort());
    for (const spec of inFolders) expect(widgetFolderOf(spec.key)).toBe(catalogFolderOf(spec.key));
  });

  it('finds the keys a folder defines besides its own name', () => {
    expect(widgetFolderOf('tabPane')).toBe('tab');
    expect(widgetFolderOf('collapsePanel')).toBe('collapse');
    expect(widgetFolderOf('JNPFText')).toBe('text');
    expect(widgetFolderOf('noSuchWidget')).toBeUndefined();
    expect(widgetFolderOf('toString')).toBeUndefined();
    expect(isWidgetKey('comInput')).toBe(true);
    expect(isWidgetKey('noSuchWidget')).toBe(false);
  });
});
