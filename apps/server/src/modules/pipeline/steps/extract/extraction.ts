import type { OutlineEntry, SourceLocation } from '@mnemo/contracts/material';
import { detect } from 'tinyld';
import { detectProseLanguage } from '../../../ai/local/nlp/language.ts';

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

/**
 * Guesses the ISO 639-1 language of a text; undefined when unsure. The share of function words
 * over its lines of prose decides among the six material languages (a book's first pages are a
 * title and a contents page of dotted leaders, which a character-statistics detector reads as some
 * other language); a sample of its start settles any other language.
 */
export function detectLanguage(text: string): string | undefined {
  if (text.trim().length < 40) return undefined;
  const prose = detectProseLanguage(text);
  if (prose) return prose;
  const language = detect(text.slice(0, 4000));
  return language === '' ? undefined : language;
}

/** Normalises whitespace inside a line of extracted text. */
export function normalizeSpaces(text: string): string {
  return text.replace(/[\u00a0\u2000-\u200b\u202f\u205f\u3000\t ]+/g, ' ').trim();
}
