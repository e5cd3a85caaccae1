import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import type { Chunk, OutlineEntry } from '@mnemo/contracts/material';
import { errors } from '../../lib/app-error.ts';
import { sniffFile } from '../../lib/sniff-file.ts';
import { extractFileMaterial, type FileMaterial } from './extract-material.ts';
import { chunkPassages } from './steps/chunk/chunk-passages.ts';
import { extractCaptions } from './steps/extract/extract-captions.ts';
import { type CaptionSegment, readCaptionSegments } from './steps/extract/extract-youtube.ts';
import { detectLanguage } from './steps/extract/extraction.ts';

/** Material read from a file for the eval command, benchmarks and quality tests. */
export interface MaterialFile {
  /** the chunks an upload of the file would store, in order */
  chunks: Chunk[];
  language: string | null;
  /** the document's own outline (PDF bookmarks); empty when it has none */
  outline: OutlineEntry[];
  extractionMs: number;
}

/** Files read as pasted text is. */
const TEXT_EXTENSIONS = ['.txt', '.md'];
/** Caption files (WebVTT, SRT), read as a video's captions are: timed cues → passages of about 30 s. */
const CAPTION_EXTENSIONS = ['.vtt', '.srt'];
/** A video's caption segments as caption fetchers give them, read as the app reads a YouTube video's. */
const CAPTION_JSON_EXTENSION = '.json';

/**
 * The files `readMaterialFile` reads. Any other name is read as an upload is, by its bytes: a PDF,
 * a .pptx or a legacy .ppt, else refused with the app's message.
 */
export const MATERIAL_FILE_EXTENSIONS = [
  '.pdf',
  '.pptx',
  '.ppt',
  ...TEXT_EXTENSIONS,
  ...CAPTION_EXTENSIONS,
  CAPTION_JSON_EXTENSION,
] as const;

/**
 * The segments of a captions JSON file: `[{ text, start, duration }]` (seconds), bare or under
 * `segments`, with `offset` for `start` as youtube-transcript-plus names it; null when the file is
 * not one.
 */
export function parseCaptionJson(source: string): { segments: CaptionSegment[]; language: string | null } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch {
    return null;
  }
  const list: unknown =
    parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as { segments?: unknown }).segments
      : parsed;
  if (!Array.isArray(list)) return null;
  const segments: CaptionSegment[] = [];
  let language: string | null = null;
  for (const item of list as unknown[]) {
    if (item === null || typeof item !== 'object') return null;
    const { text, start, offset, duration, lang } = item as Record<string, unknown>;
    const at = typeof start === 'number' ? start : offset;
    if (typeof text !== 'string' || typeof at !== 'number' || typeof duration !== 'number') return null;
    if (!Number.isFinite(at) || !Number.isFinite(duration)) return null;
    segments.push({ text, offset: at, duration });
    if (language === null && typeof lang === 'string' && lang !== '') language = lang.split('-')[0]!;
  }
  return { segments, language };
}

/** A captions JSON file read as the app reads a video's captions (`extractYoutube`). */
function extractCaptionJson(source: string): FileMaterial {
  const captions = parseCaptionJson(source);
  // what the app does not accept is refused with the message an upload of it gets
  if (captions === null) throw errors.unsupportedFile('pipeline:file_type_unsupported');
  const passages = readCaptionSegments(captions.segments);
  if (passages.length === 0) throw errors.documentProcessing('pipeline:youtube_no_captions');
  const language = captions.language ?? detectLanguage(passages.map((passage) => passage.text).join(' ')) ?? null;
  return { passages, language, outline: [] };
}

async function extractFile(path: string): Promise<FileMaterial> {
  const bytes = new Uint8Array(await readFile(path));
  const extension = extname(path).toLowerCase();
  if (TEXT_EXTENSIONS.includes(extension)) return extractFileMaterial('text', bytes);
  if (CAPTION_EXTENSIONS.includes(extension)) {
    const result = extractCaptions(new TextDecoder().decode(bytes));
    return { passages: result.passages, language: result.language ?? null, outline: [] };
  }
  if (extension === CAPTION_JSON_EXTENSION) return extractCaptionJson(new TextDecoder().decode(bytes));
  // anything else is read as an upload is: its kind from its bytes, never its name, then its kind's reader
  const sniffed = await sniffFile(bytes);
  if (sniffed.kind === 'audio') {
    throw new Error(
      `${path}: a recording is read by the transcription service, which this reader does not call; pass its transcript (.txt, .vtt or .srt)`,
    );
  }
  return extractFileMaterial(sniffed.kind, bytes);
}

/**
 * Reads a file through the same extract → chunk steps as the app (`processDocument`): an upload's
 * kind decided from its bytes (`sniffFile`) and read by the extract stage's own reader
 * (`extractFileMaterial`), so a file the app refuses is refused here with the same AppError;
 * .txt/.md as pasted text; .vtt/.srt and captions JSON as a video's captions. Then `chunkPassages`
 * with the detected language. Chunks get fresh ids.
 */
export async function readMaterialFile(path: string): Promise<MaterialFile> {
  const started = performance.now();
  const { passages, language, outline } = await extractFile(path);
  const extractionMs = performance.now() - started;
  const documentId = randomUUID();
  const chunks = chunkPassages(passages, { language: language ?? 'en' }).map((chunk, order): Chunk => ({
    id: randomUUID(),
    documentId,
    order,
    text: chunk.text,
    page: chunk.page,
    slide: chunk.slide,
    startMs: chunk.startMs,
    endMs: chunk.endMs,
    speaker: chunk.speaker,
  }));
  return { chunks, language, outline, extractionMs };
}
