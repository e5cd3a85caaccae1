import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import type * as PdfjsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

/*
 * pdf.js for text extraction, loaded on first use and without its canvas (ADR 091).
 *
 * pdf.js's Node build (`legacy`, the one that runs on Node 24: the modern build needs
 * `Uint8Array.prototype.toHex`) requires `@napi-rs/canvas` as it loads, to polyfill `DOMMatrix` and
 * `Path2D` for drawing pages. Text extraction draws nothing, and that native module costs ~0.7 s and
 * ~200 MB of resident memory per thread that loads it. So, in the thread that loads pdf.js here,
 * pdf.js's own require of it resolves to `no-canvas.mjs`, whose `DOMMatrix` and `Path2D` throw when
 * constructed: drawing would fail loudly instead of quietly, and nothing the server does draws.
 * Only pdf.js's require is redirected; any other module's `@napi-rs/canvas` is the real one.
 *
 * pdf.js's two files (~2.5 MB of JavaScript, with 8 MB of source maps beside them) are also read
 * here as they are, not through the TypeScript loader the server runs under (`--import tsx`, also
 * registered in each pool thread), which would process them and turn on reading their source maps:
 * ~400 MB of resident memory and seconds of a thread's first extraction, for code that is already
 * JavaScript. Their `sourceMappingURL` line is dropped: a stack trace in them names pdf.js's own
 * lines.
 */

type Pdfjs = typeof PdfjsModule;

const CANVAS = '@napi-rs/canvas';
const NO_CANVAS = new URL('./no-canvas.mjs', import.meta.url).href;

/** pdf.js's build files (the library and its worker module, which it imports itself in Node) */
const PDFJS_FILE = /^file:\/\/.*\/pdfjs-dist\/legacy\/build\/[\w.]+\.mjs$/;
const SOURCE_MAP_LINE = /^\/\/# sourceMappingURL=.*$/m;

let loading: Promise<Pdfjs> | undefined;

/** pdf.js (its Node build), loaded once per thread, without `@napi-rs/canvas`. */
export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= (async () => {
    registerHooks({
      resolve(specifier, context, nextResolve) {
        if (specifier === CANVAS && context.parentURL?.includes('/pdfjs-dist/'))
          return { url: NO_CANVAS, format: 'module', shortCircuit: true };
        return nextResolve(specifier, context);
      },
      load(url, context, nextLoad) {
        if (PDFJS_FILE.test(url)) {
          const source = readFileSync(fileURLToPath(url), 'utf8').replace(SOURCE_MAP_LINE, '');
          return { format: 'module', source, shortCircuit: true };
        }
        return nextLoad(url, context);
      },
    });
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return loading;
}
