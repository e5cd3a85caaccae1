import { spawn } from 'node:child_process';
import { getConverterEnv } from './converter-env.ts';
import { errors } from '../../../../lib/app-error.ts';

export const ANALYSIS_SAMPLE_RATE = 16_000;

const BASE_ARGS = ['-nostdin', '-hide_banner', '-protocol_whitelist', 'file,pipe'];

/** Runs ffmpeg with arguments (reading local files and pipes only), returning its stdout; a failure becomes `audio_unreadable`. */
export function runFfmpeg(ffmpegPath: string, args: string[], options: { timeoutMs?: number } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, [...BASE_ARGS, '-loglevel', 'error', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: getConverterEnv(),
    });
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 10 * 60_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(chunks));
      else reject(errors.documentProcessing('pipeline:audio_unreadable', {}, { ffmpeg: stderr.trim().slice(0, 500) }));
    });
  });
}

/** Decodes any audio file ffmpeg reads into 16 kHz mono float samples for analysis. */
export async function decodeToPcm(ffmpegPath: string, inputPath: string): Promise<Float32Array> {
  const raw = await runFfmpeg(ffmpegPath, [
    '-i',
    inputPath,
    '-vn',
    '-ac',
    '1',
    '-ar',
    String(ANALYSIS_SAMPLE_RATE),
    '-f',
    'f32le',
    'pipe:1',
  ]);
  return new Float32Array(raw.buffer, raw.byteOffset, Math.floor(raw.byteLength / 4)).slice();
}

/**
 * The duration a file declares (its header, or ffmpeg's estimate from its bitrate), read without
 * decoding it; null when ffmpeg cannot tell. `inputArgs` forces the demuxer (e.g. `-f mp3`).
 */
export function probeDurationMs(
  ffmpegPath: string,
  inputPath: string,
  inputArgs: string[] = [],
): Promise<number | null> {
  return new Promise((resolve, reject) => {
    // with no output ffmpeg prints the input's header and exits 1 ("At least one output file…")
    const child = spawn(ffmpegPath, [...BASE_ARGS, '-loglevel', 'info', ...inputArgs, '-i', inputPath], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: getConverterEnv(),
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 64_000) stderr += chunk.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', () => {
      clearTimeout(timer);
      const match = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
      resolve(
        match === null ? null : Math.round(((Number(match[1]) * 60 + Number(match[2])) * 60 + Number(match[3])) * 1000),
      );
    });
  });
}

/**
 * Decodes a file into 16 kHz mono float samples and hands them to `onSamples` as they come, in
 * windows of at most ~64 KiB: nothing holds the whole recording. The array handed over is only
 * valid during the call (it is the pipe's chunk or a reused buffer): copy what you keep. Past
 * `maxSamples` ffmpeg is stopped and `audio_too_long` thrown; any other failure is
 * `audio_unreadable`.
 */
export function streamPcm(
  ffmpegPath: string,
  inputPath: string,
  onSamples: (samples: Float32Array) => void,
  options: { inputArgs?: string[]; maxSamples?: number; tooLong?: () => Error; timeoutMs?: number } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const args = [
      ...BASE_ARGS,
      '-loglevel',
      'error',
      ...(options.inputArgs ?? []),
      '-i',
      inputPath,
      '-vn',
      '-ac',
      '1',
      '-ar',
      String(ANALYSIS_SAMPLE_RATE),
      '-f',
      'f32le',
      'pipe:1',
    ];
    const child = spawn(ffmpegPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env: getConverterEnv() });
    let stderr = '';
    // a partial sample left at the end of a pipe chunk (0–3 bytes), and one reused aligned buffer
    const carry = Buffer.alloc(4);
    let carried = 0;
    let scratch = new Float32Array(0);
    let count = 0;
    let failure: Error | null = null;
    const stop = (error: Error) => {
      failure ??= error;
      child.stdout.destroy();
      child.kill('SIGKILL');
    };
    child.stdout.on('data', (chunk: Buffer) => {
      if (failure !== null) return;
      const total = carried + chunk.length;
      const usable = total - (total % 4);
      if (usable === 0) {
        chunk.copy(carry, carried);
        carried = total;
        return;
      }
      let samples: Float32Array;
      if (carried === 0 && chunk.byteOffset % 4 === 0) {
        // aligned: read the chunk in place
        samples = new Float32Array(chunk.buffer, chunk.byteOffset, usable / 4);
      } else {
        // a pipe chunk may start at any byte offset, or after a carried partial sample: copy
        if (scratch.length < usable / 4) scratch = new Float32Array(Math.max(usable / 4, 16_384));
        samples = scratch.subarray(0, usable / 4);
        const bytes = new Uint8Array(samples.buffer, 0, usable);
        bytes.set(carry.subarray(0, carried));
        bytes.set(chunk.subarray(0, usable - carried), carried);
      }
      const left = chunk.subarray(chunk.length - (total - usable));
      left.copy(carry, 0);
      carried = left.length;
      count += samples.length;
      if (options.maxSamples !== undefined && count > options.maxSamples) {
        stop(options.tooLong?.() ?? errors.documentProcessing('pipeline:audio_unreadable'));
        return;
      }
      try {
        onSamples(samples);
      } catch (error) {
        stop(error instanceof Error ? error : new Error(String(error)));
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString();
    });
    const timer = setTimeout(
      () => stop(errors.documentProcessing('pipeline:audio_unreadable', {}, { reason: 'timeout' })),
      options.timeoutMs ?? 30 * 60_000,
    );
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      if (failure !== null) reject(failure);
      else if (code === 0) resolve(count);
      else reject(errors.documentProcessing('pipeline:audio_unreadable', {}, { ffmpeg: stderr.trim().slice(0, 500) }));
    });
  });
}
