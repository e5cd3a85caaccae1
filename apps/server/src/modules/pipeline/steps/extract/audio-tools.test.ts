import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runFfmpeg } from './audio-tools.ts';
import { findExecutable } from './find-executable.ts';

const ffmpeg = findExecutable('ffmpeg');

describe.runIf(ffmpeg)('runFfmpeg', () => {
  it('reads local files but refuses other protocols (concat:, http:) in an input name', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mnemo-ffmpeg-'));
    try {
      const wav = path.join(dir, 'tone.wav');
      await runFfmpeg(ffmpeg!, ['-f', 'lavfi', '-i', 'sine=duration=0.2', '-y', wav]);
      expect((await runFfmpeg(ffmpeg!, ['-i', wav, '-f', 'null', '-'])).length).toBe(0);
      await expect(runFfmpeg(ffmpeg!, ['-i', `concat:${wav}|${wav}`, '-f', 'null', '-'])).rejects.toThrow();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
