import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import type { Chunk } from '@mnemo/contracts/material';
import { extractPdf } from '../../pipeline/steps/extract/extract-pdf.ts';
import { extractPptx } from '../../pipeline/steps/extract/extract-pptx.ts';

/** Material read from a file for the eval command and benchmarks: chunks plus how long extraction took. */
export interface MaterialFile {
  chunks: Chunk[];
  extractionMs: number;
}

const TEXT_CHUNK_CHARS = 2000;

/**
 * Reads a PDF, PPTX or plain-text file into chunks (one per page or slide; plain text in
 * paragraph-aligned pieces), using the pipeline's extractors so the text is what users get.
 */
export async function readMaterialFile(path: string): Promise<MaterialFile> {
  const bytes = new Uint8Array(await readFile(path));
  const documentId = randomUUID();
  const started = performance.now();
  const extension = extname(path).toLowerCase();
  let passages: { text: string; page?: number | null; slide?: number | null }[];
  if (extension === '.pdf') passages = (await extractPdf(bytes)).passages;
  else if (extension === '.pptx') passages = (await extractPptx(bytes)).passages;
  else passages = splitPlainText(new TextDecoder().decode(bytes)).map((text) => ({ text }));
  const extractionMs = performance.now() - started;
  const chunks = passages.map(
    (passage, order): Chunk => ({
      id: randomUUID(),
      documentId,
      order,
      text: passage.text,
      page: passage.page ?? null,
      slide: passage.slide ?? null,
      startMs: null,
      endMs: null,
      speaker: null,
    }),
  );
  return { chunks, extractionMs };
}

/** Splits plain text at paragraph breaks into pieces of about TEXT_CHUNK_CHARS characters. */
export function splitPlainText(text: string): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const paragraph of text.split(/\n\s*\n/)) {
    if (current && current.length + paragraph.length > TEXT_CHUNK_CHARS) {
      pieces.push(current);
      current = '';
    }
    current = current ? `${current}\n\n${paragraph}` : paragraph;
  }
  if (current.trim()) pieces.push(current);
  return pieces;
}
