import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findExecutable } from '@mnemo/server/modules/pipeline/steps/extract/find-executable';
import { findFixturesDir } from '@mnemo/server/modules/pipeline/steps/extract/testing/fixtures';
import { startTranscriptionServer } from '@mnemo/server/modules/pipeline/steps/extract/testing/transcription-server';

const run = promisify(execFile);

interface ChildFigures {
  ms: number;
  peakRssMb: number;
  durationMs: number;
  passages: number;
  speakers: number;
  parts: number;
}

/** Extracts one recording in a fresh Node process and returns its figures (peak RSS included). */
async function extractInChild(file: string, baseUrl: string): Promise<ChildFigures> {
  const child = path.join(import.meta.dirname, 'audio-memory.child.ts');
  const { stdout } = await run(process.execPath, ['--import', 'tsx', child, file, baseUrl], {
    cwd: import.meta.dirname,
    maxBuffer: 1 << 20,
    timeout: 20 * 60_000,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as ChildFigures;
}

/**
 * Peak resident memory of the process extracting a 3-hour low-bitrate recording (8 kb/s MP3,
 * fixtures/audio/two-speakers.wav looped) beside the same for a 1-minute one, same run.
 * Target: under 300 MB, and less than 2× the 1-minute figure.
 */
export async function runAudioMemoryBench(): Promise<string[]> {
  const ffmpeg = findExecutable('ffmpeg');
  if (ffmpeg === null) return ['audio-memory: skipped (ffmpeg is not installed: run .ci/install-debian.sh)'];
  const dir = await mkdtemp(path.join(tmpdir(), 'mnemo-bench-audio-'));
  const transcriber = await startTranscriptionServer();
  try {
    const source = path.join(findFixturesDir(), 'audio', 'two-speakers.wav');
    const build = async (name: string, seconds: number) => {
      const file = path.join(dir, name);
      // the 30-second conversation looped to length, as a low-bitrate MP3 (8 kHz, 8 kb/s)
      await run(ffmpeg, [
        '-nostdin',
        '-loglevel',
        'error',
        '-stream_loop',
        '-1',
        '-i',
        source,
        '-t',
        String(seconds),
        '-ac',
        '1',
        '-ar',
        '8000',
        '-c:a',
        'libmp3lame',
        '-b:a',
        '8k',
        '-y',
        file,
      ]);
      return file;
    };
    const short = await extractInChild(await build('one-minute.mp3', 60), transcriber.baseUrl());
    const long = await extractInChild(await build('three-hours.mp3', 3 * 3600), transcriber.baseUrl());
    const describe = (label: string, figures: ChildFigures) =>
      `  ${label.padEnd(9)} peak RSS ${String(figures.peakRssMb).padStart(4)} MB (${(figures.durationMs / 60_000).toFixed(1)} min decoded, ${figures.parts} transcription part(s), ${figures.speakers} speakers, ${(figures.ms / 1000).toFixed(1)} s)`;
    const ratio = long.peakRssMb / short.peakRssMb;
    return [
      'audio-memory (peak resident memory of the extracting process; target: 3 h under 300 MB and < 2× the 1-minute figure)',
      describe('1 minute', short),
      describe('3 hours', long),
      `  3 h / 1 min: ${ratio.toFixed(2)}× — ${long.peakRssMb < 300 && ratio < 2 ? 'PASS' : 'FAIL'}`,
    ];
  } finally {
    await transcriber.close();
    await rm(dir, { recursive: true, force: true });
  }
}
