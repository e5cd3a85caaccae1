import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressAssets } from './compress-assets.mjs';

describe('compressed twins of the built assets', () => {
  it('writes .br and .gz beside scripts (also .mjs, as pdf.js’s worker), styles, SVG and JSON, and none beside fonts or images', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-assets-'));
    const script = 'export const x = 1;\n'.repeat(200);
    for (const name of [
      'index-a1.js',
      'pdf.worker.min-b2.mjs',
      'index-c3.css',
      'logo-d4.svg',
      'data-e5.json',
      'inter-f6.woff2',
      'photo-g7.png',
    ])
      fs.writeFileSync(path.join(dir, name), script);
    expect(compressAssets(dir)).toBe(5);
    const files = fs.readdirSync(dir);
    for (const name of ['index-a1.js', 'pdf.worker.min-b2.mjs', 'index-c3.css', 'logo-d4.svg', 'data-e5.json']) {
      expect(brotliDecompressSync(fs.readFileSync(path.join(dir, `${name}.br`))).toString(), name).toBe(script);
      expect(gunzipSync(fs.readFileSync(path.join(dir, `${name}.gz`))).toString(), name).toBe(script);
    }
    expect(files.filter((name) => /\.(?:woff2|png)\.(?:br|gz)$/.test(name))).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
