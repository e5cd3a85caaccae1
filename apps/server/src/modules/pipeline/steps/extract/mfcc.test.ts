import Meyda from 'meyda';
import { describe, expect, it } from 'vitest';
import { decodeToPcm } from './audio-tools.ts';
import { MfccExtractor } from './mfcc.ts';
import { checkTool, fixturePath } from './testing/fixtures.ts';

const ffmpeg = checkTool('ffmpeg');

describe.skipIf(!ffmpeg.isAvailable)('MFCCs', () => {
  it("are meyda's to the bit on every frame of a recording (same window, filters, log and DCT)", async () => {
    const samples = await decodeToPcm(ffmpeg.path!, fixturePath('audio/two-speakers.wav'));
    Object.assign(Meyda, {
      bufferSize: 512,
      sampleRate: 16_000,
      melBands: 40,
      numberOfMFCCCoefficients: 20,
      windowingFunction: 'hamming',
    });
    const extractor = new MfccExtractor(512, 16_000, 40, 20);
    const ours = new Float32Array(20);
    let frames = 0;
    for (let at = 0; at + 512 <= samples.length; at += 160 * 7) {
      const frame = samples.subarray(at, at + 512);
      const theirs = Float32Array.from(Meyda.extract('mfcc', frame) as unknown as number[]);
      extractor.extract(frame, ours);
      expect(ours, `frame at sample ${at}`).toEqual(theirs);
      frames++;
    }
    expect(frames).toBeGreaterThan(400);
  });

  it('writes at the offset given and refuses a frame size the FFT cannot take', () => {
    const extractor = new MfccExtractor();
    const out = new Float32Array(45).fill(7);
    extractor.extract(new Float32Array(512).fill(0.1), out, 25);
    expect([...out.subarray(0, 25)].every((value) => value === 7)).toBe(true);
    expect(out[25]).not.toBe(7);
    expect(() => new MfccExtractor(500)).toThrow(/power of two/);
  });
});
