import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeToPcm } from '@mnemo/server/modules/pipeline/steps/extract/audio-tools';
import {
  computeDiarizationErrorRate,
  parseRttm,
  type SpeakerTurn,
} from '@mnemo/server/modules/pipeline/steps/extract/diarization-error-rate';
import { detectSpeech, diarizeSpeakers } from '@mnemo/server/modules/pipeline/steps/extract/diarize-speakers';
import { findExecutable } from '@mnemo/server/modules/pipeline/steps/extract/find-executable';
import { findFixturesDir } from '@mnemo/server/modules/pipeline/steps/extract/testing/fixtures';
import { buildSpeakerMixes, loadVoices } from '@mnemo/server/modules/pipeline/steps/extract/testing/speaker-mixes';

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/**
 * Diarization error rate of the local speaker detection on fixtures/audio/two-speakers.wav
 * against its RTTM, beside a one-speaker baseline (same VAD, everything one speaker), same run;
 * then the speaker count on the JFK clip and on longer recordings (real one-voice recordings of
 * minutes, and voices taking turns).
 */
export async function runDiarizationBench(): Promise<string[]> {
  const ffmpeg = findExecutable('ffmpeg');
  if (ffmpeg === null) return ['diarization: skipped (ffmpeg is not installed: run .ci/install-debian.sh)'];
  const audioDir = path.join(findFixturesDir(), 'audio');
  const reference = parseRttm(readFileSync(path.join(audioDir, 'two-speakers.rttm'), 'utf8'));
  const lines = ['diarization (two-speakers.wav vs its RTTM, no collar, overlap scored; target ≤ 25 %)'];
  for (const file of ['two-speakers.wav', 'two-speakers.m4a']) {
    const samples = await decodeToPcm(ffmpeg, path.join(audioDir, file));
    const started = performance.now();
    const diarization = diarizeSpeakers(samples);
    const elapsed = performance.now() - started;
    const hypothesis: SpeakerTurn[] = diarization.segments.map((segment) => ({
      ...segment,
      speaker: `S${segment.speaker}`,
    }));
    const baseline: SpeakerTurn[] = detectSpeech(samples).map((region) => ({ ...region, speaker: 'S0' }));
    const ours = computeDiarizationErrorRate(reference, hypothesis);
    const single = computeDiarizationErrorRate(reference, baseline);
    const collared = computeDiarizationErrorRate(reference, hypothesis, { collarMs: 250 });
    lines.push(
      `  ${file.padEnd(17)} local DER ${percent(ours.der)} (missed ${ours.missedMs} ms, false alarm ${ours.falseAlarmMs} ms, confusion ${ours.confusionMs} ms; ${diarization.speakerCount} speakers, ${elapsed.toFixed(0)} ms)` +
        ` | one-speaker baseline DER ${percent(single.der)} | local DER with 250 ms collar ${percent(collared.der)}`,
    );
  }
  for (const file of ['one-speaker-jfk.wav', 'one-speaker-jfk.mp3']) {
    const diarization = diarizeSpeakers(await decodeToPcm(ffmpeg, path.join(audioDir, file)));
    lines.push(`  ${file.padEnd(17)} speakers found: ${diarization.speakerCount} (expected 1)`);
  }
  // longer material (testing/speaker-mixes.ts): real recordings of one person for one to three
  // minutes, and two or three voices taking turns; each counted with the BIC test alone (as before
  // the sound-for-sound distance, MIN_SPEAKER_DISTANCE 0) beside the local detection, same run
  const mixes = buildSpeakerMixes(await loadVoices(ffmpeg));
  let right = 0;
  let rightBicAlone = 0;
  for (const mix of mixes) {
    const found = diarizeSpeakers(mix.samples).speakerCount;
    const bicAlone = diarizeSpeakers(mix.samples, 16_000, { minSpeakerDistance: -Infinity }).speakerCount;
    if (found === mix.speakers) right++;
    if (bicAlone === mix.speakers) rightBicAlone++;
    lines.push(
      `  ${`${mix.name}, ${Math.round(mix.samples.length / 16_000)} s`.padEnd(36)} speakers found: ${found} (expected ${mix.speakers}) | BIC alone: ${bicAlone}`,
    );
  }
  lines.push(
    `  speaker count right on ${right} of ${mixes.length} recordings (BIC alone: ${rightBicAlone} of ${mixes.length}; target: all)`,
  );
  // the same recordings in a noisy room (white noise 20 dB below the speech): how close to the edge
  const noisy = mixes.filter((mix) => diarizeSpeakers(addNoise(mix.samples, 20)).speakerCount === mix.speakers);
  lines.push(
    `  with noise 20 dB below the speech: right on ${noisy.length} of ${mixes.length} (wrong: ${
      mixes
        .filter((mix) => !noisy.includes(mix))
        .map((mix) => mix.name)
        .join('; ') || 'none'
    })`,
  );
  return lines;
}

/** White noise (seeded, the same every run) `snrDb` below the recording's mean power. */
function addNoise(samples: Float32Array, snrDb: number): Float32Array {
  let power = 0;
  for (const value of samples) power += value * value;
  const amplitude = Math.sqrt((3 * power) / samples.length / 10 ** (snrDb / 10));
  const out = new Float32Array(samples.length);
  let seed = 7;
  for (let i = 0; i < samples.length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    out[i] = samples[i]! + ((seed / 2_147_483_648) * 2 - 1) * amplitude;
  }
  return out;
}
