import { describe, expect, it } from 'vitest';
import { addRoutePreloads, type BuildManifest } from './route-preloads.ts';

const INDEX = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-1.js">
  </head><body><div id="root"></div></body></html>`;

const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', src: 'index.html', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  '_player.js': { file: 'assets/player-1.js', imports: ['_shared.js', '_quiz.js'] },
  '_quiz.js': { file: 'assets/quiz-1.js' },
  '_style.css': { file: 'assets/style-1.css' },
  'src/app/routes/session.tsx': {
    file: 'assets/session-1.js',
    src: 'src/app/routes/session.tsx',
    imports: ['_shared.js', '_player.js', '_style.css'],
  },
};

describe('route preloads', () => {
  it("names the route's chunk and its imports the entry does not load, imports first, before </head>", () => {
    const html = addRoutePreloads(INDEX, MANIFEST, 'src/app/routes/session.tsx');
    const preloads = [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads).toEqual([
      '/assets/shared-1.js',
      '/assets/quiz-1.js',
      '/assets/player-1.js',
      '/assets/session-1.js',
    ]);
    expect(html.indexOf('session-1.js')).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('style-1.css');
  });

  it('leaves the page as it is for a route the manifest does not have', () => {
    expect(addRoutePreloads(INDEX, MANIFEST, 'src/app/routes/nowhere.tsx')).toBe(INDEX);
    expect(addRoutePreloads(INDEX, {}, 'src/app/routes/session.tsx')).toBe(INDEX);
  });
});
