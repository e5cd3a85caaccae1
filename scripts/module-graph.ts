// Import graphs of the apps' source, for the cycle checks (module-cycles.test.ts, ADR 102). Every
// relative import counts: `import`, `import type`, `export … from`, `import('…')` — a type-only
// import is still a dependency of the design, and lint's `import-x/no-cycle` does not follow it.
// Test files and test kits (`test/`, `testing/`) are left out: a test may read another module's
// fixtures.
import fs from 'node:fs';
import path from 'node:path';

/** node → the nodes it imports, each with one file that does it (for the message) */
export type ImportGraph = Map<string, Map<string, string>>;

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const NOT_SOURCE = /\.test\.(ts|tsx)$|\/test\/|\/testing\/|\.d\.ts$/;
// `import … from '…'`, `export … from '…'`, `import '…'`, `import('…')`, over several lines
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') out.push(...sourceFiles(full));
    } else if (SOURCE.test(entry.name) && !NOT_SOURCE.test(full.split(path.sep).join('/'))) {
      out.push(full);
    }
  }
  return out;
}

/** The specifiers a file imports, comments left out. */
export function importsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(SPECIFIER)].map((m) => m[1]!);
}

/**
 * The graph of the source under `root`, each file standing for the node `nodeOf` gives it (null:
 * left out); imports within one node are not arrows.
 */
export function importGraph(root: string, nodeOf: (relativePath: string) => string | null): ImportGraph {
  const graph: ImportGraph = new Map();
  const node = (file: string): string | null => {
    const rel = path.relative(root, file).split(path.sep).join('/');
    return rel.startsWith('..') ? null : nodeOf(rel);
  };
  for (const file of sourceFiles(root)) {
    const from = node(file);
    if (from === null) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    for (const specifier of importsOf(fs.readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const to = node(path.resolve(path.dirname(file), specifier));
      if (to !== null && to !== from && !graph.get(from)!.has(to))
        graph.get(from)!.set(to, path.relative(root, file).split(path.sep).join('/'));
    }
  }
  return graph;
}

/** A node per folder under `dir` (a module, a feature); files elsewhere are left out. */
export function byFolderUnder(dir: string): (relativePath: string) => string | null {
  return (rel) => {
    const parts = rel.split('/');
    return parts.length > 2 && parts[0] === dir ? parts[1]! : null;
  };
}

/**
 * Every cycle of the graph, one per strongly connected part (its shortest loop through the part's
 * first node), written with the file that makes each arrow. Empty when there is none.
 */
export function cyclesOf(graph: ImportGraph): string[] {
  const cycles: string[] = [];
  for (const part of stronglyConnected(graph)) {
    const inPart = new Set(part);
    const start = [...part].sort()[0]!;
    const loop = shortestLoop(graph, start, inPart);
    cycles.push(
      loop
        .map((from, i) => (i + 1 < loop.length ? `${from} → (${graph.get(from)!.get(loop[i + 1]!)})` : from))
        .join(' → '),
    );
  }
  return cycles;
}

function stronglyConnected(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const parts: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const part: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        part.push(w);
      } while (w !== v);
      if (part.length > 1) parts.push(part);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return parts;
}

/** The shortest path from `start` back to itself inside `part` (breadth-first). */
function shortestLoop(graph: ImportGraph, start: string, part: Set<string>): string[] {
  const previous = new Map<string, string>();
  const queue = [...(graph.get(start)?.keys() ?? [])].filter((n) => part.has(n));
  for (const n of queue) previous.set(n, start);
  while (queue.length > 0) {
    const node = queue.shift()!;
    if (node === start) break;
    for (const next of graph.get(node)?.keys() ?? []) {
      if (part.has(next) && !previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  const loop = [start];
  for (let n = previous.get(start)!; n !== start; n = previous.get(n)!) loop.unshift(n);
  loop.unshift(start);
  return loop;
}
