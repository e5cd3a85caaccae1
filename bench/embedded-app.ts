import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../apps/server/src/app-context.ts';
import { createTestConfig } from '../apps/server/src/config.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { createMemoryStorage } from '../apps/server/src/lib/storage.ts';
import { createLocalProvider } from '../apps/server/src/modules/ai/local/local.provider.ts';

/*
 * What the API benchmarks share: the embedded default (PGlite in memory, memory storage, the
 * offline provider) with the sign-in rate limit out of the way, and one registered user.
 */

/**
 * A migrated PGlite database: in memory, or in `dir` on disk as the embedded default keeps it
 * (`DATA_DIR/db`), where a growing table is written to files rather than copied into a larger
 * in-memory buffer each time it outgrows one.
 */
export async function openBenchDatabase(dir = 'memory://'): Promise<DatabaseHandle> {
  const database = await openDatabase({ pgliteDir: dir });
  await migrateToLatest(database.db);
  return database;
}

/** The context the benchmarks build their app on; `extra` adds a queue, events and the like. */
export function benchContext(database: DatabaseHandle, extra: Partial<AppContext> = {}): AppContext {
  return {
    config: createTestConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000000' }),
    db: database.db,
    ...(database.copyRows ? { copyRows: database.copyRows } : {}),
    storage: createMemoryStorage(),
    mailer: null,
    ai: createLocalProvider(),
    ...extra,
  };
}

/** Registers a user through the API; returns its token, id and the authorization header. */
export async function registerBenchUser(
  app: FastifyInstance,
  email: string,
): Promise<{ token: string; uid: string; headers: { authorization: string } }> {
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: 'bench password', name: 'Bench', ageConfirmed: true },
  });
  if (registered.statusCode !== 201)
    throw new Error(`registering ${email} failed: ${registered.statusCode} ${registered.body}`);
  const { token, user } = registered.json() as { token: string; user: { uid: string } };
  return { token, uid: user.uid, headers: { authorization: `Bearer ${token}` } };
}
