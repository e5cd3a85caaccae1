import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import type { AppContext } from '../app-context.ts';
import { createTestConfig, type Config } from '../config.ts';
import { drainBackgroundTasks } from '../lib/background-tasks.ts';
import { createMemoryStorage } from '../lib/storage.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { createConfiguredAiProvider } from '../modules/ai/create-provider.ts';
import { createDocumentEvents } from '../modules/pipeline/document-events.ts';
import {
  startProcessDocumentWorker,
  type ProcessDocumentWorker,
} from '../modules/pipeline/jobs/process-document.job.ts';
import type { ProcessHooks } from '../modules/pipeline/process-document.ts';
import { startQueue } from '../queue/queue.ts';
import { startImportDeckWorker } from '../modules/exchange/import-job.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  storage: ReturnType<typeof createMemoryStorage>;
  database: DatabaseHandle;
  /** the document worker, when the pipeline runs with one */
  worker: ProcessDocumentWorker | null;
  /** one request through `app.inject`, signed in as `token` when given, with a JSON `payload` when given */
  call(
    method: Method,
    url: string,
    token?: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An id that names nothing (a well-formed UUID), for the 404 cases. */
export const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** The real app on a fresh database, for `app.inject` tests. */
export async function buildTestApp(
  options: {
    config?: Partial<Record<string, string>>;
    mailer?: Mailer | null;
    /** start the job queue (and, unless `worker: false`, the document worker) for pipeline tests */
    pipeline?: { worker?: boolean; hooks?: ProcessHooks };
    /** reuse a database and files (a "restarted" app on the same data); closed by their first owner */
    database?: DatabaseHandle;
    storage?: ReturnType<typeof createMemoryStorage>;
    /** more of the context (a logger, metrics, another file store) */
    context?: Partial<Pick<AppContext, 'logger' | 'metrics' | 'ai' | 'storage' | 'workerPool'>>;
    /** serve the web build at `config.WEB_DIST_DIR` (public pages, SPA) as a production start does */
    serveWeb?: boolean;
    /** receives the request log (set `config.LOG_LEVEL` too) */
    logStream?: { write(line: string): void };
    /** where rate limits count (default: as buildApp chooses for the database) */
    rateLimitStore?: 'database' | 'memory';
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config: Config = createTestConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '10000', ...options.config });
  const storage = options.storage ?? createMemoryStorage();
  const ctx: AppContext = {
    config,
    db: database.db,
    ...(database.copyRows ? { copyRows: database.copyRows } : {}),
    storage,
    mailer: options.mailer ?? null,
    ai: createConfiguredAiProvider(config),
    ...options.context,
  };
  let worker: ProcessDocumentWorker | null = null;
  if (options.pipeline) {
    ctx.queue = await startQueue(database);
    ctx.documentEvents = createDocumentEvents(database);
    if (options.pipeline.worker !== false) {
      worker = await startProcessDocumentWorker(ctx, ctx.queue, {
        pollingIntervalSeconds: 0.5,
        ...(options.pipeline.hooks ? { hooks: options.pipeline.hooks } : {}),
      });
      await startImportDeckWorker(ctx, ctx.queue, { pollingIntervalSeconds: 0.5 });
    }
  }
  const app = await buildApp(ctx, {
    databaseKind: database.kind,
    serveWeb: options.serveWeb ?? false,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.rateLimitStore ? { rateLimitStore: options.rateLimitStore } : {}),
  });
  await app.ready();
  return {
    app,
    ctx,
    storage,
    database,
    worker,
    call: (method, url, token, payload, headers = {}) =>
      app.inject({
        method,
        url,
        headers: { ...(token ? bearer(token) : {}), ...headers },
        ...(payload !== undefined ? { payload: payload as object } : {}),
      }),
    close: async () => {
      await app.close();
      await drainBackgroundTasks(ctx);
      await ctx.queue?.stop({ graceful: false, timeout: 5_000 });
      await ctx.documentEvents?.close();
      if (!options.database) await database.close();
    },
  };
}

let counter = 0;

export type TestUser = Awaited<ReturnType<typeof registerTestUser>>;

/** Registers a fresh user and returns its token and id. */
export async function registerTestUser(
  app: FastifyInstance,
  overrides: Partial<{ email: string; name: string; password: string; locale: 'en' | 'pt' }> = {},
): Promise<{ token: string; uid: string; email: string; password: string }> {
  counter += 1;
  const email = overrides.email ?? `user${counter}-${Date.now()}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      email,
      password,
      name: overrides.name ?? `Test User ${counter}`,
      ageConfirmed: true,
      ...(overrides.locale ? { locale: overrides.locale } : {}),
    },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; user: { uid: string } };
  return { token: body.token, uid: body.user.uid, email, password };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** The error envelope of a response. */
export function errorOf(res: LightMyRequestResponse): {
  code: string;
  message: string;
  field?: string;
  limit?: string;
} {
  return (res.json() as { error: { code: string; message: string; field?: string; limit?: string } }).error;
}

/** Registers `count` fresh users (an owner, a stranger, a share visitor, ...). */
export async function registerTestUsers<N extends 2 | 3 | 4>(app: FastifyInstance, count: N): Promise<Users<N>> {
  const users: TestUser[] = [];
  for (let i = 0; i < count; i += 1) users.push(await registerTestUser(app));
  return users as Users<N>;
}

type Users<N extends number, Acc extends TestUser[] = []> = Acc['length'] extends N
  ? Acc
  : Users<N, [...Acc, TestUser]>;

/** The file a session is in the library (`GET /api/directory/:folderId/file/:id`), as far as these tests read it. */
export interface TestSessionFile {
  id: string;
  version: number;
  flashcards: Array<{ id: string; front: string; back: string; difficulty: string }>;
  questions: Array<{ id: string; type: string; prompt: string }>;
}

/** A session of `token`'s made in the library (`POST /api/directory/root/file`, 201), with the cards and questions of `body`. */
export async function createTestSession(
  t: TestApp,
  token: string,
  body: { name: string } & Record<string, unknown>,
): Promise<TestSessionFile> {
  const res = await t.call('POST', '/api/directory/root/file', token, body);
  if (res.statusCode !== 201) throw new Error(`creating the session failed: ${res.statusCode} ${res.body}`);
  return res.json() as TestSessionFile;
}

/** The owner's share token for a session (minted on first ask). */
export async function shareTokenOf(t: TestApp, sessionId: string, ownerToken: string): Promise<string> {
  const res = await t.call('GET', `/api/directory/root/file/${sessionId}/share-token`, ownerToken);
  if (res.statusCode !== 200) throw new Error(`minting the share token failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { shareToken: string }).shareToken;
}
