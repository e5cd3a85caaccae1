import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openapiPlugin } from './plugins/openapi.ts';
import { buildTestApp, type TestApp } from './test/test-app.ts';

/*
 * The served OpenAPI document, linted with Redocly's recommended rules (what `redocly lint`
 * runs), so clients can be generated from it (ADR 049).
 */

interface Operation {
  operationId?: string;
  summary?: string;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; $ref?: string } }> };
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
  info: { license?: unknown };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

/** Operations that answer no client error at all: Redocly's `operation-4xx-response` is a warning for them. */
const NO_CLIENT_ERROR = ['/api/health get', '/api/health/live get', '/api/health/ready get', '/api/auth/providers get'];
/** Operations that only redirect (to Google and back to the app): `operation-2xx-response` is a warning for them. */
const REDIRECT_ONLY = [
  '/api/auth/google get',
  '/api/auth/google/callback get',
  '/api/auth/oidc get',
  '/api/auth/oidc/callback get',
];

let t: TestApp;
let source: string;
let doc: Document;

let distDir: string;

beforeAll(async () => {
  // served as a production start serves it: with a web build, its prerendered public pages and SPA
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-openapi-web-'));
  const write = (rel: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(distDir, rel)), { recursive: true });
    fs.writeFileSync(path.join(distDir, rel), content);
  };
  write('index.html', '<!doctype html><div id="root"></div>');
  write('assets/app.js', 'console.log(1)');
  for (const page of ['learn/flashcards', 'pt/learn/flashcards', 'pricing', 'pt/pricing', 'privacy']) {
    write(`prerendered/${page}/index.html`, `<!doctype html><h1>${page}</h1>`);
  }
  write('prerendered/sitemap.xml', '<urlset></urlset>');
  write('prerendered/robots.txt', 'User-agent: *');
  t = await buildTestApp({ serveWeb: true, config: { WEB_DIST_DIR: distDir } });
  expect((await t.app.inject({ method: 'GET', url: '/learn/flashcards' })).statusCode).toBe(200);
  source = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).body;
  doc = JSON.parse(source) as Document;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('the OpenAPI document', () => {
  it('passes Redocly recommended: no error, and no warning but a missing 4xx or 2xx on the operations that have none', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const described = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
    expect(described.filter((line) => line.startsWith('error'))).toEqual([]);
    const pointerOf = (operation: string) => {
      const [path = '', method = ''] = operation.split(' ');
      return `#/paths/${path.replaceAll('/', '~1')}/${method}/responses`;
    };
    const expected = [
      ...NO_CLIENT_ERROR.map(
        (o) => `warn operation-4xx-response ${pointerOf(o)}: Operation must have at least one \`4XX\` response.`,
      ),
      ...REDIRECT_ONLY.map(
        (o) => `warn operation-2xx-response ${pointerOf(o)}: Operation must have at least one \`2XX\` response.`,
      ),
    ];
    expect(described.filter((line) => line.startsWith('warn')).sort()).toEqual(expected.sort());
  });

  it('lists only the API: no public page, sitemap or web asset is an operation', () => {
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
  });

  it('names every operation, and says its licence and server', () => {
    const operations = Object.values(doc.paths).flatMap((byMethod) => Object.values(byMethod));
    expect(operations.length).toBeGreaterThan(70);
    const ids = operations.map((o) => o.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.every((o) => typeof o.summary === 'string' && o.summary.length > 0)).toBe(true);
    expect(doc.info.license).toEqual({ name: 'AGPL-3.0-or-later', url: 'https://www.gnu.org/licenses/agpl-3.0.html' });
    expect(doc.servers).toEqual([{ url: '/', description: 'This Mnemo server' }]);
  });

  it('shows the bodies handlers read themselves: multipart uploads and their JSON forms', () => {
    const create = doc.paths['/api/sessions']?.post?.requestBody?.content;
    expect(Object.keys(create ?? {}).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(create?.['multipart/form-data']?.schema.properties?.file).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    expect(Object.keys(create?.['application/json']?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['text', 'url', 'questionTypes']),
    );
    const add = doc.paths['/api/sessions/{id}/documents']?.post?.requestBody?.content;
    expect(Object.keys(add ?? {}).sort()).toEqual(['application/json', 'multipart/form-data']);
    for (const path of ['/api/import', '/api/sessions/{id}/import']) {
      expect(doc.paths[path]?.post?.requestBody?.content['multipart/form-data']?.schema.properties?.file).toMatchObject(
        { format: 'binary' },
      );
    }
    const speaker = doc.paths['/api/documents/{id}/speakers/{speakerId}']?.patch?.requestBody?.content;
    expect(speaker?.['multipart/form-data']?.schema.properties?.avatar).toMatchObject({ format: 'binary' });
    for (const path of ['/api/signups/newsletter', '/api/signups/early-access', '/api/feedback']) {
      expect(doc.paths[path]?.post?.requestBody?.content['application/json']?.schema).toBeDefined();
      expect(Object.keys(doc.paths[path]?.post?.responses ?? {})).toEqual(
        expect.arrayContaining(['200', '400', '429']),
      );
    }
  });

  it('lists the error answers a route kind gives: 400 on validated input, 401 when signed in, 429 when limited', () => {
    expect(Object.keys(doc.paths['/api/auth/password']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['401', '429']),
    );
    expect(Object.keys(doc.paths['/api/plans']?.get?.responses ?? {})).toContain('400');
  });
});

describe('a route that does not name itself', () => {
  async function register(schema: Record<string, unknown>): Promise<void> {
    const app = Fastify();
    await app.register(openapiPlugin);
    app.get('/api/a', { config: { access: 'public' }, schema: { operationId: 'getA', summary: 'A' } }, async () => 'a');
    app.get('/api/b', { config: { access: 'public' }, schema }, async () => 'b');
    await app.ready();
    await app.close();
  }

  it('stops the app: no summary, no operationId, an operationId taken, or not lowerCamelCase', async () => {
    await expect(register({ operationId: 'getB' })).rejects.toThrow(
      'GET /api/b needs schema.operationId and schema.summary',
    );
    await expect(register({ summary: 'B' })).rejects.toThrow('GET /api/b needs schema.operationId and schema.summary');
    await expect(register({ operationId: 'getA', summary: 'B' })).rejects.toThrow(
      'operationId "getA" is already GET /api/a\'s',
    );
    await expect(register({ operationId: 'get-b', summary: 'B' })).rejects.toThrow('is not lowerCamelCase');
    await expect(register({ operationId: 'getB', summary: 'B' })).resolves.toBeUndefined();
  });
});
