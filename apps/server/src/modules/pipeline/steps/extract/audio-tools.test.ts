import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeToPcm, runFfmpeg, streamPcm } from './audio-tools.ts';
import { findExecutable } from './find-executable.ts';
import { fixturePath } from './testing/fixtures.ts';

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

describe.runIf(ffmpeg)('streamPcm', () => {
  it('hands over every sample in order, the same as decoding the whole file (each array read during its call only)', async () => {
    const whole = await decodeToPcm(ffmpeg!, fixturePath('audio/two-speakers.m4a'));
    const streamed = new Float32Array(whole.length);
    let at = 0;
    const count = await streamPcm(ffmpeg!, fixturePath('audio/two-speakers.m4a'), (samples) => {
      streamed.set(samples, at);
      at += samples.length;
    });
    expect(count).toBe(whole.length);
    expect(at).toBe(whole.length);
    expect(streamed).toEqual(whole);
  });
});
