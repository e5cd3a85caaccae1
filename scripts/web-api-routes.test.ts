import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../apps/web/src/test/api-routes.ts';
import { buildTestApp, type TestApp } from '../apps/server/src/test/test-app.ts';

/*
 * The web app's calls against the routes the server serves. It sits outside both apps because
 * neither may import the other. A route is compared by method and path, parameters by position
 * (`:id` and `{id}` alike).
 */

const root = path.resolve(import.meta.dirname, '..');
let t: TestApp;
/** "METHOD /api/a/:/b": every operation of the served OpenAPI document */
let served: Set<string>;

const shape = (route: string): string => route.replace(/\{[^}]+\}|:[^/]+/g, ':');

beforeAll(async () => {
  t = await buildTestApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  served = new Set(
    Object.entries(doc.paths).flatMap(([route, byMethod]) =>
      Object.keys(byMethod).map((method) => `${method.toUpperCase()} ${shape(route)}`),
    ),
  );
});
afterAll(async () => t?.close());

/** The paths the web passes to the API client (string and template literals), `${…}` as a parameter. */
function webCallPaths(): { file: string; path: string }[] {
  const calls: { file: string; path: string }[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'test') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const source = fs.readFileSync(full, 'utf8');
        const call =
          /\b(?:requestApi|downloadApiFile|streamNdjson|followSse|buildApiUrl)(?:<[^>(]*>)?\(\s*(['`])(\/[^'`]*)\1/g;
        for (const match of source.matchAll(call)) {
          const literal = (match[2] ?? '').split('?')[0] ?? '';
          calls.push({ file: path.relative(root, full), path: `/api${literal.replace(/\$\{[^}]*\}/g, ':')}` });
        }
      }
    }
  };
  walk(path.join(root, 'apps/web/src'));
  return calls;
}

describe("the web's API routes", () => {
  it('the route table the web tests stub (test/api-routes.ts) names only routes the server serves', () => {
    const missing = Object.keys(API_ROUTES).filter((route) => !served.has(shape(route)));
    expect(missing).toEqual([]);
    // the comparison can fail: a route the server does not have is found missing
    expect(served.has(shape('GET /api/sessions/:id/nothing'))).toBe(false);
  });

  it('every path the web calls through the API client is a path the server serves', () => {
    const calls = webCallPaths();
    expect(calls.length).toBeGreaterThan(40);
    const servedPaths = new Set([...served].map((route) => route.slice(route.indexOf(' ') + 1)));
    expect(calls.filter((call) => !servedPaths.has(call.path))).toEqual([]);
  });
});
