import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeToPcm } from './audio-tools.ts';
import { computeDiarizationErrorRate, parseRttm } from './diarization-error-rate.ts';
import { AudioAnalyser, analyseSamples, type Diarization, diarizeSpeakers } from './diarize-speakers.ts';
import { checkTool, fixturePath } from './testing/fixtures.ts';
import { loadVoices, SPEAKER_MIX_RECIPES, type Voices } from './testing/speaker-mixes.ts';

const ffmpeg = checkTool('ffmpeg');

/**
 * The fixture conversation decoded and diarized once for the file (the tests only read it):
 * every test redoing it made the file several times slower than its assertions need.
 */
let conversationOnce: Promise<{ samples: Float32Array; whole: Diarization }> | undefined;
function loadConversation(): Promise<{ samples: Float32Array; whole: Diarization }> {
  conversationOnce ??= decodeToPcm(ffmpeg.path!, fixturePath('audio/two-speakers.wav')).then((samples) => ({
    samples,
    whole: diarizeSpeakers(samples),
  }));
  return conversationOnce;
}

/** Pushes samples in uneven chunks, as a pipe delivers them. */
function pushInChunks(analyser: AudioAnalyser, samples: Float32Array): void {
  const sizes = [1, 37, 4097, 160, 511, 16_384, 3];
  for (let at = 0, i = 0; at < samples.length; i++) {
    const size = sizes[i % sizes.length]!;
    analyser.push(samples.subarray(at, at + size));
    at += size;
  }
}

describe.skipIf(!ffmpeg.isAvailable)('speaker detection', () => {
  let conversation: { samples: Float32Array; whole: Diarization };
  let voices: Voices;
  beforeAll(async () => {
    [conversation, voices] = await Promise.all([loadConversation(), loadVoices(ffmpeg.path!)]);
  });

  it('tells the two speakers of the fixture conversation apart with a diarization error rate of at most 25 % (no collar, overlap scored)', () => {
    const diarization = conversation.whole;
    const reference = parseRttm(readFileSync(fixturePath('audio/two-speakers.rttm'), 'utf8'));
    const score = computeDiarizationErrorRate(
      reference,
      diarization.segments.map((segment) => ({ ...segment, speaker: `S${segment.speaker}` })),
    );
    expect(diarization.speakerCount).toBe(2);
    expect(score.der, JSON.stringify(score)).toBeLessThanOrEqual(0.25);
  });

  // minutes of one person are one speaker, also when they change language; two or three voices
  // taking turns are two or three (one test per recording: each diarizes only its own)
  it.for(SPEAKER_MIX_RECIPES)('counts $speakers speaker(s) in: $name', (mix) => {
    expect(diarizeSpeakers(mix.build(voices)).speakerCount).toBe(mix.speakers);
  });

  it('counts one speaker in the JFK clip, as WAV and as MP3', async () => {
    for (const file of ['one-speaker-jfk.wav', 'one-speaker-jfk.mp3']) {
      expect(diarizeSpeakers(await decodeToPcm(ffmpeg.path!, fixturePath(`audio/${file}`))).speakerCount, file).toBe(1);
    }
  });
});

describe.skipIf(!ffmpeg.isAvailable)('streamed audio analysis', () => {
  let samples: Float32Array;
  let whole: Diarization;
  beforeAll(async () => {
    ({ samples, whole } = await loadConversation());
  });

  it('finds the same speech and speakers from a stream in uneven chunks as from the whole recording', () => {
    const analyser = new AudioAnalyser(16_000);
    pushInChunks(analyser, samples);
    const streamed = analyser.finish();
    expect(streamed.sampleCount).toBe(samples.length);
    expect(streamed.speech).toEqual(whole.speech);
    expect(streamed.diarize()).toEqual(whole);
    expect(whole.speakerCount).toBe(2);
  });

  it('reads each chunk only while it is pushed (a caller may reuse its buffer)', () => {
    const analyser = new AudioAnalyser(16_000);
    const reused = new Float32Array(4_099);
    for (let at = 0; at < samples.length; at += reused.length) {
      const chunk = samples.subarray(at, at + reused.length);
      reused.set(chunk);
      analyser.push(reused.subarray(0, chunk.length));
      reused.fill(Number.NaN); // overwritten, as a pipe's buffer would be
    }
    expect(analyser.finish().diarize()).toEqual(whole);
  });

  it('holds at most its frame budget of MFCCs and a chunk and a hop of samples, however long the stream', () => {
    // 20 minutes are 120,000 frames of 10 ms: the hop doubles to 16 frames (2,560 samples)
    const budget = 10_000;
    const analyser = new AudioAnalyser(16_000, 0, budget);
    const chunk = new Float32Array(16_384);
    const minutes = 20;
    let phase = 0;
    for (let pushed = 0; pushed < minutes * 60 * 16_000; pushed += chunk.length) {
      // a 220 Hz tone, loud and quiet by turns, so that every part of the analysis runs
      for (let i = 0; i < chunk.length; i++, phase++)
        chunk[i] =
          Math.sin((2 * Math.PI * 220 * phase) / 16_000) * (Math.floor(phase / 16_000) % 2 === 0 ? 0.5 : 0.001);
      analyser.push(chunk);
      const held = analyser.held;
      expect(held.mfccValues).toBeLessThanOrEqual((budget + 1) * 19);
      expect(held.pendingSamples).toBeLessThanOrEqual(chunk.length + 4_096);
    }
    expect(analyser.held.energyFrames).toBeGreaterThanOrEqual(minutes * 6_000 - 3);
    const analysis = analyser.finish();
    expect(analysis.stride).toBe(16);
    expect(analysis.frameCount).toBeLessThanOrEqual(budget);
    expect(analysis.speech.length).toBeGreaterThan(minutes * 20);
  });

  it('keeps at most its frame budget when a recording is longer than expected, the same frames as a longer hop from the start', () => {
    // 30 s = 3,000 frames of 10 ms; a budget of 1,000 frames needs a 40 ms hop
    const unexpected = new AudioAnalyser(16_000, 0, 1_000);
    pushInChunks(unexpected, samples);
    const grown = unexpected.finish();
    expect(grown.stride).toBe(4);
    expect(grown.frameCount).toBeLessThanOrEqual(1_000);
    const planned = new AudioAnalyser(16_000, 4_000 * 160, 1_000); // expecting 40 s: a 40 ms hop
    planned.push(samples);
    const fromStart = planned.finish();
    expect(fromStart.stride).toBe(4);
    expect(grown.frameCount).toBe(fromStart.frameCount);
    expect(grown.diarize()).toEqual(fromStart.diarize());
    // a short recording keeps the 10 ms hop
    expect(analyseSamples(samples).stride).toBe(1);
  });
});
