import os from 'node:os';
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
 * Projects: `node` (server, packages; data-layer tests on PGlite), `web` and `web-isolated`
 * (jsdom; apps/web/vitest.config.ts), and
 * `postgres`: the data-layer tests again on the PostgreSQL at TEST_DATABASE_URL, when set.
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
      { test: { ...base, name: 'node', include: nodeTests, exclude: ['**/node_modules/**', '**/*.pg.test.ts'] } },
      ...webProjects,
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...base,
                name: 'postgres',
                include: [
                  'apps/server/src/**/*.api.test.ts',
                  'apps/server/src/**/*.db.test.ts',
                  'apps/server/src/**/*.pg.test.ts',
                ],
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
