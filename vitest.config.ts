import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config.ts';

const nodeTests = [
  'packages/*/src/**/*.test.ts',
  'apps/server/src/**/*.test.ts',
  'apps/web/scripts/**/*.test.ts',
  'scripts/**/*.test.ts',
];
const base = { environment: 'node' as const, testTimeout: 30_000, hookTimeout: 120_000, pool: 'forks' as const };

/**
 * Server test files that start work which may outlive the file: a job queue and its workers
 * (pg-boss's timers, a job still running), a worker pool, a server of their own, child processes or
 * threads — among them a chat evaluation's session (`seedChatSession`), whose database runs on a thread.
 * Each runs in a process of its own, ended with it (`node-isolated`, `postgres-isolated`).
 * Every other file shares its worker's process and module graph with the files before it (ADR 162):
 * starting a process and importing the app again for each file was about half of those files' time.
 */
const BACKGROUND_WORK =
  /\bpipeline:\s*\{|\bstart(Queue|Server|ProcessDocumentWorker|ImportDeckWorker)\b|\bcreateWorkerPool\b|node:child_process|node:worker_threads|\b(openDatabase|seedChatSession)\(|\bspawn\(|\bfork\(/;
const withBackgroundWork = (patterns: string[]) =>
  fs
    .globSync(patterns, { cwd: import.meta.dirname })
    .filter((file) => BACKGROUND_WORK.test(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')));
const dataLayerTests = [
  'apps/server/src/**/*.api.test.ts',
  'apps/server/src/**/*.db.test.ts',
  'apps/server/src/**/*.pg.test.ts',
];
const nodeFilesIsolated = withBackgroundWork(nodeTests);
const postgresFilesIsolated = withBackgroundWork(dataLayerTests);

/**
 * Projects: `node` and `node-isolated` (server, packages; data-layer tests on PGlite), `web` and
 * `web-isolated` (jsdom; apps/web/vitest.config.ts), and `postgres` and `postgres-isolated`: the
 * data-layer tests again on the PostgreSQL at TEST_DATABASE_URL, when set.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on the 2-core CI machine, one file at a
    // time while the second core idled for most of the run. Two files at a time there (ADR 139);
    // on more cores, the default.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    projects: [
      // *.pg.test.ts need a PostgreSQL server (several processes on one database): postgres only
      {
        test: {
          ...base,
          name: 'node',
          include: nodeTests,
          exclude: ['**/node_modules/**', '**/*.pg.test.ts', ...nodeFilesIsolated],
          isolate: false,
        },
      },
      {
        test: {
          ...base,
          name: 'node-isolated',
          include: nodeFilesIsolated.filter((file) => !file.endsWith('.pg.test.ts')),
        },
      },
      ...webProjects,
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...base,
                name: 'postgres',
                include: dataLayerTests,
                exclude: ['**/node_modules/**', ...postgresFilesIsolated],
                env: { TEST_DB: 'postgres' },
                // one PostgreSQL database behind every file: a file run after others in their process
                // lost a race it wins alone (document-removal.api.test.ts, CI run 4), so each file
                // keeps a process of its own here until that is understood (ADR 162, amended)
              },
            },
            {
              test: {
                ...base,
                name: 'postgres-isolated',
                include: postgresFilesIsolated,
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
