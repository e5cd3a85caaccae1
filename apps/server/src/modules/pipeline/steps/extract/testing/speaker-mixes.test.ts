import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRttm } from '../diarization-error-rate.ts';
import { checkTool, fixturePath } from './fixtures.ts';
import { buildSpeakerMixes, loadVoices } from './speaker-mixes.ts';

const ffmpeg = checkTool('ffmpeg');
const seconds = (clips: Float32Array[]) => clips.reduce((sum, clip) => sum + clip.length, 0) / 16_000;

describe.skipIf(!ffmpeg.isAvailable)('recordings built from the fixtures’ voices', () => {
  it('takes each voice of the conversation only where it speaks alone, and the real voices whole and in phrases', async () => {
    const voices = await loadVoices(ffmpeg.path!);
    const turns = parseRttm(readFileSync(fixturePath('audio/two-speakers.rttm'), 'utf8'));
    const alone = (speaker: string) =>
      turns.filter((turn) => turn.speaker === speaker).reduce((sum, turn) => sum + turn.endMs - turn.startMs, 0) / 1000;
    // overlaps cut out: less than the RTTM's own total for each voice, but most of it
    expect(seconds(voices.diane)).toBeLessThan(alone('speaker90'));
    expect(seconds(voices.diane)).toBeGreaterThan(alone('speaker90') * 0.8);
    expect(seconds(voices.sheila)).toBeLessThan(alone('speaker91'));
    expect(seconds(voices.sheila)).toBeGreaterThan(alone('speaker91') * 0.8);
    expect(voices.jfkPhrases.length).toBeGreaterThanOrEqual(3);
    expect(seconds(voices.jfkPhrases)).toBeGreaterThan(6);
    // the real recordings: minutes of one voice, cut at the pauses between prompts
    expect(seconds([voices.allisonEn])).toBeGreaterThan(150);
    for (const phrases of Object.values(voices.phrases)) {
      expect(phrases.length).toBeGreaterThanOrEqual(8);
      expect(seconds(phrases)).toBeGreaterThan(60);
    }
    const mixes = buildSpeakerMixes(voices);
    expect(mixes.map((mix) => mix.speakers)).toEqual([1, 1, 1, 1, 1, 1, 2, 2, 3, 3, 3]);
    // one voice for a minute or more (the LibriVox reading is what the package holds: 28 s)
    for (const mix of mixes.filter((candidate) => !candidate.name.startsWith('LibriVox')))
      expect(mix.samples.length / 16_000, mix.name).toBeGreaterThanOrEqual(60);
  });
});
