import { createReadStream, openAsBlob } from 'node:fs';
import { rm, stat, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import path from 'node:path';
import { errors } from '../../../../lib/app-error.ts';
import { type AudioFormat, sniffFile } from '../../../../lib/sniff-file.ts';
import { ANALYSIS_SAMPLE_RATE, probeDurationMs, runFfmpeg, streamPcm } from './audio-tools.ts';
import { AudioAnalyser, type SpeakerSegment } from './diarize-speakers.ts';
import { createPassage, type ExtractedPassage, type ExtractionResult } from './extraction.ts';
import { findFfmpeg } from './find-ffmpeg.ts';
import { stripTranscriptMarkers } from './spoken-text.ts';
import { makeWorkDir } from './work-dir.ts';

export interface TranscriptionSettings {
  /** OpenAI-compatible base URL, e.g. https://api.openai.com/v1 (TRANSCRIBE_BASE_URL) */
  baseUrl?: string;
  /** bearer key, optional for self-hosted servers (TRANSCRIBE_API_KEY) */
  apiKey?: string;
  /** model name (TRANSCRIBE_MODEL, default whisper-1) */
  model?: string;
  /** cap per request (default 10 min) */
  timeoutMs?: number;
}

export type UploadFormat = 'mp3' | 'opus' | 'wav';

export interface ExtractAudioOptions {
  transcription: TranscriptionSettings;
  /** ffmpeg binary (default `ffmpeg` on PATH, else the build bundled with the server's npm packages) */
  ffmpegPath?: string;
  /** what is sent for transcription (default mp3 32 kb/s, 16 kHz mono) */
  uploadFormat?: UploadFormat;
  /** largest request body; longer audio is cut into parts at pauses (default 24 MiB) */
  maxUploadBytes?: number;
  /** refuse longer recordings (default 4 h) */
  maxDurationMs?: number;
  /** language hint (ISO 639-1) */
  language?: string;
  /** called as stages complete, for live progress */
  onStage?: (stage: 'audio_compressed' | 'speech_processed') => void;
  /**
   * Receives the compressed, normalised audio (kept for playback) as a stream of its file, once
   * everything else is done and before the work files are removed: it is never held in memory
   * (58 MB for a 4-hour recording at 32 kb/s).
   */
  storeCompressed?: (audio: Readable, info: CompressedAudio) => Promise<void>;
}

export interface CompressedAudio {
  mime: string;
  ext: string;
  byteLength: number;
}

export interface SpeakerSummary {
  label: string;
  speakingMs: number;
}

export interface AudioMeta {
  speakers: SpeakerSummary[];
  /** where the speakers came from */
  speakerSource: 'provider' | 'local' | 'none';
  /** the compressed, normalised audio (handed to `storeCompressed`) */
  compressed: CompressedAudio;
  /** number of transcription requests */
  parts: number;
  speechMs: number;
}

interface ProviderSegment {
  start: number;
  end: number;
  text: string;
  speaker?: string;
}

const FORMATS: Record<UploadFormat, { args: string[]; ext: string; mime: string; demuxer: string }> = {
  mp3: { args: ['-c:a', 'libmp3lame', '-b:a', '32k', '-f', 'mp3'], ext: 'mp3', mime: 'audio/mpeg', demuxer: 'mp3' },
  opus: {
    args: ['-c:a', 'libopus', '-b:a', '24k', '-application', 'voip', '-f', 'ogg'],
    ext: 'ogg',
    mime: 'audio/ogg',
    demuxer: 'ogg',
  },
  wav: { args: ['-c:a', 'pcm_s16le', '-f', 'wav'], ext: 'wav', mime: 'audio/wav', demuxer: 'wav' },
};
/** ffmpeg's demuxer for each uploaded format the sniffer accepts: ffmpeg never guesses (no playlist, no image2). */
const INPUT_DEMUXERS: Record<AudioFormat, string> = { mp3: 'mp3', wav: 'wav', m4a: 'mov' };
const MIN_SPEECH_MS = 400;

/**
 * Turns a recording into timed, speaker-labelled passages: ffmpeg compresses and normalises it
 * (16 kHz mono), an OpenAI-compatible `/audio/transcriptions` endpoint transcribes it
 * (verbose_json segments), and speakers come from the provider when it returns them, else from
 * local diarization. Without a configured endpoint it refuses plainly; silence is refused too.
 */
export async function extractAudio(
  bytes: Uint8Array,
  options: ExtractAudioOptions,
): Promise<ExtractionResult<AudioMeta>> {
  const baseUrl = options.transcription.baseUrl?.trim();
  if (!baseUrl) throw errors.notConfigured('pipeline:transcription_not_configured');
  const ffmpeg = findFfmpeg(options.ffmpegPath);
  if (ffmpeg === null) throw errors.notConfigured('pipeline:audio_needs_ffmpeg');
  const sniffed = await sniffFile(bytes).catch(() => null);
  if (sniffed?.audioFormat === undefined)
    throw errors.documentProcessing('pipeline:audio_unreadable', {}, { reason: 'not_audio' });
  const inputArgs = ['-f', INPUT_DEMUXERS[sniffed.audioFormat]];
  const workDir = await makeWorkDir('audio');
  try {
    const input = path.join(workDir, 'input');
    await writeFile(input, bytes);
    const maxDurationMs = options.maxDurationMs ?? 4 * 60 * 60 * 1000;
    const tooLong = () =>
      errors.documentProcessing('pipeline:audio_too_long', { max: Math.round(maxDurationMs / 60_000) });
    // refuse from the declared length before decoding anything; the decoder stops at the limit too
    const declaredMs = await probeDurationMs(ffmpeg, input, inputArgs);
    if (declaredMs !== null && declaredMs > maxDurationMs) throw tooLong();
    const analyser = new AudioAnalyser(
      ANALYSIS_SAMPLE_RATE,
      Math.ceil(((declaredMs ?? maxDurationMs) / 1000) * ANALYSIS_SAMPLE_RATE),
    );
    await streamPcm(ffmpeg, input, (samples) => analyser.push(samples), {
      inputArgs,
      maxSamples: Math.floor((maxDurationMs / 1000) * ANALYSIS_SAMPLE_RATE),
      tooLong,
    });
    const analysis = analyser.finish();
    const { durationMs, speech } = analysis;
    const speechMs = speech.reduce((sum, region) => sum + region.endMs - region.startMs, 0);
    if (speechMs < MIN_SPEECH_MS) throw errors.documentProcessing('pipeline:audio_silent');

    const format = FORMATS[options.uploadFormat ?? 'mp3'];
    const compressedPath = path.join(workDir, `compressed.${format.ext}`);
    // a slow machine compresses a 4-hour recording in well over 10 minutes: the cap grows with the length
    const timeoutMs = 10 * 60_000 + durationMs / 2;
    await runFfmpeg(
      ffmpeg,
      [
        ...inputArgs,
        '-i',
        input,
        '-vn',
        '-ac',
        '1',
        '-ar',
        String(ANALYSIS_SAMPLE_RATE),
        '-af',
        'loudnorm=I=-16:TP=-1.5:LRA=11',
        ...format.args,
        '-y',
        compressedPath,
      ],
      { timeoutMs },
    );
    const compressedBytes = (await stat(compressedPath)).size;
    options.onStage?.('audio_compressed');

    const parts = await splitForUpload(
      ffmpeg,
      workDir,
      compressedPath,
      compressedBytes,
      durationMs,
      speech,
      format,
      options.maxUploadBytes ?? 24 * 1024 * 1024,
    );
    const segments: ProviderSegment[] = [];
    let detectedLanguage: string | undefined;
    for (const part of parts) {
      const answer = await requestTranscription(
        options.transcription,
        baseUrl,
        await openAsBlob(part.path, { type: format.mime }),
        format,
        options.language,
      );
      detectedLanguage ??= answer.language;
      for (const segment of answer.segments)
        segments.push({
          ...segment,
          start: segment.start + part.offsetMs / 1000,
          end: segment.end + part.offsetMs / 1000,
        });
    }
    if (segments.every((segment) => segment.text.trim() === ''))
      throw errors.documentProcessing('pipeline:transcription_empty');
    options.onStage?.('speech_processed');

    const hasProviderSpeakers = segments.some(
      (segment) => typeof segment.speaker === 'string' && segment.speaker !== '',
    );
    const labelOf = hasProviderSpeakers
      ? labelProviderSpeakers(segments)
      : labelLocalSpeakers(analysis.diarize().segments);
    // a transcription model writes sounds as words ("[Music]", "(applause)"): they leave the text
    const passages: ExtractedPassage[] = segments
      .map((segment) => ({
        segment,
        text: stripTranscriptMarkers(segment.text.replace(/\s+/g, ' '), { isTranscript: true }),
      }))
      .filter(({ text }) => text !== '')
      .map(({ segment, text }) => {
        const startMs = Math.max(0, Math.round(segment.start * 1000));
        const endMs = Math.max(startMs, Math.round(segment.end * 1000));
        return createPassage(text, { startMs, endMs, speaker: labelOf(segment, startMs, endMs) });
      });
    const compressed: CompressedAudio = { mime: format.mime, ext: format.ext, byteLength: compressedBytes };
    if (options.storeCompressed !== undefined)
      await options.storeCompressed(createReadStream(compressedPath), compressed);
    const speaking = new Map<string, number>();
    for (const passage of passages)
      if (passage.speaker !== null)
        speaking.set(passage.speaker, (speaking.get(passage.speaker) ?? 0) + passage.endMs! - passage.startMs!);
    const language = normalizeLanguage(detectedLanguage) ?? options.language;
    return {
      passages,
      durationMs,
      ...(language === undefined ? {} : { language }),
      meta: {
        speakers: [...speaking].map(([label, speakingMs]) => ({ label, speakingMs })),
        speakerSource: hasProviderSpeakers ? 'provider' : speaking.size > 0 ? 'local' : 'none',
        compressed,
        parts: parts.length,
        speechMs,
      },
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Whisper answers language names ("english"); keep ISO 639-1 codes only. */
function normalizeLanguage(language: string | undefined): string | undefined {
  if (language === undefined) return undefined;
  const names: Record<string, string> = {
    english: 'en',
    portuguese: 'pt',
    german: 'de',
    spanish: 'es',
    french: 'fr',
    italian: 'it',
  };
  const lower = language.toLowerCase();
  if (names[lower] !== undefined) return names[lower];
  return /^[a-z]{2}$/.test(lower) ? lower : undefined;
}

function speakerName(index: number): string {
  return `Speaker ${index + 1}`;
}

function labelProviderSpeakers(segments: ProviderSegment[]): (segment: ProviderSegment) => string | null {
  const names = new Map<string, string>();
  for (const segment of segments)
    if (segment.speaker && !names.has(segment.speaker)) names.set(segment.speaker, speakerName(names.size));
  return (segment) => (segment.speaker ? names.get(segment.speaker)! : null);
}

/** Gives a transcript segment the local speaker that talks most during it (nearest if none). */
function labelLocalSpeakers(
  turns: SpeakerSegment[],
): (segment: ProviderSegment, startMs: number, endMs: number) => string | null {
  if (turns.length === 0) return () => null;
  return (_segment, startMs, endMs) => {
    const overlap = new Map<number, number>();
    for (const turn of turns) {
      const shared = Math.min(endMs, turn.endMs) - Math.max(startMs, turn.startMs);
      if (shared > 0) overlap.set(turn.speaker, (overlap.get(turn.speaker) ?? 0) + shared);
    }
    if (overlap.size > 0) return speakerName([...overlap].sort((a, b) => b[1] - a[1])[0]![0]);
    const middle = (startMs + endMs) / 2;
    const nearest = [...turns].sort(
      (a, b) => Math.abs((a.startMs + a.endMs) / 2 - middle) - Math.abs((b.startMs + b.endMs) / 2 - middle),
    )[0]!;
    return speakerName(nearest.speaker);
  };
}

/** Cuts the compressed audio into parts under the upload cap, each cut in a pause near its target. */
async function splitForUpload(
  ffmpeg: string,
  workDir: string,
  compressedPath: string,
  compressedBytes: number,
  durationMs: number,
  speech: Array<{ startMs: number; endMs: number }>,
  format: { args: string[]; ext: string; demuxer: string },
  maxUploadBytes: number,
): Promise<Array<{ path: string; offsetMs: number }>> {
  if (compressedBytes <= maxUploadBytes) return [{ path: compressedPath, offsetMs: 0 }];
  const partMs = Math.floor(((durationMs * maxUploadBytes) / compressedBytes) * 0.9);
  const cuts = [0];
  while (durationMs - cuts.at(-1)! > partMs) {
    const target = cuts.at(-1)! + partMs;
    // the end of the last speech region before the target, if it is not too far back
    const pause = speech
      .filter((region) => region.endMs <= target && region.endMs > target - Math.min(30_000, partMs / 3))
      .at(-1)?.endMs;
    cuts.push(pause ?? target);
  }
  const parts: Array<{ path: string; offsetMs: number }> = [];
  for (const [index, start] of cuts.entries()) {
    const end = cuts[index + 1];
    const partPath = path.join(workDir, `part-${index}.${format.ext}`);
    await runFfmpeg(ffmpeg, [
      '-ss',
      (start / 1000).toFixed(3),
      ...(end === undefined ? [] : ['-t', ((end - start) / 1000).toFixed(3)]),
      '-f',
      format.demuxer,
      '-i',
      compressedPath,
      ...format.args,
      '-y',
      partPath,
    ]);
    if ((await stat(partPath)).size > 0) parts.push({ path: partPath, offsetMs: start });
  }
  return parts;
}

/** One call to `POST {baseUrl}/audio/transcriptions` (multipart in, verbose_json out). */
async function requestTranscription(
  settings: TranscriptionSettings,
  baseUrl: string,
  audio: Blob,
  format: { ext: string; mime: string },
  language: string | undefined,
): Promise<{ segments: ProviderSegment[]; language?: string }> {
  const form = new FormData();
  // a file-backed blob: the part is streamed from disk, never copied into memory
  form.append('file', audio, `audio.${format.ext}`);
  form.append('model', settings.model ?? 'whisper-1');
  form.append('response_format', 'verbose_json');
  form.append('timestamp_granularities[]', 'segment');
  if (language !== undefined) form.append('language', language);
  let response: Response;
  try {
    response = await fetch(`${baseUrl.replace(/\/+$/, '')}/audio/transcriptions`, {
      method: 'POST',
      body: form,
      headers: settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {},
      signal: AbortSignal.timeout(settings.timeoutMs ?? 10 * 60_000),
    });
  } catch {
    throw errors.documentProcessing('pipeline:transcription_failed', {}, { reason: 'unreachable' });
  }
  if (!response.ok) {
    throw errors.documentProcessing('pipeline:transcription_failed', {}, { providerStatus: response.status });
  }
  const body = (await response.json().catch(() => null)) as {
    text?: unknown;
    language?: unknown;
    duration?: unknown;
    segments?: Array<{ start?: unknown; end?: unknown; text?: unknown; speaker?: unknown }>;
  } | null;
  if (body === null || typeof body !== 'object') {
    throw errors.documentProcessing('pipeline:transcription_failed', {}, { reason: 'bad_response' });
  }
  const segments: ProviderSegment[] = Array.isArray(body.segments)
    ? body.segments
        .filter((segment) => typeof segment.text === 'string')
        .map((segment) => ({
          start: Number(segment.start) || 0,
          end: Number(segment.end) || Number(segment.start) || 0,
          text: String(segment.text),
          ...(typeof segment.speaker === 'string' || typeof segment.speaker === 'number'
            ? { speaker: String(segment.speaker) }
            : {}),
        }))
    : [];
  if (segments.length === 0 && typeof body.text === 'string' && body.text.trim() !== '') {
    segments.push({ start: 0, end: Number(body.duration) || 0, text: body.text });
  }
  return { segments, ...(typeof body.language === 'string' ? { language: body.language } : {}) };
}
