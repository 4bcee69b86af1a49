// The renderer's small rules: placeholders in calls, action conditions, and
// remembered column settings.
import { describe, expect, it } from 'vitest';
import { fillPlaceholders, resolveCall } from '@core/schema/placeholders';
import { buildTree, subtreeIds } from '@core/tree';
import { meets } from '@renderers/list/conditions';
import { applySettings, defaultSettings, reconcileSettings } from '@renderers/list/columnSettings';

describe('placeholders', () => {
  it('fills names and dotted paths, and falls back to 0 for a new record', () => {
    expect(fillPlaceholders('/api/x/{node.id}/Selector/{id}', { node: { id: 'a b' } })).toBe('/api/x/a%20b/Selector/0');
  });
  it('keeps typed params and fills templated ones', () => {
    expect(resolveCall({ method: 'GET', url: '/api/x/{id}', params: { isTree: 1, type: '{kind}' } }, { id: '7', kind: 'k' })).toEqual({ method: 'GET', url: '/api/x/7', params: { isTree: 1, type: 'k' } });
  });
});

describe('action conditions', () => {
  it('hides row actions for the reserved ids', () => {
    const visible = [{ field: 'id', op: 'notIn' as const, value: ['0', '1'] }];
    expect(meets(visible, { id: '0' })).toBe(false);
    expect(meets(visible, { id: 'x' })).toBe(true);
    expect(meets([{ field: 'node.id', op: 'in', value: ['0', '1'] }], { node: { id: '1' } })).toBe(true);
    expect(meets(undefined, {})).toBe(true);
  });
});

describe('trees', () => {
  const rows = [
    { id: 'a', parentId: '0' },
    { id: 'b', parentId: 'a' },
    { id: 'c', parentId: 'b' },
    { id: 'd', parentId: '0' },
  ];
  it('builds the tree and finds what lies below a node', () => {
    expect(buildTree(rows).map((n) => n.id)).toEqual(['a', 'd']);
    expect([...subtreeIds(rows, 'a')].sort()).toEqual(['a', 'b', 'c']);
  });
});

describe('column settings', () => {
  const columns = [
    { prop: 'name', label: 'n' },
    { prop: 'code', label: 'c' },
    { prop: 'note', label: 'x', hidden: true },
  ];

  it('start from the schema: hidden columns stay hidden', () => {
    expect(applySettings(columns, defaultSettings(columns)).map((c) => c.prop)).toEqual(['name', 'code']);
    expect(reconcileSettings([], columns)).toEqual(defaultSettings(columns));
  });

  it('keep the stored order and visibility, take in new columns and drop removed ones', () => {
    const settings = reconcileSettings(
      [
        { prop: 'code', visible: true },
        { prop: 'gone', visible: true },
        { prop: 'name', visible: false },
      ],
      columns,
    );
    expect(settings.map((s) => s.prop)).toEqual(['code', 'name', 'note']);
    expect(applySettings(columns, settings).map((c) => c.prop)).toEqual(['code']);
  });
});
