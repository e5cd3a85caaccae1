import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from './lib/mailer.ts';
import { startTestOidcProvider, type TestOidcProvider } from './test/oidc-test-provider.ts';
import { issueToken } from './modules/auth/auth.service.ts';
import {
  buildTestApp,
  createTestSession,
  MISSING_ID,
  registerTestUser,
  type TestApp,
  type TestUser,
} from './test/test-app.ts';

/*
 * Every operation of the served OpenAPI document, sent at least ten malformed shapes as its
 * signed-in owner (issue 21 item 6): wrong types, missing and extra fields, 1 MB strings, NaN and
 * negative numbers, NUL, bad UUIDs, wrong content types, empty, truncated and cut-short bodies.
 * No answer may be a 5xx (`/api/health/ready` may say 503 when it is not ready), and the test
 * fails if an operation of the document was not exercised. The shapes are derived from each
 * operation's own schemas, so a new route is fuzzed without touching this file.
 */

interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  default?: unknown;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

let t: TestApp;
let owner: TestUser;
let doc: OpenApiDocument;
const ids: Record<string, string> = {};

const mailer: Mailer = { send: async () => undefined };

let oidc: TestOidcProvider;

beforeAll(async () => {
  // OpenID Connect sign-in against a real provider on a local port, so its start route redirects
  oidc = await startTestOidcProvider({
    redirectUri: 'http://localhost/api/auth/oidc/callback',
    account: { sub: 'fuzz', email: 'fuzz@example.com', email_verified: true },
  });
  t = await buildTestApp({
    pipeline: { worker: false },
    mailer,
    config: {
      GOOGLE_CLIENT_ID: 'fuzz-client',
      GOOGLE_CLIENT_SECRET: 'fuzz-secret',
      OIDC_ISSUER: oidc.issuer,
      OIDC_CLIENT_ID: oidc.clientId,
      OIDC_CLIENT_SECRET: oidc.clientSecret,
      PUBLIC_URL: 'http://localhost',
    },
  });
  doc = JSON.parse((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).body) as OpenApiDocument;
  owner = await registerTestUser(t.app);
  // an admin, so the /api/admin operations read their input too
  await t.ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', owner.uid).execute();
  // the owner's things, so each operation reaches past "not found" where a shape lets it
  const folder = await t.call('POST', '/api/directory/root/folder', owner.token, { name: 'Fuzz folder' });
  ids.folder = (folder.json() as { id: string }).id;
  const session = await createTestSession(t, owner.token, {
    name: 'Fuzz session',
    flashcards: [{ front: 'Front', back: 'Back', difficulty: 'easy' }],
    questions: [{ type: 'true_false', prompt: 'Cells are alive.', answer: true }],
  });
  ids.session = session.id;
  ids.flashcard = (session.flashcards[0] as { id: string }).id;
  ids.question = ((session as unknown as { questions: Array<{ id: string }> }).questions[0] ?? { id: MISSING_ID }).id;
  const document = await t.ctx.db
    .insertInto('documents')
    .values({
      session_id: session.id,
      owner_id: owner.uid,
      kind: 'text',
      file_name: 'notes.txt',
      status: 'completed',
      embedding_status: 'completed',
      storage_key: null,
      size_bytes: 10,
      source_url: null,
      language: 'en',
      duration_ms: null,
      video_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.document = document.id;
  await t.ctx.db
    .insertInto('chunks')
    .values({
      document_id: document.id,
      session_id: session.id,
      ord: 0,
      text: 'Cells are the basic unit of life.',
      page: null,
      slide: null,
      start_ms: null,
      end_ms: null,
      speaker: 'A',
      tsv: null,
    })
    .execute();
  const speaker = await t.ctx.db
    .insertInto('speakers')
    .values({ document_id: document.id, label: 'A', name: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.speaker = speaker.id;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await oidc?.close();
});

/** The id a path parameter names on this path. */
function idFor(path: string, name: string): string {
  if (name === 'folderId') return path.includes('{fileId}') ? 'root' : ids.folder!;
  if (name === 'fileId') return ids.session!;
  if (name === 'speakerId') return ids.speaker!;
  if (name === 'variant') return 'original';
  if (path.startsWith('/api/sessions/')) return ids.session!;
  if (path.startsWith('/api/questions/')) return ids.question!;
  if (path.startsWith('/api/flashcards/')) return ids.flashcard!;
  if (path.startsWith('/api/documents/') || path.startsWith('/api/media/documents/')) return ids.document!;
  if (path.startsWith('/api/media/speakers/')) return ids.speaker!;
  return MISSING_ID;
}

function resolve(schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let depth = 0; current.$ref && depth < 20; depth++) {
    current = doc.components?.schemas?.[current.$ref.replace('#/components/schemas/', '')] ?? {};
  }
  return current;
}

/** A value of the schema's shape (the first choice of every union), for the shapes to break. */
function sample(input: Schema | undefined, depth = 0): unknown {
  const schema = resolve(input);
  if (depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return sample(union.find((s) => resolve(s).type !== 'null') ?? union[0], depth + 1);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((s) => sample(s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {})) out[key] = sample(value, depth + 1);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items, depth + 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'uuid') return MISSING_ID;
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'uri') return 'https://example.org/page';
      if (schema.format === 'binary') return 'file bytes';
      return 'x'.repeat(Math.max(schema.minLength ?? 0, 5));
    }
    default:
      return 'x';
  }
}

/** The value with every leaf of one kind replaced. */
function mapLeaves(value: unknown, replace: (leaf: unknown, key: string) => unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => mapLeaves(item, replace, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapLeaves(v, replace, k)]));
  }
  return replace(value, key);
}

const MB_STRING = 'a'.repeat(1024 * 1024);
const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';

interface Shape {
  name: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}

function multipart(fields: Record<string, unknown>, truncated: boolean): string {
  const parts = Object.entries(fields).map(([name, value]) =>
    name === 'file' || name === 'avatar'
      ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="notes.txt"\r\nContent-Type: text/plain\r\n\r\nCells are the basic unit of life.\r\n`
      : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
  );
  const body = `${parts.join('')}--${BOUNDARY}--\r\n`;
  return truncated ? body.slice(0, Math.max(20, Math.floor(body.length * 0.6))) : body;
}

/** At least ten malformed requests for one operation. */
function shapesOf(path: string, operation: Operation): Shape[] {
  const params = operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const fillPath = (value: (p: Parameter) => string) =>
    pathParams.reduce((url, p) => url.replace(`{${p.name}}`, encodeURIComponent(value(p))), path);
  const validPath = fillPath((p) => idFor(path, p.name));
  const query = (value: (p: Parameter) => string) => {
    const search = new URLSearchParams();
    for (const p of queryParams) search.set(p.name, value(p));
    const text = search.toString();
    return text ? `?${text}` : '';
  };
  const validQuery = query((p) => String(sample(p.schema)));
  const url = `${validPath}${validQuery}`;
  const json = { 'content-type': 'application/json' };
  const content = operation.requestBody?.content ?? {};
  const bodySchema = content['application/json']?.schema ?? content['multipart/form-data']?.schema;
  const body = (sample(bodySchema) ?? {}) as Record<string, unknown>;
  const shapes: Shape[] = [
    // path and query
    {
      name: 'bad UUIDs in the path, junk in the query',
      url: `${fillPath(() => 'not-a-uuid')}${validQuery}${validQuery ? '&' : '?'}unexpected=1`,
    },
    { name: 'NUL in the path and the query', url: `${fillPath(() => '\u0000')}${query(() => '\u0000') || '?q=%00'}` },
    {
      name: 'query values of the wrong type',
      url: `${validPath}${query(() => 'x') ? `${query(() => 'x')}&${queryParams.map((p) => `${p.name}=1&${p.name}=2`).join('&')}` : '?limit=x&limit=y'}`,
    },
    {
      name: 'NaN and negative numbers in the query',
      url: `${validPath}${query((p) => (resolve(p.schema).type === 'string' ? '-1' : 'NaN')) || '?n=NaN'}`,
    },
    {
      name: 'a 64 KB query value',
      url: `${validPath}${query(() => 'q'.repeat(64 * 1024)) || `?q=${'q'.repeat(64 * 1024)}`}`,
    },
    // bodies
    { name: 'a JSON body of the wrong type', url, headers: json, payload: '[1,"two",null]' },
    { name: 'an empty JSON object (fields missing)', url, headers: json, payload: '{}' },
    {
      name: 'extra fields',
      url,
      headers: json,
      payload: JSON.stringify({ ...body, unexpected: true, __proto__x: { a: 1 } }),
    },
    {
      name: '1 MB strings',
      url,
      headers: json,
      payload: JSON.stringify(mapLeaves(body, (leaf) => (typeof leaf === 'string' ? MB_STRING : leaf))),
    },
    {
      name: 'NaN for numbers',
      url,
      headers: json,
      payload: JSON.stringify(mapLeaves(body, (leaf) => (typeof leaf === 'number' ? 'NaN' : leaf))),
    },
    {
      name: 'negative and huge numbers',
      url,
      headers: json,
      payload: JSON.stringify(
        mapLeaves(body, (leaf, key) => (typeof leaf === 'number' ? (key.length % 2 ? -1 : 1e308) : leaf)),
      ),
    },
    {
      name: 'NUL in every string',
      url,
      headers: json,
      payload: JSON.stringify(mapLeaves(body, (leaf) => (typeof leaf === 'string' ? `${leaf}\u0000` : leaf))),
    },
    {
      name: 'bad UUIDs in the body',
      url,
      headers: json,
      payload: JSON.stringify(mapLeaves(body, (leaf) => (leaf === MISSING_ID ? 'not-a-uuid' : leaf))),
    },
    { name: 'strings where objects go', url, headers: json, payload: JSON.stringify(mapLeaves(body, () => 'text')) },
    { name: 'a wrong content type', url, headers: { 'content-type': 'text/plain' }, payload: 'just some text' },
    {
      name: 'an unknown content type',
      url,
      headers: { 'content-type': 'application/x-fuzz' },
      payload: '\u0001\u0002',
    },
    { name: 'an empty JSON body', url, headers: json, payload: '' },
    { name: 'a truncated JSON body', url, headers: json, payload: JSON.stringify(body).slice(0, -2) || '{"a":' },
    {
      name: 'a multipart body cut short',
      url,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart(body, true),
    },
    {
      name: 'a multipart body without its boundary',
      url,
      headers: { 'content-type': 'multipart/form-data' },
      payload: multipart(body, false),
    },
  ];
  return shapes;
}

/** Health and sign-out first would hide the rest: destructive operations go last. */
function order(method: string, path: string): number {
  if (path === '/api/auth/me' && method === 'delete') return 3;
  if (method === 'delete') return 2;
  return 1;
}

describe('the served OpenAPI document, fuzzed', () => {
  it('answers every malformed shape of every operation without a 5xx, and leaves no operation out', async () => {
    const operations = Object.entries(doc.paths)
      .flatMap(([path, byMethod]) =>
        Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
      )
      .sort((a, b) => order(a.method, a.path) - order(b.method, b.path));
    expect(operations.length).toBeGreaterThan(70);
    const exercised = new Map<string, number>();
    const failures: string[] = [];
    for (const { path, method, operation } of operations) {
      const name = `${method.toUpperCase()} ${path}`;
      for (const shape of shapesOf(path, operation)) {
        // a fresh token each time: sign-out and password changes revoke the one they came with
        const token = await issueToken(t.ctx, owner.uid);
        const res = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url: shape.url,
          headers: { authorization: `Bearer ${token}`, ...shape.headers },
          ...(shape.payload !== undefined ? { payload: shape.payload } : {}),
        });
        exercised.set(name, (exercised.get(name) ?? 0) + 1);
        const allowed = path === '/api/health/ready' && res.statusCode === 503;
        if (res.statusCode >= 500 && !allowed)
          failures.push(`${name} — ${shape.name}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    const missing = operations
      .map(({ path, method }) => `${method.toUpperCase()} ${path}`)
      .filter((name) => (exercised.get(name) ?? 0) < 10);
    expect(missing).toEqual([]);
  }, 240_000);
});
