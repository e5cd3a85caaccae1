import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chunkPassages } from '@mnemo/server/modules/pipeline/steps/chunk/chunk-passages';
import { extractPdf } from '@mnemo/server/modules/pipeline/steps/extract/extract-pdf';
import { findFixturesDir } from '@mnemo/server/modules/pipeline/steps/extract/testing/fixtures';
import { extractRawText } from './raw-pdf-text.ts';

async function measure<T>(run: () => Promise<T>, rounds: number): Promise<{ result: T; ms: number }> {
  let best = Infinity;
  let result: T | undefined;
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    result = await run();
    best = Math.min(best, performance.now() - started);
  }
  return { result: result as T, ms: best };
}

/** textbook-120p.pdf: raw pdf.js text extraction vs our extractor (and extractor + chunking), pages/s, same run. */
export async function runExtractBench(): Promise<string[]> {
  const bytes = new Uint8Array(readFileSync(path.join(findFixturesDir(), 'documents', 'textbook-120p.pdf')));
  await extractRawText(bytes); // warm-up: module load and JIT
  await extractPdf(bytes);
  // interleaved rounds so neither side profits from running later
  const raw = { result: { pages: 0, chars: 0 }, ms: Infinity };
  const ours = { result: await extractPdf(bytes), ms: Infinity };
  const chunked = { result: [] as ReturnType<typeof chunkPassages>, ms: Infinity };
  for (let round = 0; round < 3; round++) {
    const rawRound = await measure(() => extractRawText(bytes), 1);
    if (rawRound.ms < raw.ms) Object.assign(raw, rawRound);
    const oursRound = await measure(() => extractPdf(bytes), 1);
    if (oursRound.ms < ours.ms) Object.assign(ours, oursRound);
    const chunkedRound = await measure(
      async () => chunkPassages((await extractPdf(bytes)).passages, { language: 'en' }),
      1,
    );
    if (chunkedRound.ms < chunked.ms) Object.assign(chunked, chunkedRound);
  }
  const rate = (pages: number, ms: number) => `${((pages * 1000) / ms).toFixed(0)} pages/s`;
  const pages = raw.result.pages;
  return [
    'PDF extraction (textbook-120p.pdf, best of 3)',
    `  raw pdf.js text        ${raw.ms.toFixed(0).padStart(5)} ms  ${rate(pages, raw.ms)}`,
    `  extractPdf             ${ours.ms.toFixed(0).padStart(5)} ms  ${rate(pages, ours.ms)}  (${ours.result.passages.length} pages with text)`,
    `  extractPdf + chunking  ${chunked.ms.toFixed(0).padStart(5)} ms  ${rate(pages, chunked.ms)}  (${chunked.result.length} chunks)`,
    `  ratio extractor / raw  ${(ours.ms / raw.ms).toFixed(2)}x`,
  ];
}
