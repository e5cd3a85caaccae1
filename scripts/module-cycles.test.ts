import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { byFolderUnder, cyclesOf, importGraph } from './module-graph.ts';

/*
 * No import cycle between modules (issue 27 item 2, ADR 102): the server's modules
 * (`apps/server/src/modules/*`) and the web app's features (`apps/web/src/features/*`) depend on
 * each other one way only, type-only imports included. No file closes a loop either, through the
 * shared files (app-context.ts, plugins/, lib/, worker-pool/) included, which lint's no-cycle
 * misses when an arrow is type-only.
 */

const repo = path.resolve(import.meta.dirname, '..');
const apps = [
  { app: 'apps/server/src', root: path.join(repo, 'apps/server/src'), modules: 'modules' },
  { app: 'apps/web/src', root: path.join(repo, 'apps/web/src'), modules: 'features' },
];

describe.each(apps)('the import graph of $app', ({ root, modules }) => {
  it(`has no cycle between the folders of ${modules}/`, () => {
    const graph = importGraph(root, byFolderUnder(modules));
    expect(graph.size).toBeGreaterThan(5);
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('has no cycle between files', () => {
    const graph = importGraph(root, (file) => file);
    expect(graph.size).toBeGreaterThan(100);
    expect(cyclesOf(graph)).toEqual([]);
  });
});

describe('docs/architecture.md', () => {
  it("states the server's module graph as it is", () => {
    const doc = fs.readFileSync(path.join(repo, 'docs/architecture.md'), 'utf8').replace(/\s+/g, ' ');
    const stated = /The module graph, each arrow "imports": (.*?)\. What a module needs/.exec(doc)?.[1];
    expect(stated, 'the sentence "The module graph, each arrow "imports": …" in docs/architecture.md').toBeDefined();
    const written = new Map<string, string[]>();
    for (const clause of stated!.split(';')) {
      const [from, to] = clause.split('→').map((side) => side.trim());
      const targets = to === 'nothing of ours' ? [] : to!.split(',').map((m) => m.trim());
      for (const name of from!.split(',')) written.set(name.trim(), targets.sort());
    }
    const graph = importGraph(apps[0]!.root, byFolderUnder('modules'));
    const actual = new Map([...graph].map(([name, targets]) => [name, [...targets.keys()].sort()]));
    expect(Object.fromEntries([...written].sort())).toEqual(Object.fromEntries([...actual].sort()));
  });
});

describe('the cycle check', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-cycles-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, text: string): void => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };

  it('finds a loop between modules made by a type-only import, and names the files of its arrows', () => {
    write('app/modules/a/a.service.ts', "import { b } from '../b/b.service.ts';\nexport const a = b;\n");
    write(
      'app/modules/b/b.service.ts',
      "import type {\n  A,\n} from '../a/a.types.ts';\nexport const b = 1;\nexport type B = A;\n",
    );
    write('app/modules/a/a.types.ts', 'export type A = string;\n');
    write('app/modules/c/c.test.ts', "import '../a/a.service.ts';\n");
    write('app/modules/a/a.test.ts', "import '../c/c.test.ts';\n");
    expect(cyclesOf(importGraph(path.join(dir, 'app'), byFolderUnder('modules')))).toEqual([
      'a → (modules/a/a.service.ts) → b → (modules/b/b.service.ts) → a',
    ]);
    // no loop of files: a.service → b.service → a.types
    expect(cyclesOf(importGraph(path.join(dir, 'app'), (file) => file))).toEqual([]);
  });

  it('finds a loop of files through a shared file, which no module graph sees', () => {
    write(
      'shared/modules/b/b.service.ts',
      "import type { Context } from '../../context.ts';\nexport type Pool = { size: number };\nexport type B = Context;\n",
    );
    write(
      'shared/context.ts',
      "import type { Pool } from './modules/b/b.service.ts';\nexport interface Context { pool: Pool }\n",
    );
    expect(cyclesOf(importGraph(path.join(dir, 'shared'), byFolderUnder('modules')))).toEqual([]);
    expect(cyclesOf(importGraph(path.join(dir, 'shared'), (file) => file))).toEqual([
      'context.ts → (context.ts) → modules/b/b.service.ts → (modules/b/b.service.ts) → context.ts',
    ]);
  });

  it('finds a loop of files, dynamic imports and re-exports included, and leaves comments and tests out', () => {
    write('loop/one.ts', "// import { x } from './three.ts';\nexport * from './two.ts';\n");
    write('loop/two.ts', "export const load = () => import('./three.ts');\n");
    write('loop/three.ts', "/* import './one.ts' */\nexport { one } from './one.ts';\n");
    write('loop/three.test.ts', "import './two.ts';\n");
    expect(cyclesOf(importGraph(path.join(dir, 'loop'), (file) => file))).toEqual([
      'one.ts → (one.ts) → two.ts → (two.ts) → three.ts → (three.ts) → one.ts',
    ]);
  });
});
