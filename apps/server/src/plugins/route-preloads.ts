/*
 * The app page's HTML with its route's code named (ADR 111): the built index.html preloads only
 * the entry's modules, so the browser learns of a page's own chunk when the entry has run and the
 * router asks for it. For the routes named here, the HTML served also says
 * `<link rel="modulepreload">` for the route's chunk and the modules it imports that the entry
 * does not, read from Vite's build manifest: they download beside the entry.
 */

/** A chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The app's paths whose HTML preloads their page's code, and the page's source in the manifest. */
export const PRELOADED_ROUTES: Readonly<Record<string, string>> = {
  '/session': 'src/app/routes/session.tsx',
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

/** Each preloaded route's HTML, made once from the built index.html and manifest. */
export function buildRoutePages(indexHtml: string, manifest: BuildManifest): Map<string, string> {
  return new Map(
    Object.entries(PRELOADED_ROUTES).map(([route, source]) => [route, addRoutePreloads(indexHtml, manifest, source)]),
  );
}
