// No module imports itself round a loop. A cycle works only while every use
// waits inside a function, and breaks (undefined at load) the day one does not;
// a renderer that must reach back up hands itself down through a context instead.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const roots = ['core', 'renderers', 'widgets', 'server', 'src'];
const aliases: Record<string, string> = { '@core/': 'core/', '@renderers/': 'renderers/', '@widgets/': 'widgets/', '@server/': 'server/', '@app/': 'src/', '@schemas/': 'schemas/' };
// Imports that run at load; `import type` is erased, and `import()` waits until called.
const loadImports = [/^\s*(?:import|export)\s+(?!type\b)[^'";]*?\sfrom\s+['"]([^'"]+)['"]/gm, /^\s*import\s+['"]([^'"]+)['"]/gm];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
  const base = specifier.startsWith('.') ? path.join(path.dirname(from), specifier) : alias ? aliases[alias] + specifier.slice(alias.length) : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].map((candidate) => path.normalize(candidate)).find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

type Graph = ReadonlyMap<string, readonly string[]>;

function importGraph(files: readonly string[]): Graph {
  return new Map(
    files.map((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const targets = loadImports.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => resolveImport(file, match[1] ?? '')));
      return [path.normalize(file), targets.filter((target): target is string => target !== undefined)];
    }),
  );
}

/** Each loop found by a depth-first walk, as the path that closes it. */
function cyclesOf(graph: Graph): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  for (const start of graph.keys()) {
    if (done.has(start)) continue;
    const path: string[] = [];
    const onPath = new Set<string>();
    // An explicit stack of [node, index of the next edge to follow].
    const stack: [string, number][] = [[start, 0]];
    path.push(start);
    onPath.add(start);
    while (stack.length) {
      const top = stack[stack.length - 1] as [string, number];
      const next = graph.get(top[0])?.[top[1]];
      top[1] += 1;
      if (next === undefined) {
        stack.pop();
        onPath.delete(path.pop() as string);
        done.add(top[0]);
      } else if (onPath.has(next)) {
        cycles.push([...path.slice(path.indexOf(next)), next]);
      } else if (!done.has(next)) {
        stack.push([next, 0]);
        path.push(next);
        onPath.add(next);
      }
    }
  }
  return cycles;
}

describe('import cycles', () => {
  it('are found, through several files', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c', 'd']],
      ['c', ['a']],
      ['d', []],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c', 'a']]);
    expect(cyclesOf(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it('are none in the source', () => {
    const graph = importGraph(roots.flatMap(sourceFiles));
    expect(graph.get(path.normalize('renderers/list/ListView.tsx'))).toContain(path.normalize('renderers/list/useActions.tsx'));
    expect(cyclesOf(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});
