import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import type { Chunk, OutlineEntry } from '@mnemo/contracts/material';
import { splitText } from './extract-material.ts';
import { chunkPassages } from './steps/chunk/chunk-passages.ts';
import { extractCaptions } from './steps/extract/extract-captions.ts';
import { extractPdf } from './steps/extract/extract-pdf.ts';
import { extractPptx } from './steps/extract/extract-pptx.ts';
import { detectLanguage, type ExtractedPassage } from './steps/extract/extraction.ts';

/** Material read from a file for the eval command, benchmarks and quality tests. */
export interface MaterialFile {
  /** the chunks an upload of the file would store, in order */
  chunks: Chunk[];
  language: string | null;
  /** the document's own outline (PDF bookmarks); empty when it has none */
  outline: OutlineEntry[];
  extractionMs: number;
}

export const MATERIAL_FILE_EXTENSIONS = ['.pdf', '.pptx', '.txt', '.md', '.vtt', '.srt'] as const;

async function extractFile(
  path: string,
): Promise<{ passages: ExtractedPassage[]; language: string | null; outline?: OutlineEntry[] }> {
  const bytes = new Uint8Array(await readFile(path));
  const extension = extname(path).toLowerCase();
  if (extension === '.pdf') {
    const result = await extractPdf(bytes);
    return {
      passages: result.passages,
      language: result.language ?? null,
      ...(result.outline ? { outline: result.outline } : {}),
    };
  }
  if (extension === '.pptx') {
    const result = await extractPptx(bytes);
    return { passages: result.passages, language: result.language ?? null };
  }
  const text = new TextDecoder().decode(bytes);
  if (extension === '.vtt' || extension === '.srt') {
    const result = extractCaptions(text);
    return { passages: result.passages, language: result.language ?? null };
  }
  // plain text is read as pasted text is (paragraphs)
  return { passages: splitText(text), language: detectLanguage(text) ?? null };
}

/**
 * Reads a file through the same extract → chunk steps as an upload (`processDocument`): the
 * extractor of its kind, then `chunkPassages` with the detected language. Chunks get fresh ids.
 */
export async function readMaterialFile(path: string): Promise<MaterialFile> {
  const started = performance.now();
  const { passages, language, outline = [] } = await extractFile(path);
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
