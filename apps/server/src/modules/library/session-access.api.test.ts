import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createTestSession,
  errorOf,
  registerTestUser,
  shareTokenOf,
  type TestApp,
} from '../../test/test-app.ts';
import { seedMaterial } from '../study/testing/seed-material.ts';

/*
 * The one session-access rule (library.policy.ts), route by route: every `share` route answers
 * the same way, and every write refuses a share visitor with 404. A new `share` route joins
 * READS below (the OpenAPI check fails until it does).
 */

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerTestUser>>;
let visitor: Awaited<ReturnType<typeof registerTestUser>>;
let ids: Ids;
let shareToken: string;
let otherToken: string;
const MISSING = '00000000-0000-4000-8000-000000000000';

interface Ids {
  session: string;
  document: string;
  question: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface RouteCase {
  method: Method;
  /** the route as Fastify knows it */
  route: string;
  url: (ids: Ids) => string;
  payload?: object;
  ok: number;
}

const READS: RouteCase[] = [
  {
    method: 'GET',
    route: '/api/directory/:folderId/file/:fileId',
    url: (i) => `/api/directory/root/file/${i.session}`,
    ok: 200,
  },
  { method: 'POST', route: '/api/sessions/:id/copy', url: (i) => `/api/sessions/${i.session}/copy`, ok: 201 },
  // a document being made as the session page's line shows it (ADR 171)
  {
    method: 'GET',
    route: '/api/documents/:id/generation',
    url: (i) => `/api/documents/${i.document}/generation`,
    ok: 200,
  },
  {
    method: 'GET',
    route: '/api/documents/:id/generation/events',
    url: (i) => `/api/documents/${i.document}/generation/events`,
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/questions/:id/evaluate',
    url: (i) => `/api/questions/${i.question}/evaluate`,
    payload: { answer: true },
    ok: 200,
  },
  {
    method: 'GET',
    route: '/api/questions/:id/explanation',
    url: (i) => `/api/questions/${i.question}/explanation`,
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/sessions/:id/chat',
    url: (i) => `/api/sessions/${i.session}/chat`,
    payload: { message: 'What is photosynthesis?' },
    ok: 200,
  },
  { method: 'GET', route: '/api/sessions/:id/chat', url: (i) => `/api/sessions/${i.session}/chat`, ok: 200 },
  { method: 'GET', route: '/api/documents/:id/chunks', url: (i) => `/api/documents/${i.document}/chunks`, ok: 200 },
  {
    method: 'GET',
    route: '/api/documents/:id/content-url',
    url: (i) => `/api/documents/${i.document}/content-url`,
    ok: 200,
  },
  { method: 'DELETE', route: '/api/sessions/:id/chat', url: (i) => `/api/sessions/${i.session}/chat`, ok: 200 },
  {
    method: 'POST',
    route: '/api/sessions/:id/quizzes',
    url: (i) => `/api/sessions/${i.session}/quizzes`,
    payload: {},
    ok: 201,
  },
  { method: 'GET', route: '/api/sessions/:id/quizzes', url: (i) => `/api/sessions/${i.session}/quizzes`, ok: 200 },
  {
    method: 'GET',
    route: '/api/sessions/:id/card-media',
    url: (i) => `/api/sessions/${i.session}/card-media`,
    ok: 200,
  },
  // the reader's own page in a document (ADR 079): a share visitor keeps theirs too
  {
    method: 'PUT',
    route: '/api/documents/:id/position',
    url: (i) => `/api/documents/${i.document}/position`,
    payload: { page: 2 },
    ok: 200,
  },
];

/** Reads of the owner's own business: anyone else gets 404 whatever token they hold, as for a write. */
const OWNER_READS: RouteCase[] = [
  // a document's processing state: file name, stages, progress, the reason it failed (ADR 185)
  { method: 'GET', route: '/api/documents/:id', url: (i) => `/api/documents/${i.document}`, ok: 200 },
  { method: 'GET', route: '/api/documents/:id/events', url: (i) => `/api/documents/${i.document}/events`, ok: 200 },
];

const WRITES: RouteCase[] = [
  {
    method: 'PUT',
    route: '/api/directory/:folderId/file/:fileId',
    url: (i) => `/api/directory/root/file/${i.session}`,
    payload: { name: 'Hijacked' },
    ok: 200,
  },
  {
    method: 'PATCH',
    route: '/api/directory/:folderId/file/:fileId',
    url: (i) => `/api/directory/root/file/${i.session}`,
    payload: { youtubeVideoIds: [] },
    ok: 200,
  },
  {
    method: 'DELETE',
    route: '/api/directory/:folderId/file/:fileId',
    url: (i) => `/api/directory/root/file/${i.session}`,
    ok: 204,
  },
  {
    method: 'GET',
    route: '/api/directory/:folderId/file/:fileId/share-token',
    url: (i) => `/api/directory/root/file/${i.session}/share-token`,
    ok: 200,
  },
  {
    method: 'DELETE',
    route: '/api/directory/:folderId/file/:fileId/share-token',
    url: (i) => `/api/directory/root/file/${i.session}/share-token`,
    ok: 204,
  },
  {
    method: 'POST',
    route: '/api/sessions/:id/generate',
    url: (i) => `/api/sessions/${i.session}/generate`,
    payload: { flashcards: 1 },
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/sessions/:id/documents',
    url: (i) => `/api/sessions/${i.session}/documents`,
    payload: { text: 'More notes' },
    ok: 202,
  },
  {
    method: 'PATCH',
    route: '/api/sessions/:id/annotations',
    url: (i) => `/api/sessions/${i.session}/annotations`,
    payload: { upsert: [] },
    ok: 200,
  },
  { method: 'DELETE', route: '/api/documents/:id', url: (i) => `/api/documents/${i.document}`, ok: 200 },
  {
    method: 'PATCH',
    route: '/api/sessions/:id/flashcards',
    url: (i) => `/api/sessions/${i.session}/flashcards`,
    payload: { delete: [] },
    ok: 200,
  },
  {
    method: 'PATCH',
    route: '/api/sessions/:id/questions',
    url: (i) => `/api/sessions/${i.session}/questions`,
    payload: { delete: [] },
    ok: 200,
  },
];

const call = (c: RouteCase, target: Ids, token: string | undefined, share?: string) =>
  t.app.inject({
    method: c.method,
    url: share === undefined ? c.url(target) : `${c.url(target)}?sharetoken=${share}`,
    ...(token ? { headers: bearer(token) } : {}),
    ...(c.payload ? { payload: c.payload } : {}),
  });

const missing: Ids = { session: MISSING, document: MISSING, question: MISSING };
const label = (c: RouteCase): string => `${c.method} ${c.route}`;

async function createSharedSession(name: string): Promise<{ ids: Ids; token: string }> {
  const { id: session } = await createTestSession(t, owner.token, { name });
  const { documentId, chunkIds } = await seedMaterial(t.ctx, { id: session, ownerId: owner.uid }, [
    'Photosynthesis turns light energy into chemical energy in the chloroplasts of plant cells.',
  ]);
  // the pasted text is kept as the document's file, as the pipeline does
  const textKey = `users/${owner.uid}/sessions/${session}/documents/${documentId}/source.txt`;
  await t.storage.put(textKey, new TextEncoder().encode('Photosynthesis turns light energy into chemical energy.'));
  await t.ctx.db.updateTable('documents').set({ storage_key: textKey }).where('id', '=', documentId).execute();
  const patched = await t.app.inject({
    method: 'PATCH',
    url: `/api/directory/root/file/${session}`,
    headers: bearer(owner.token),
    payload: {
      questions: [
        {
          type: 'true_false',
          prompt: 'Photosynthesis happens in chloroplasts.',
          answer: true,
          sourceChunkId: chunkIds[0],
        },
      ],
    },
  });
  const question = patched.json().questions[0].id as string;
  return { ids: { session, document: documentId, question }, token: await shareTokenOf(t, session, owner.token) };
}

beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerTestUser(t.app);
  visitor = await registerTestUser(t.app);
  ({ ids, token: shareToken } = await createSharedSession('Shared photosynthesis'));
  otherToken = (await createSharedSession('Another shared session')).token;
});
afterAll(async () => t?.close());

describe('the one session-access rule', () => {
  it('OpenAPI shows each share route as bearer + sharetoken, or the bearer alone', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown; 'x-access'?: string }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(doc.components.securitySchemes.sharetoken).toEqual({ type: 'apiKey', in: 'query', name: 'sharetoken' });
    const shareRoutes = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation['x-access'] === 'share')
        .map(([method, operation]) => {
          expect(operation.security).toEqual([{ bearer: [], sharetoken: [] }, { bearer: [] }]);
          return `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        }),
    );
    expect(shareRoutes.sort()).toEqual(READS.map(label).sort());
  });

  describe.each(READS)('$method $route', (c) => {
    it('401 for anyone not signed in, with or without a link', async () => {
      const noLink = await call(c, ids, undefined);
      expect(noLink.statusCode).toBe(401);
      expect(errorOf(noLink)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Login required' });
      const withLink = await call(c, ids, undefined, shareToken);
      expect(withLink.statusCode).toBe(401);
      expect(errorOf(withLink)).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'You are not authorized to access this session.',
      });
    });

    it('404 without a token, whether the session exists or not', async () => {
      expect((await call(c, ids, visitor.token)).statusCode).toBe(404);
      expect((await call(c, missing, owner.token)).statusCode).toBe(404);
    });

    it('403 SHARE_TOKEN_INVALID with a token that does not open it, or for a missing session', async () => {
      for (const [target, token] of [
        [ids, 'not-a-real-token'],
        [ids, otherToken],
        [missing, shareToken],
      ] as const) {
        const res = await call(c, target, visitor.token, token);
        expect(res.statusCode, `${label(c)} ${res.body}`).toBe(403);
        expect(errorOf(res).code).toBe('SHARE_TOKEN_INVALID');
      }
    });

    it('the owner reads without a token; a signed-in visitor with the token reads', async () => {
      const own = await call(c, ids, owner.token);
      expect(own.statusCode, own.body).toBe(c.ok);
      const visit = await call(c, ids, visitor.token, shareToken);
      expect(visit.statusCode, visit.body).toBe(c.ok);
    });
  });

  describe.each(OWNER_READS)('$method $route (the owner only)', (c) => {
    it('is not a share route: the bearer alone, no sharetoken in OpenAPI', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
        paths: Record<string, Record<string, { security?: unknown; 'x-access'?: string; parameters?: unknown[] }>>;
      };
      const operation = doc.paths[c.route.replace(/:(\w+)/g, '{$1}')]?.[c.method.toLowerCase()];
      expect(operation, label(c)).toBeDefined();
      expect(operation!['x-access']).toBeUndefined();
      expect(JSON.stringify(operation!.security ?? [])).not.toContain('sharetoken');
      expect(JSON.stringify(operation!.parameters ?? [])).not.toContain('sharetoken');
    });

    it('401 signed out, with or without a link', async () => {
      expect((await call(c, ids, undefined)).statusCode).toBe(401);
      expect((await call(c, ids, undefined, shareToken)).statusCode).toBe(401);
    });

    it('the owner reads; a visitor gets 404 with the valid token, another one, a bad one or none', async () => {
      const own = await call(c, ids, owner.token);
      expect(own.statusCode, own.body).toBe(c.ok);
      for (const token of [shareToken, otherToken, 'not-a-real-token', undefined]) {
        const res = await call(c, ids, visitor.token, token);
        expect(res.statusCode, `${label(c)} ${token} ${res.body}`).toBe(404);
        expect(errorOf(res).code).toBe('NOT_FOUND');
      }
      expect((await call(c, missing, owner.token)).statusCode).toBe(404);
    });
  });

  it('every write by anyone but the owner is 404, even with a valid token', async () => {
    for (const c of WRITES) {
      const res = await call(c, ids, visitor.token, shareToken);
      expect(res.statusCode, `${label(c)} ${res.body}`).toBe(404);
    }
    const session = await t.ctx.db
      .selectFrom('sessions')
      .select(['name', 'version'])
      .where('id', '=', ids.session)
      .executeTakeFirstOrThrow();
    expect(session.name).toBe('Shared photosynthesis');
  });

  it('403 SHARE_TOKEN_EXPIRED once the link has expired', async () => {
    await t.ctx.db
      .updateTable('share_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    for (const c of READS) {
      const res = await call(c, ids, visitor.token, shareToken);
      expect(res.statusCode, label(c)).toBe(403);
      expect(errorOf(res).code).toBe('SHARE_TOKEN_EXPIRED');
    }
  });
});
