import { describe, expect, it } from 'vitest';
import { addRoutePreloads, buildRoutePages, type BuildManifest } from './route-preloads.ts';

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
  '../../node_modules/pdfjs-dist/build/pdf.mjs': { file: 'assets/pdf-1.js' },
  '../../node_modules/pdfjs-dist/build/pdf.worker.min.mjs': { file: 'assets/pdf.worker.min-1.mjs' },
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

  it("starts the session page's first request first: its early script opens <head>, async, before the entry (ADR 161)", () => {
    const html = buildRoutePages(INDEX, MANIFEST).get('/session')!;
    expect(html).toMatch(/<head>\s*<script async src="\/session-start\.js"[^>]*><\/script>/);
    // what it needs of the build: the kinds shown as PDF pages, pdf.js's chunk to preload
    expect(html).toMatch(/data-pdf-kinds="[^"]*\bpdf\b[^"]*"/);
    expect(html).not.toMatch(/data-pdf-kinds="[^"]*\baudio\b/);
    expect(html).toContain('data-pdfjs="/assets/pdf-1.js"');
    // and pdf.js's worker script, to start early (ADR 173)
    expect(html).toContain('data-pdfjs-worker="/assets/pdf.worker.min-1.mjs"');
    expect(html.indexOf('session-start.js')).toBeLessThan(html.indexOf('/assets/index-1.js'));
    expect(html).toContain('href="/assets/session-1.js"');
    // a build without the script: the preloads alone
    const without = buildRoutePages(INDEX, MANIFEST, () => false).get('/session')!;
    expect(without).not.toContain('session-start.js');
    expect(without).toContain('href="/assets/session-1.js"');
  });
});
