// The one tree helper: linear, iterative, and safe with deep or broken input.
import { describe, expect, it } from 'vitest';
import { buildTree, eachNode, flattenTree, mapTree, pruneTree, sortTree, subtreeIds, treeShape } from '@core/tree';

const rows = [
  { id: 'a', parentId: '0' },
  { id: 'b', parentId: 'a' },
  { id: 'c', parentId: 'b' },
  { id: 'd', parentId: '0' },
];

const chain = (length: number) => Array.from({ length }, (_, i) => ({ id: `n${i}`, parentId: i === 0 ? '0' : `n${i - 1}` }));

describe('buildTree', () => {
  it('nests rows under their parents in order, marking which have children', () => {
    const tree = buildTree(rows);
    expect(tree.map((n) => [n.id, n.hasChildren])).toEqual([['a', true], ['d', false]]);
    expect(tree[0].children[0].children[0].id).toBe('c');
  });

  it('makes every row of a cycle a root, so each row appears exactly once', () => {
    const tree = buildTree([{ id: 'x', parentId: 'y' }, { id: 'y', parentId: 'x' }, { id: 'z', parentId: 'x' }]);
    expect(flattenTree(tree).map((n) => n.id).sort()).toEqual(['x', 'y', 'z']);
  });

  it('builds a 100,000-deep chain without overflowing the stack', () => {
    const tree = buildTree(chain(100_000));
    expect(flattenTree(tree)).toHaveLength(100_000);
  });
});

describe('cycles and depths', () => {
  it('finds the members of a cycle and nothing else', () => {
    expect([...treeShape([...rows, { id: 'p', parentId: 'q' }, { id: 'q', parentId: 'r' }, { id: 'r', parentId: 'p' }, { id: 's', parentId: 'p' }]).onCycle].sort()).toEqual(['p', 'q', 'r']);
    expect(treeShape(rows).onCycle.size).toBe(0);
    expect([...treeShape([{ id: 'self', parentId: 'self' }]).onCycle]).toEqual(['self']);
  });

  it('measures depth once per row, also for a 100,000-deep chain', () => {
    expect(treeShape(rows).maxDepth).toBe(3);
    expect(treeShape(rows).depthOf.get('c')).toBe(3);
    expect(treeShape(chain(100_000)).maxDepth).toBe(100_000);
  });

  it('collects a subtree', () => {
    expect([...subtreeIds(rows, 'a')].sort()).toEqual(['a', 'b', 'c']);
    expect([...subtreeIds(chain(50_000), 'n0')]).toHaveLength(50_000);
  });
});

describe('walking and mapping', () => {
  const forest = buildTree(rows);

  it('visits parents before children with their depth', () => {
    const seen: string[] = [];
    eachNode(forest, (node, depth) => seen.push(`${node.id}${depth}`));
    expect(seen).toEqual(['a1', 'b2', 'c3', 'd1']);
  });

  it('maps bottom-up and drops what the mapping refuses, with what hangs below', () => {
    const labels = mapTree(forest, (node, children: string[]) => (node.id === 'b' ? null : `${node.id}(${children.join(',')})`));
    expect(labels).toEqual(['a()', 'd()']);
    const pruned = pruneTree(forest, (node, kept) => node.id !== 'd' && (kept.length > 0 || node.id === 'c'));
    expect(flattenTree(pruned).map((n) => n.id)).toEqual(['a', 'b', 'c']);
  });

  it('maps a tree whose children live under another field', () => {
    const nodes = [{ key: 'r', items: [{ key: 's', items: [] }] }];
    type N = (typeof nodes)[number];
    expect(mapTree<N, string>(nodes, (node, children) => [node.key, ...children].join('>'), (node) => node.items as N[])).toEqual(['r>s']);
  });

  it('sorts every level', () => {
    const sorted = sortTree(buildTree([{ id: 'b', parentId: '0' }, { id: 'a', parentId: '0' }, { id: 'y', parentId: 'a' }, { id: 'x', parentId: 'a' }]), (l, r) => l.id.localeCompare(r.id));
    expect(flattenTree(sorted).map((n) => n.id)).toEqual(['a', 'x', 'y', 'b']);
  });
});
