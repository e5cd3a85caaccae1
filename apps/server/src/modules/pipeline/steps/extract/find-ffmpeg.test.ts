import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findBundledFfmpeg, findFfmpeg } from './find-ffmpeg.ts';

const EMPTY_PATH = mkdtempSync(path.join(tmpdir(), 'no-ffmpeg-'));
const isBundledPlatform = ['linux-x64', 'linux-arm64', 'darwin-x64', 'darwin-arm64', 'win32-x64'].includes(
  `${process.platform}-${process.arch}`,
);

describe('findFfmpeg', () => {
  it.runIf(isBundledPlatform)(
    'finds the build shipped in the npm package when no ffmpeg is on the search path, and it runs',
    () => {
      const found = findFfmpeg(undefined, EMPTY_PATH);
      expect(found).not.toBeNull();
      expect(found).toBe(findBundledFfmpeg());
      expect(found).toContain(`${path.sep}@ffmpeg-installer${path.sep}`);
      // the codecs and the filter the pipeline uses are in it
      const encoders = execFileSync(found!, ['-hide_banner', '-encoders'], { encoding: 'utf8' });
      expect(encoders).toContain('libmp3lame');
      expect(encoders).toContain('libopus');
      expect(execFileSync(found!, ['-hide_banner', '-filters'], { encoding: 'utf8' })).toContain('loudnorm');
    },
  );

  it("prefers the system's ffmpeg on the search path", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'with-ffmpeg-'));
    const fake = path.join(dir, 'ffmpeg');
    writeFileSync(fake, '#!/bin/sh\nexit 0\n');
    chmodSync(fake, 0o755);
    expect(findFfmpeg(undefined, dir)).toBe(fake);
  });

  it('takes a given path as it is, with no fallback', () => {
    expect(findFfmpeg('/nonexistent/ffmpeg', EMPTY_PATH)).toBeNull();
  });
});
