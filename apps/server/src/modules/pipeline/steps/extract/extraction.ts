import type { OutlineEntry, SourceLocation } from '@mnemo/contracts/material';
import { detect } from 'tinyld';

/** A passage of extracted text and where it came from (page, slide, time range, speaker). */
export type ExtractedPassage = { text: string } & SourceLocation;

/** What every extractor returns. `meta` holds kind-specific facts (page count, final URL, …). */
export interface ExtractionResult<Meta extends object = Record<string, unknown>> {
  passages: ExtractedPassage[];
  title?: string;
  language?: string;
  durationMs?: number;
  /** the document's own outline (PDF bookmarks), in reading order, when it has one */
  outline?: OutlineEntry[];
  meta: Meta;
}

const NO_LOCATION: SourceLocation = { page: null, slide: null, startMs: null, endMs: null, speaker: null };

/** Builds a passage with every location field present (unknown ones null). */
export function createPassage(text: string, location: Partial<SourceLocation> = {}): ExtractedPassage {
  // one form for every source: "é" as one character, whatever the file wrote (ADR 061)
  return { text: text.normalize('NFC'), ...NO_LOCATION, ...location };
}

/** Guesses the ISO 639-1 language of a text from a sample of it; undefined when unsure. */
export function detectLanguage(text: string): string | undefined {
  const sample = text.slice(0, 4000);
  if (sample.trim().length < 40) return undefined;
  const language = detect(sample);
  return language === '' ? undefined : language;
}

/** Normalises whitespace inside a line of extracted text. */
export function normalizeSpaces(text: string): string {
  return text.replace(/[\u00a0\u2000-\u200b\u202f\u205f\u3000\t ]+/g, ' ').trim();
}
