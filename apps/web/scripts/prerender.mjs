// Renders every public page (en + pt) to static HTML after `vite build`, into
// dist/prerendered/<path>/index.html, plus sitemap.xml and robots.txt. Pages keep placeholders
// (%MNEMO_PUBLIC_URL%, …) that the server fills in when it serves them. The pages are documents
// (ADR 101): instead of the app's bundle they load the islands script, built here as an entry of
// its own (dist/assets/islands-*.js, its manifest dist/.vite/islands-manifest.json), so the app's
// build and chunks stay as they are. The pricing page's script names the app's entry, which it loads
// (and which hydrates the page) for a signed-in learner only: checkout is the app's.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { compressAssets } from './compress-assets.mjs';

const webRoot = path.resolve(import.meta.dirname, '..');
const distDir = path.join(webRoot, 'dist');
const outDir = path.join(distDir, 'prerendered');
const templatePath = path.join(distDir, 'index.html');

if (!fs.existsSync(templatePath)) {
  console.error(`prerender: ${templatePath} is missing; run \`vite build\` first.`);
  process.exit(1);
}

const started = Date.now();
const ssrOutDir = path.join(webRoot, 'node_modules/.cache/mnemo-prerender');
// The public pages are bundled for Node: our workspace packages ship TypeScript sources, so they
// are bundled; React and friends load from node_modules. No CSS or assets are needed here.
await build({
  configFile: false,
  root: webRoot,
  logLevel: 'warn',
  plugins: [react()],
  ssr: { noExternal: [/^@mnemo\//] },
  build: {
    ssr: 'src/features/public-site/prerender/render-public-page.tsx',
    outDir: ssrOutDir,
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: { output: { entryFileNames: 'render-public-page.mjs' } },
  },
});
// The public pages' own script: a separate build into the same assets folder, sharing no chunk
// with the app (the app's build has already run, and its manifest is left alone).
const islandsInput = 'src/features/public-site/islands/main.ts';
await build({
  configFile: false,
  root: webRoot,
  logLevel: 'warn',
  publicDir: false,
  build: {
    outDir: distDir,
    emptyOutDir: false,
    sourcemap: true,
    manifest: '.vite/islands-manifest.json',
    modulePreload: false,
    rollupOptions: {
      input: islandsInput,
      output: { entryFileNames: 'assets/islands-[hash].js', chunkFileNames: 'assets/islands-[name]-[hash].js' },
    },
  },
});
const islandsManifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/islands-manifest.json'), 'utf8'));
const islandsFile = islandsManifest[islandsInput]?.file;
if (!islandsFile) {
  console.error('prerender: the islands build wrote no entry for ' + islandsInput);
  process.exit(1);
}

const entry = await import(pathToFileURL(path.join(ssrOutDir, 'render-public-page.mjs')).href);

const template = fs.readFileSync(templatePath, 'utf8');
if (!/<div id="root"><\/div>/.test(template)) {
  console.error('prerender: dist/index.html has no empty <div id="root"></div> to render into.');
  process.exit(1);
}

// Preloading the latin text font lets the prerendered text paint in its final face, so the page
// does not reflow when the font arrives.
const assetsDir = path.join(distDir, 'assets');
const font = fs.existsSync(assetsDir)
  ? fs.readdirSync(assetsDir).find((f) => /^inter-latin-wght-normal-.*\.woff2$/.test(f))
  : undefined;
const fontPreload = font ? `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin>` : '';

// A document page: the app's entry and its preloads give way to the islands script; the stylesheet,
// icons and manifest link stay.
const appScripts =
  /\s*<script type="module"[^>]*src="\/assets\/[^"]+"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;
const appEntry = /<script type="module"[^>]*src="(\/assets\/[^"]+)"/.exec(template)?.[1];
const withIslands = (attributes) =>
  template
    .replace(appScripts, '')
    .replace('</head>', () => `\n    <script type="module" src="/${islandsFile}"${attributes}></script>\n  </head>`);
const documentTemplate = withIslands('');
const signedInAppTemplate = withIslands(` data-app-entry="${appEntry}"`);
if (!appEntry || documentTemplate.includes('modulepreload') || !documentTemplate.includes(islandsFile)) {
  console.error('prerender: could not swap the app bundle for the islands script in dist/index.html.');
  process.exit(1);
}

function fillTemplate(page) {
  const html = (page.hydrate ? signedInAppTemplate : documentTemplate)
    .replace(/<html[^>]*>/, `<html lang="${page.htmlLang}">`)
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `    ${[fontPreload, page.headTags].filter(Boolean).join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.bodyHtml}</div>`);
  return html;
}

fs.rmSync(outDir, { recursive: true, force: true });
const pages = entry.renderAllPublicPages();
for (const page of pages) {
  const file = path.join(outDir, ...page.path.split('/').filter(Boolean), 'index.html');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, fillTemplate(page));
}
fs.writeFileSync(path.join(outDir, 'sitemap.xml'), entry.renderSitemap());
fs.writeFileSync(path.join(outDir, 'robots.txt'), entry.renderRobots());
// Compressed twins of the hashed assets: without them the app bundle would travel uncompressed
// and the pages would paint seconds later on mobile.
const compressed = compressAssets(assetsDir);
console.log(`prerender: compressed ${compressed} assets (.br, .gz)`);
console.log(
  `prerender: ${pages.length} pages, sitemap.xml and robots.txt in ${path.relative(process.cwd(), outDir)} (${Date.now() - started} ms)`,
);
