// Widget bindings load on demand: a form loads the bindings of exactly the
// widgets it names, an unknown widget is reported by name, and WidgetsReady
// draws its children only once their widgets' bindings are in.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormNode } from '@core/form';
import { defineWidget, widgetCatalog } from '@core/widgets';
import { defaultBindings } from '@widgets/registry';
import { loadAllWidgetBindings, loadWidgetBindings, UnknownWidgetError, widgetsOfNodes } from '@widgets/registryLoader';
import { WidgetsReady } from '@widgets/runtime/WidgetsReady';
import { useWidgetBinding } from '@widgets/runtime/WidgetContext';
// The renderers' own field editor (schemeEditor) loads through the same loader.
import '@renderers/scheme/registry';

// Runs first: this file's module graph starts with the catalog only (tests/unit/setup.ts), no bindings.
describe('loading widget bindings', () => {
  it('loads exactly the widgets a schema names, sub-table columns and containers included', async () => {
    expect([...defaultBindings().keys()]).toEqual([]);
    const nodes: FormNode[] = [
      { id: 'n1', widget: 'rate', field: 'score' },
      { id: 'n2', widget: 'switch', field: 'enabled' },
      { id: 'n3', widget: 'rate', field: 'again' },
    ];
    expect(widgetsOfNodes(nodes).sort()).toEqual(['rate', 'switch']);
    await loadWidgetBindings(widgetsOfNodes(nodes));
    expect([...defaultBindings().keys()].sort()).toEqual(['rate', 'switch']);
    expect(defaultBindings().get('rate')?.edit).toBeTypeOf('function');
  });

  it('collects the widgets of nested containers and sub-table columns', () => {
    const nodes: FormNode[] = [
      { id: 't', widget: 'tab', children: [{ id: 'p', widget: 'tabPane', children: [{ id: 'x', widget: 'slider', field: 'size' }] }] },
      { id: 's', widget: 'table', field: 'rows', children: [{ id: 'c', widget: 'comInput', field: 'name' }] },
    ];
    expect(widgetsOfNodes(nodes).sort()).toEqual(['comInput', 'slider', 'tab', 'tabPane', 'table']);
  });

  it('reports a widget the catalog lacks by name, and loads nothing of that request', async () => {
    const before = [...defaultBindings().keys()];
    const failure = loadWidgetBindings(['slider', 'noSuchWidget']);
    await expect(failure).rejects.toBeInstanceOf(UnknownWidgetError);
    await expect(failure).rejects.toThrow('No widget binding for "noSuchWidget": noSuchWidget is not in the widget catalog');
    expect([...defaultBindings().keys()]).toEqual(before);
  });

  it('reports a catalog widget that no module binds', async () => {
    defineWidget({ key: 'testUnbound', order: 9999, kind: 'field', group: 'basic', label: 'widget.text', properties: [] });
    await expect(loadWidgetBindings(['testUnbound'])).rejects.toThrow('testUnbound is in the catalog but no module registers its bindings');
  });

  it('WidgetsReady shows its fallback, then its children once the named bindings are in', async () => {
    expect(defaultBindings().has('slider')).toBe(false);
    function SliderKey() {
      const binding = useWidgetBinding('slider');
      return <span data-testid="slider-binding">{binding?.key ?? 'missing'}</span>;
    }
    render(
      <WidgetsReady widgets={['slider']}>
        <SliderKey />
      </WidgetsReady>,
    );
    expect(screen.getByTestId('widgets-loading')).toBeTruthy();
    expect(screen.queryByTestId('slider-binding')).toBeNull();
    expect((await screen.findByTestId('slider-binding', undefined, { timeout: 15_000 })).textContent).toBe('slider');
  }, 20_000);

  it('binds every catalog widget once all are loaded (the designer and the gallery)', async () => {
    await loadAllWidgetBindings();
    const unbound = widgetCatalog()
      .map((spec) => spec.key)
      .filter((key) => key !== 'testUnbound' && !defaultBindings().has(key));
    expect(unbound).toEqual([]);
  });
});
