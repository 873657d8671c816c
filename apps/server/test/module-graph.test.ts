// The server's module graph (docs/conventions.md "Modules by thing"): a module is a folder of src/modules, an
// edge is an import of `../<other>/…` in any of its files (types too: a type is a dependency as well). A
// cycle between modules is a failure even when no two files import each other (import-x/no-cycle sees
// files only), and a module's *.public.ts hands out services, never its repository's functions.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = resolve(import.meta.dirname, '../src/modules');

/** Every .ts file under `dir` (tests beside the code too: they belong to their module). */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesOf(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The module specifiers a file imports or re-exports (static `from '…'` and dynamic `import('…')`). */
function specifiersOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(
    /\bfrom\s+'([^']+)'|\bimport\s*\(\s*'([^']+)'\s*\)|^import\s+'([^']+)'/gm,
  )) {
    found.push((match[1] ?? match[2] ?? match[3])!);
  }
  return found;
}

/** The values (not types) a file re-exports from a repository of its own module: `export { a, type B } from './x.repository'`. */
function repositoryValuesOf(source: string): string[] {
  const values: string[] = [];
  for (const match of source.matchAll(
    /^export\s+(type\s+)?(\*|\{[^}]*\})\s*from\s+'\.\/[^']*\.repository'/gm,
  )) {
    if (match[1]) {
      continue;
    }
    if (match[2] === '*') {
      values.push('*');
      continue;
    }
    for (const name of match[2]!.slice(1, -1).split(',')) {
      const item = name.trim();
      if (item && !item.startsWith('type ')) {
        values.push(item);
      }
    }
  }
  return values;
}

/** Module -> the other modules it imports, each with one file that does it (for the message). */
function moduleGraph(root = MODULES): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  const modules = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  for (const name of modules) {
    const edges = new Map<string, string>();
    for (const file of filesOf(join(root, name))) {
      for (const specifier of specifiersOf(readFileSync(file, 'utf8'))) {
        const other = /^(?:\.\.\/)+modules\/([^/]+)\/|^\.\.\/([^/.][^/]*)\//.exec(specifier);
        const target = other?.[1] ?? other?.[2];
        // `../<x>/` from a nested folder of the module may still be the module itself: only known modules count.
        if (target && target !== name && modules.includes(target) && !edges.has(target)) {
          edges.set(target, `${file.slice(root.length + 1)} imports '${specifier}'`);
        }
      }
    }
    graph.set(name, edges);
  }
  return graph;
}

/** The strongly connected components of more than one module (Tarjan): each is one or more cycles. */
function cyclesOf(graph: Map<string, Map<string, string>>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const lowOf = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    lowOf.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        lowOf.set(node, Math.min(lowOf.get(node)!, lowOf.get(next)!));
      } else if (onStack.has(next)) {
        lowOf.set(node, Math.min(lowOf.get(node)!, indexOf.get(next)!));
      }
    }
    if (lowOf.get(node) === indexOf.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) {
        components.push(component.sort());
      }
    }
  };
  for (const node of [...graph.keys()].sort()) {
    if (!indexOf.has(node)) {
      visit(node);
    }
  }
  return components.sort((x, y) => x[0]!.localeCompare(y[0]!));
}

/** A component as the failure prints it: its modules, then every import that keeps them in one cycle. */
function describeComponent(graph: Map<string, Map<string, string>>, members: string[]): string {
  const inside = new Set(members);
  const edges = members.flatMap((from) =>
    [...(graph.get(from) ?? new Map<string, string>())]
      .filter(([to]) => inside.has(to))
      .map(([to, why]) => `  ${from} -> ${to}: ${why}`),
  );
  return [`cycle through ${members.join(', ')}`, ...edges].join('\n');
}

describe('the server module graph', () => {
  it('has no cycle between modules', () => {
    const graph = moduleGraph();
    const cycles = cyclesOf(graph).map((members) => describeComponent(graph, members));
    expect(cycles, `module cycles:\n${cycles.join('\n\n')}`).toEqual([]);
  });

  it('finds a cycle that runs through different files', () => {
    const graph = new Map([
      ['a', new Map([['b', 'a/x.ts']])],
      ['b', new Map([['c', 'b/y.ts']])],
      ['c', new Map([['a', 'c/z.ts']])],
      ['d', new Map([['a', 'd/w.ts']])],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('reads imports, re-exports and dynamic imports as edges', () => {
    expect(
      specifiersOf(
        [
          "import { a } from '../alpha/alpha.public';",
          "import type { B } from '../beta/beta.public';",
          "export { c } from '../gamma/gamma.public';",
          "const d = await import('../delta/delta.service');",
          'import {',
          '  e,',
          "} from '../epsilon/epsilon.public';",
        ].join('\n'),
      ),
    ).toEqual([
      '../alpha/alpha.public',
      '../beta/beta.public',
      '../gamma/gamma.public',
      '../delta/delta.service',
      '../epsilon/epsilon.public',
    ]);
  });

  it("a *.public.ts file hands out services, never its repository's functions", () => {
    const offenders = [...moduleGraph().keys()].flatMap((name) =>
      filesOf(join(MODULES, name))
        .filter(
          (file) => file.endsWith('.public.ts') && repositoryValuesOf(readFileSync(file, 'utf8')).length,
        )
        .map(
          (file) =>
            `${file.slice(MODULES.length + 1)}: ${repositoryValuesOf(readFileSync(file, 'utf8')).join(', ')}`,
        ),
    );
    expect(offenders, `re-exports of a repository:\n${offenders.join('\n')}`).toEqual([]);
  });

  it('tells a re-exported repository function from a re-exported row type', () => {
    expect(
      repositoryValuesOf(
        [
          "export { findRow, type Row } from './things.repository';",
          "export type { Other } from './things.repository';",
          "export * from './more.repository';",
          "export { createThingsService } from './things.service';",
        ].join('\n'),
      ),
    ).toEqual(['findRow', '*']);
  });
});
