// Compressed twins (.br, .gz) of the built web assets, for the static server's `preCompressed`
// option (apps/server/src/app.ts): without them an asset travels uncompressed.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** Text assets worth compressing: scripts (.js, and .mjs such as pdf.js's worker), styles, SVG, JSON. */
const COMPRESSIBLE = /\.(?:m?js|css|svg|json)$/;

/** Writes `<name>.br` and `<name>.gz` beside each compressible file of `assetsDir`; returns how many. */
export function compressAssets(assetsDir) {
  let compressed = 0;
  if (!fs.existsSync(assetsDir)) return compressed;
  for (const name of fs.readdirSync(assetsDir)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const body = fs.readFileSync(path.join(assetsDir, name));
    fs.writeFileSync(
      path.join(assetsDir, `${name}.br`),
      brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    fs.writeFileSync(path.join(assetsDir, `${name}.gz`), gzipSync(body, { level: 9 }));
    compressed += 1;
  }
  return compressed;
}
