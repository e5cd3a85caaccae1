import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeToPcm } from '@mnemo/server/modules/pipeline/steps/extract/audio-tools';
import { computeDiarizationErrorRate, parseRttm, type SpeakerTurn } from '@mnemo/server/modules/pipeline/steps/extract/diarization-error-rate';
import { detectSpeech, diarizeSpeakers } from '@mnemo/server/modules/pipeline/steps/extract/diarize-speakers';
import { findExecutable } from '@mnemo/server/modules/pipeline/steps/extract/find-executable';
import { findFixturesDir } from '@mnemo/server/modules/pipeline/steps/extract/testing/fixtures';

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/**
 * Diarization error rate of the local speaker detection on fixtures/audio/two-speakers.wav
 * against its RTTM, beside a one-speaker baseline (same VAD, everything one speaker), same run.
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
    const hypothesis: SpeakerTurn[] = diarization.segments.map((segment) => ({ ...segment, speaker: `S${segment.speaker}` }));
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
  return lines;
}
