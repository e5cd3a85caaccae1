import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/test-app.ts';

/*
 * The Content-Security-Policy lets the page run YouTube's IFrame API (the material pane's videos,
 * the music player) and nothing wider: the script and the next one it loads
 * (`/s/player/<build>/www-widgetapi.vflset/www-widgetapi.js`), and frames from the
 * privacy-enhanced origin only.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

function directives(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('the Content-Security-Policy header', () => {
  it('allows exactly the YouTube IFrame API scripts and the youtube-nocookie frame', async () => {
    for (const url of ['/api/health', '/', '/session']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp.get('script-src'), url).toEqual([
        "'self'",
        'https://www.youtube.com/iframe_api',
        'https://www.youtube.com/s/player/',
      ]);
      expect(csp.get('frame-src'), url).toEqual(['https://www.youtube-nocookie.com']);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      // the page itself talks to YouTube only through the iframe's postMessage: no fetch to it
      expect(csp.get('connect-src'), url).toEqual(["'self'"]);
    }
  });
});
