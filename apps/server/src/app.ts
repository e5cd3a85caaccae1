import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { ABSOLUTE_FILE_CAP } from '@mnemo/domain/plans';
import type { AppContext } from './app-context.ts';
import { errors } from './lib/app-error.ts';
import { getStoragePublicOrigin } from './lib/create-storage.ts';
import { serializeRequest } from './lib/request-log.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { findSignedInUser } from './modules/auth/auth.service.ts';
import { googleRoutes } from './modules/auth/google.routes.ts';
import { oidcRoutes } from './modules/auth/oidc.routes.ts';
import { adminRoutes } from './modules/auth/admin.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { libraryRoutes } from './modules/library/library.routes.ts';
import { copySessionMaterial } from './modules/material/copy-session-material.ts';
import { holdCardsForExam } from './modules/review/exam-limits.ts';
import { countDueBySession } from './modules/review/list-due-cards.ts';
import { materialRoutes } from './modules/material/material.routes.ts';
import { pipelineRoutes } from './modules/pipeline/pipeline.routes.ts';
import { quotaRoutes } from './modules/quota/quota.routes.ts';
import { plansRoutes } from './modules/billing/plans.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { cancelSubscriptionForDeletion } from './modules/billing/billing.service.ts';
import { listPlans } from './modules/billing/plans.service.ts';
import { studyRoutes } from './modules/study/study.routes.ts';
import { reviewRoutes } from './modules/review/review.routes.ts';
import { quizRoutes } from './modules/quiz/quiz.routes.ts';
import { libraryItemsRoutes } from './modules/library/library-items.routes.ts';
import { signupsRoutes } from './modules/signups/signups.routes.ts';
import { guidedRoutes } from './modules/guided/guided.routes.ts';
import { exchangeRoutes } from './modules/exchange/exchange.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin, sendAppError } from './plugins/errors.ts';
import { type BuildManifest, buildRoutePages } from './plugins/route-preloads.ts';
import { createDatabaseRateLimitStore, userRateLimitKey } from './plugins/rate-limit-store.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openapiPlugin, transformDocument, transformRouteSchema } from './plugins/openapi.ts';
import { publicPagesPlugin } from './plugins/public-pages.ts';
import { safeTextPlugin } from './plugins/safe-text.ts';
import { useContractCompilers } from './plugins/contract-compilers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** set when the process starts stopping: readiness then answers 503 */
    isDraining: boolean;
  }
}

export interface BuildAppOptions {
  /** which database is underneath (reported by /api/health) */
  databaseKind: 'pglite' | 'postgres';
  /** serve the built web app (off in API tests) */
  serveWeb?: boolean;
  /** with metrics on: serve /metrics on the app's port (false when it has a port of its own) */
  isMetricsRouteServed?: boolean;
  /** where the request log goes (default: standard output); tests read it */
  logStream?: { write(line: string): void };
  /**
   * where rate limits count: `database` (shared by every process on that database, ADR 103) or
   * `memory` (this process only); default `database` on PostgreSQL, `memory` on PGlite, which is
   * one process by construction
   */
  rateLimitStore?: 'database' | 'memory';
}

function trustHops(count: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < count;
}

const ABSOLUTE_UPLOAD_BYTES = Math.max(ABSOLUTE_FILE_CAP.audio, ABSOLUTE_FILE_CAP.document);

const SESSION_WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const SESSION_WRITE_PATHS = ['/api/sessions', '/api/directory/:folderId/file'];
/**
 * Every rate limit's key: the signed-in user on routes that know one (authenticated, share, or
 * optional with a bearer), the address on anonymous ones, so people behind one shared address
 * (a school, an office) do not use up each other's limits (issue 21). The auth hook runs first:
 * the limiter's hook is a route hook, after the app's onRequest hooks.
 */
export const rateLimitKey = (request: FastifyRequest): string =>
  request.user ? userRateLimitKey(request.user.id) : `ip:${request.ip}`;

/** Generous for a person, a wall for a script. */
export const SESSION_WRITE_LIMIT = { max: 120, timeWindow: '1 minute' };

/** The composition root: external plugins → our plugins → routes → the web app. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = ctx;
  const app = Fastify({
    // the request log never holds a URL's secrets (share tokens, reset tokens, signatures)
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            serializers: { req: serializeRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : crypto.randomUUID();
    },
    requestIdHeader: false,
    // a hop count believes that many proxies nearest to us (the function form Fastify types)
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  useContractCompilers(app);
  app.decorate('ctx', ctx);
  app.decorate('isDraining', false);
  if (ctx.metrics)
    await app.register(metricsPlugin, { metrics: ctx.metrics, isRouteServed: options.isMetricsRouteServed ?? true });
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  // media served by the object store itself (presigned URLs) must be allowed to load
  const storeOrigin = getStoragePublicOrigin(config);
  const store = storeOrigin ? [storeOrigin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // YouTube's IFrame API and the script it loads next (/s/player/<build>/www-widgetapi.vflset/…)
        // for the material pane's videos and the music player; paths, not the whole origin
        scriptSrc: ["'self'", 'https://www.youtube.com/iframe_api', 'https://www.youtube.com/s/player/'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', ...store],
        mediaSrc: ["'self'", 'blob:', ...store],
        // the players are served from the privacy-enhanced origin only (lib/youtube-player.ts)
        frameSrc: ['https://www.youtube-nocookie.com'],
        connectSrc: ["'self'", ...store],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Writes to sessions (POST/PUT/PATCH under /api/sessions and the library's session files) are
  // rate-limited per user, unless a route sets its own limit. Added before the plugin reads routes.
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    const isSessionWrite =
      methods.some((m) => SESSION_WRITE_METHODS.has(m)) && SESSION_WRITE_PATHS.some((p) => route.url.startsWith(p));
    const config = (route.config ?? {}) as { rateLimit?: unknown };
    if (isSessionWrite && config.rateLimit === undefined) route.config = { ...config, rateLimit: SESSION_WRITE_LIMIT };
  });
  const rateLimitStore = options.rateLimitStore ?? (options.databaseKind === 'postgres' ? 'database' : 'memory');
  await app.register(rateLimit, {
    global: false,
    keyGenerator: rateLimitKey,
    ...(rateLimitStore === 'database' ? { store: createDatabaseRateLimitStore(ctx.db) } : {}),
  });
  // Uploads: one file per request; the pipeline counts its bytes against the plan while streaming.
  await app.register(multipart, {
    limits: { fileSize: ABSOLUTE_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 2 * 1024 * 1024, parts: 12 },
  });
  await app.register(swagger, {
    openapi: {
      // 3.1: JSON Schema 2020-12, so a nullable reference is `anyOf [ref, null]` (3.0 has no null type)
      openapi: '3.1.0',
      info: {
        title: 'Mnemo API',
        version: '0.1.0',
        description: 'The API of a Mnemo server.',
        license: { name: 'AGPL-3.0-or-later', url: 'https://www.gnu.org/licenses/agpl-3.0.html' },
      },
      // paths carry their /api prefix: the server is the origin (the public one when configured)
      servers: [{ url: config.PUBLIC_URL?.replace(/\/+$/, '') || '/', description: 'This Mnemo server' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // `share` routes: a signed-in visitor reads a shared session with its link's token
          sharetoken: { type: 'apiKey', in: 'query', name: 'sharetoken' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: transformRouteSchema,
    transformObject: transformDocument,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { docExpansion: 'list' } });

  await app.register(errorsPlugin);
  // NUL and lone surrogates refused in one place, before any schema or handler (ADR 071)
  await app.register(safeTextPlugin);
  await app.register(dbPlugin, { db: ctx.db });
  await app.register(authPlugin, { findUserByToken: (token: string) => findSignedInUser(ctx, token) });
  await app.register(openapiPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { databaseKind: options.databaseKind });
      // an account's deletion cancels its subscription first; auth does not import billing (ADR 157)
      const beforeAccountDeletion = cancelSubscriptionForDeletion;
      await api.register(authRoutes, { beforeAccountDeletion });
      await api.register(googleRoutes);
      await api.register(oidcRoutes);
      await api.register(adminRoutes, { beforeAccountDeletion });
      // the library's sessions show their due counts and hold their cards for an exam with review's
      // scheduling, and its copy of a shared session copies the documents with material's use case
      await api.register(libraryRoutes, { scheduling: { countDueBySession, holdCardsForExam }, copySessionMaterial });
      await api.register(quotaRoutes);
      await api.register(plansRoutes);
      await api.register(billingRoutes);
      await api.register(studyRoutes);
      await api.register(reviewRoutes);
      await api.register(quizRoutes);
      await api.register(libraryItemsRoutes);
      await api.register(signupsRoutes, { db: ctx.db });
      await api.register(pipelineRoutes);
      await api.register(materialRoutes);
      await api.register(guidedRoutes);
      await api.register(exchangeRoutes);
    },
    { prefix: '/api' },
  );

  const serveWeb = options.serveWeb ?? true;
  if (serveWeb) {
    // the prerendered public pages (/learn/…, /pt/…, sitemap.xml), origin filled in at serving time
    await app.register(publicPagesPlugin, {
      distDir: ctx.config.webDistDir,
      publicUrl: ctx.config.PUBLIC_URL ?? '',
      operatorName: ctx.config.OPERATOR_NAME,
      operatorContact: ctx.config.OPERATOR_CONTACT,
      bookMeetingUrl: ctx.config.BOOK_MEETING_URL,
      privacyUpdated: ctx.config.PRIVACY_LAST_UPDATED,
      plans: (locale) => listPlans(ctx.config, locale),
    });
  }
  registerWebApp(app, ctx, serveWeb);
  return app;
}

/** Serves the built SPA, falling back to index.html for the app's own routes. */
function registerWebApp(app: FastifyInstance, ctx: AppContext, serveWeb: boolean): void {
  const distDir = ctx.config.webDistDir;
  const indexFile = path.join(distDir, 'index.html');
  const hasWeb = serveWeb && fs.existsSync(indexFile);
  if (hasWeb) {
    void app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // the build writes .br/.gz next to each asset; send them to clients that accept them
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          void res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  // the pages whose HTML also preloads their route's code (ADR 111) and starts its first request (ADR 161)
  const routePages = hasWeb ? readRoutePages(distDir, indexFile) : new Map<string, string>();
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendAppError(request, reply, errors.notFound());
    }
    if (!hasWeb) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The Mnemo web app is not built. Run `npm run build` (npm start does it for you).');
    }
    const routePage = routePages.get(request.url.split('?')[0]!);
    if (routePage) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(routePage);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

/** index.html with each preloaded route's code named, from the build's manifest (none without one). */
function readRoutePages(distDir: string, indexFile: string): Map<string, string> {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return new Map();
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BuildManifest;
  return buildRoutePages(fs.readFileSync(indexFile, 'utf8'), manifest, (file) =>
    fs.existsSync(path.join(distDir, file)),
  );
}
