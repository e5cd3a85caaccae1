/*
 * The app page's HTML with its route's code named (ADR 111): the built index.html preloads only
 * the entry's modules, so the browser learns of a page's own chunk when the entry has run and the
 * router asks for it. For the routes named here, the HTML served also says
 * `<link rel="modulepreload">` for the route's chunk and the modules it imports that the entry
 * does not, read from Vite's build manifest: they download beside the entry. A route may also name
 * a small plain script of the build (ADR 161) that starts the page's first request while the HTML
 * is read: it goes first in `<head>`, `async`, so it neither waits for nor delays the entry.
 */

import { DOCUMENT_KIND_VIEWS, isShownAsPdfPages } from '@mnemo/contracts/values';
import type { DocumentKind } from '@mnemo/contracts/values';

/** A chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** A route whose HTML names its code: the page's source in the manifest, and its early script in the build's root. */
export interface PreloadedRoute {
  source: string;
  earlyScript?: string;
}

/** The app's paths whose HTML preloads their page's code (and starts its first request). */
export const PRELOADED_ROUTES: Readonly<Record<string, PreloadedRoute>> = {
  '/session': { source: 'src/app/routes/session.tsx', earlyScript: 'session-start.js' },
};

/** A manifest key and every chunk it imports statically, in load order (imports first). */
function withImports(manifest: BuildManifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [...(manifest[key].imports ?? []).flatMap((imported) => withImports(manifest, imported, seen)), key];
}

/**
 * `indexHtml` with module preloads of the route's chunk and its imports that the entry does not
 * already load, put before `</head>`; the HTML as it is when the manifest has no such route.
 */
export function addRoutePreloads(indexHtml: string, manifest: BuildManifest, routeSource: string): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry && manifest[key]!.src === 'index.html');
  if (!entry || !manifest[routeSource]) return indexHtml;
  const loaded = new Set(withImports(manifest, entry));
  const files = withImports(manifest, routeSource)
    .filter((key) => !loaded.has(key))
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js') && !indexHtml.includes(`/${file}"`));
  if (files.length === 0) return indexHtml;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
  return indexHtml.replace('</head>', `    ${links}\n  </head>`);
}

/**
 * `html` with `<script async src="/{file}">` as the first element of `<head>`, with `attributes`:
 * the browser asks for it before the entry and runs it as soon as it has it (ADR 161).
 */
export function addEarlyScript(html: string, file: string, attributes: Record<string, string> = {}): string {
  if (html.includes(`src="/${file}"`)) return html;
  const data = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
    .join('');
  return html.replace(/<head>/, `<head>\n    <script async src="/${file}"${data}></script>`);
}

/**
 * What the session page's early script needs to know of the build (ADR 161): the document kinds
 * shown as PDF pages, pdf.js's chunk to preload and its worker's script to start (ADR 173) once the
 * session file says a PDF is shown.
 */
export function earlyScriptAttributes(manifest: BuildManifest): Record<string, string> {
  const kinds = (Object.keys(DOCUMENT_KIND_VIEWS) as DocumentKind[]).filter((kind) => isShownAsPdfPages(kind));
  const file = (source: string) => Object.entries(manifest).find(([key]) => key.endsWith(source))?.[1]?.file;
  const pdfjs = file('pdfjs-dist/build/pdf.mjs');
  const worker = file('pdfjs-dist/build/pdf.worker.min.mjs');
  return {
    'data-pdf-kinds': kinds.join(','),
    ...(pdfjs ? { 'data-pdfjs': `/${pdfjs}` } : {}),
    ...(worker ? { 'data-pdfjs-worker': `/${worker}` } : {}),
  };
}

/**
 * Each preloaded route's HTML, made once from the built index.html and manifest; an early script
 * only when the build has it (`hasFile`, relative to the build's root).
 */
export function buildRoutePages(
  indexHtml: string,
  manifest: BuildManifest,
  hasFile: (file: string) => boolean = () => true,
): Map<string, string> {
  return new Map(
    Object.entries(PRELOADED_ROUTES).map(([route, { source, earlyScript }]) => {
      const html = addRoutePreloads(indexHtml, manifest, source);
      return [
        route,
        earlyScript && hasFile(earlyScript) ? addEarlyScript(html, earlyScript, earlyScriptAttributes(manifest)) : html,
      ];
    }),
  );
}
