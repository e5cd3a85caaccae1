import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { buildApp } from './app.ts';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createMailer } from './lib/mailer.ts';
import { createLocalStorage, createMemoryStorage } from './lib/storage.ts';
import { createDocumentEvents } from './modules/pipeline/document-events.ts';
import { startProcessDocumentWorker } from './modules/pipeline/jobs/process-document.job.ts';
import { startQueue } from './queue/queue.ts';

export interface RunningServer {
  ctx: AppContext;
  database: DatabaseHandle;
  app: FastifyInstance | null;
  queue: PgBoss;
  url: string | null;
  stop(): Promise<void>;
}

/** Opens the database for a config: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR/db. */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  const inMemory = config.DATA_DIR === 'memory';
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: inMemory ? 'memory://' : path.join(config.dataDir, 'db'),
  });
}

/** Starts the roles the config asks for: the API, the worker, or both (the default). */
export async function startServer(config: Config): Promise<RunningServer> {
  if (config.ROLE !== 'all' && !config.DATABASE_URL) {
    throw new Error(`ROLE=${config.ROLE} runs beside other processes and needs a shared PostgreSQL: set DATABASE_URL.`);
  }
  const database = await openConfiguredDatabase(config);
  await migrateToLatest(database.db);
  const storage = config.DATA_DIR === 'memory' ? createMemoryStorage() : createLocalStorage(path.join(config.dataDir, 'files'));
  const queue = await startQueue(database, { schedule: config.ROLE !== 'api' });
  const documentEvents = createDocumentEvents(database);
  const ctx: AppContext = {
    config,
    db: database.db,
    storage,
    mailer: createMailer(config.SMTP_URL, config.MAIL_FROM),
    queue,
    documentEvents,
  };
  // the worker role, and the embedded default, process uploaded material in this process
  if (config.ROLE !== 'api') await startProcessDocumentWorker(ctx, queue);

  let app: FastifyInstance | null = null;
  let url: string | null = null;
  if (config.ROLE !== 'worker') {
    app = await buildApp(ctx, { databaseKind: database.kind });
    url = await app.listen({ port: config.PORT, host: config.HOST });
  }
  return {
    ctx,
    database,
    app,
    queue,
    url,
    async stop() {
      await app?.close();
      await queue.stop({ graceful: true, timeout: 10_000 });
      await documentEvents.close();
      await database.close();
    },
  };
}
