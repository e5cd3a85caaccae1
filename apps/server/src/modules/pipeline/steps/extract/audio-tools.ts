import { spawn } from 'node:child_process';
import { getConverterEnv } from './converter-env.ts';
import { errors } from '../../../../lib/app-error.ts';

export const ANALYSIS_SAMPLE_RATE = 16_000;

/** Runs ffmpeg with arguments (reading local files and pipes only), returning its stdout; a failure becomes `audio_unreadable`. */
export function runFfmpeg(ffmpegPath: string, args: string[], options: { timeoutMs?: number } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, ['-nostdin', '-hide_banner', '-loglevel', 'error', '-protocol_whitelist', 'file,pipe', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: getConverterEnv() });
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
  const raw = await runFfmpeg(ffmpegPath, ['-i', inputPath, '-vn', '-ac', '1', '-ar', String(ANALYSIS_SAMPLE_RATE), '-f', 'f32le', 'pipe:1']);
  return new Float32Array(raw.buffer, raw.byteOffset, Math.floor(raw.byteLength / 4)).slice();
}
