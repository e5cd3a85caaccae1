import type { PDFDocumentProxy, TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api';
import type { OutlineEntry } from '@mnemo/contracts/material';
import { AppError, errors } from '../../../../lib/app-error.ts';
import { recombineDiacritics } from './diacritics.ts';
import { createPassage, detectLanguage, type ExtractionResult } from './extraction.ts';
import { repairLigatures } from './ligatures.ts';
import { loadPdfjs } from './load-pdfjs.ts';

export interface PdfMeta {
  pageCount: number;
  /** pages that carried selectable text */
  textPageCount: number;
}

export interface ExtractPdfOptions {
  /** refuse longer documents (default 2000 pages) */
  maxPages?: number;
  /** called after each page is read, for live progress */
  onPage?: (read: number, total: number) => void;
}

// A page with fewer letters than this is treated as having no text layer (page numbers, stray marks).
const MIN_PAGE_LETTERS = 20;

/** Extracts the text of a text-based PDF page by page; refuses scanned, encrypted and damaged PDFs. */
export async function extractPdf(
  bytes: Uint8Array,
  options: ExtractPdfOptions = {},
): Promise<ExtractionResult<PdfMeta>> {
  const maxPages = options.maxPages ?? 2000;
  const { getDocument, VerbosityLevel } = await loadPdfjs();
  const task = getDocument({
    data: new Uint8Array(bytes), // pdf.js may take ownership of the buffer
    verbosity: VerbosityLevel.ERRORS,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
  });
  try {
    const document = await task.promise.catch((error: unknown) => {
      throw toPdfError(error);
    });
    if (document.numPages > maxPages) {
      throw errors.documentProcessing('pipeline:pdf_too_many_pages', { max: maxPages });
    }
    const pageTexts: string[] = [];
    // a landscape page is read a second time as a slide (its title apart, its bullets one a line), in case the whole is a deck
    const slideTexts: Array<string | null> = [];
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) {
      const page = await document.getPage(pageNumber).catch((error: unknown) => {
        throw toPdfError(error);
      });
      const content = await page.getTextContent({ disableNormalization: false }).catch((error: unknown) => {
        throw toPdfError(error);
      });
      const viewport = page.getViewport({ scale: 1 });
      page.cleanup();
      options.onPage?.(pageNumber, document.numPages);
      pageTexts.push(assemblePageText(content.items));
      const isLandscape = viewport.width >= viewport.height * LANDSCAPE_RATIO;
      slideTexts.push(isLandscape ? assembleSlideText(content.items) : null);
    }
    // a deck exported as PDF is read as slides, each page one (ADR 176)
    const isDeck = readsAsSlideDeck(pageTexts, slideTexts);
    const texts = isDeck ? slideTexts.map((text, index) => text ?? pageTexts[index] ?? '') : pageTexts;
    const passages = [];
    let textPageCount = 0;
    // ligatures the fonts gave no text for are put back, judged on the whole document's words (ADR 137)
    for (const [index, text] of removeRunningLines(repairLigatures(texts)).entries()) {
      if (countLetters(text) >= MIN_PAGE_LETTERS) {
        textPageCount++;
        passages.push(createPassage(text, isDeck ? { page: index + 1, slide: index + 1 } : { page: index + 1 }));
      }
    }
    if (isImageOnly(textPageCount, document.numPages)) {
      throw errors.unsupportedFile('pipeline:pdf_scanned');
    }
    const info = await document
      .getMetadata()
      .then((metadata) => metadata.info as { Title?: unknown; Language?: unknown } | undefined)
      .catch(() => undefined);
    const title =
      typeof info?.Title === 'string' && info.Title.trim() !== '' ? recombineDiacritics(info.Title.trim()) : undefined;
    // the whole text, sampled: a book's first pages are a title and a contents page
    const language = detectLanguage(passages.map((passage) => passage.text).join('\n'));
    const outline = await readOutline(document);
    return {
      passages,
      ...(title === undefined ? {} : { title }),
      ...(outline.length === 0 ? {} : { outline }),
      ...(language === undefined ? {} : { language }),
      meta: { pageCount: document.numPages, textPageCount },
    };
  } finally {
    await task.destroy();
  }
}

/** Bookmarks deeper than this are not read (chapters and their sections are what generation uses). */
const MAX_OUTLINE_LEVEL = 2;
const MAX_OUTLINE_ENTRIES = 2000;

interface PdfOutlineNode {
  title: string;
  dest: string | unknown[] | null;
  items: PdfOutlineNode[];
}

/**
 * The PDF's bookmarks (pdf.js `getOutline()`), each destination resolved to its page, in reading
 * order; entries without a page in this document (web links, broken destinations) are left out.
 * A damaged outline gives none: the text is what matters, and headings are found from it then.
 */
async function readOutline(document: PDFDocumentProxy): Promise<OutlineEntry[]> {
  const nodes = (await document.getOutline().catch(() => null)) as PdfOutlineNode[] | null;
  if (!nodes) return [];
  const entries: OutlineEntry[] = [];
  const visit = async (items: PdfOutlineNode[], level: number): Promise<void> => {
    for (const item of items) {
      if (entries.length >= MAX_OUTLINE_ENTRIES) return;
      const title = normalizeOutlineTitle(item.title);
      const page = await resolveDestinationPage(document, item.dest);
      if (title !== '' && page !== null) entries.push({ title, page, level });
      if (level + 1 <= MAX_OUTLINE_LEVEL && Array.isArray(item.items)) await visit(item.items, level + 1);
    }
  };
  await visit(nodes, 0);
  return entries;
}

function normalizeOutlineTitle(title: unknown): string {
  return typeof title === 'string' ? recombineDiacritics(title.replace(/[\p{Cc}\s]+/gu, ' ').trim()) : '';
}

/** The 1-based page a bookmark's destination (named, or explicit `[pageRef, /Fit …]`) opens on. */
async function resolveDestinationPage(
  document: PDFDocumentProxy,
  dest: PdfOutlineNode['dest'],
): Promise<number | null> {
  try {
    const explicit = typeof dest === 'string' ? await document.getDestination(dest) : dest;
    if (!Array.isArray(explicit) || explicit.length === 0) return null;
    const target: unknown = explicit[0];
    let index: number | null = null;
    if (typeof target === 'number') index = target;
    else if (target !== null && typeof target === 'object' && 'num' in target && 'gen' in target) {
      index = await document.getPageIndex(target as { num: number; gen: number });
    }
    if (index === null || !Number.isInteger(index) || index < 0 || index >= document.numPages) return null;
    return index + 1;
  } catch {
    return null;
  }
}

/** True when too few pages have text: a scan (perhaps with an OCR'd cover), not a text PDF. */
function isImageOnly(textPageCount: number, pageCount: number): boolean {
  if (textPageCount === 0) return true;
  return pageCount >= 5 && textPageCount / pageCount < 0.2;
}

function countLetters(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}

/**
 * Joins pdf.js text items into lines and paragraphs: a larger vertical gap than usual starts a
 * paragraph ("\n\n"), a line end inside a paragraph is "\n", and words hyphenated across lines
 * are joined again; accents drawn apart from their letters are put back on them (ADR 061).
 */
export function assemblePageText(items: Array<TextItem | TextMarkedContent>): string {
  const lineNumbers = findMarginLineNumbers(items.filter((item): item is TextItem => 'str' in item));
  let text = '';
  let previous: TextItem | null = null;
  let lastY: number | null = null;
  let lastHeight = 0;
  let lineBroken = true;
  for (const item of items) {
    if (!('str' in item) || lineNumbers.has(item) || isFootnoteMarker(item, previous)) continue;
    // pdf.js types the transform matrix as any[]: it is six numbers
    const transform = item.transform as number[];
    const y = transform[5] ?? 0;
    const height = Math.abs(item.height) || Math.abs(transform[3] ?? 0) || lastHeight;
    if (lastY !== null && item.str !== '' && Math.abs(y - lastY) > Math.max(height, lastHeight) * 0.5) {
      const gap = Math.abs(lastY - y);
      const lineHeight = Math.max(height, lastHeight, 1);
      if (!lineBroken) text += '\n';
      if (gap > lineHeight * 1.9 && !text.endsWith('\n\n')) text += '\n';
      lineBroken = true;
    }
    if (item.str !== '') {
      previous = item;
      text += item.str;
      lastY = y;
      lastHeight = height;
      lineBroken = false;
    }
    if (item.hasEOL && !lineBroken) {
      text += '\n';
      lineBroken = true;
    }
  }
  return tidyPageText(text);
}

/** A page this much wider than tall is landscape: a slide's shape (4:3 is 1.33, 16:9 is 1.78; A4 turned is 1.41). */
const LANDSCAPE_RATIO = 1.2;
/** Fewest pages with text that make a deck, and most words a slide's page holds at its median. */
const MIN_DECK_PAGES = 4;
const MAX_SLIDE_WORDS = 120;
/** A line this much taller than the slide's body lines is its title. */
const TITLE_HEIGHT_RATIO = 1.15;
const BULLET_GLYPH = /^[•▪‣◦●○■□►▸–\-*]$/u;

/**
 * Whether a PDF's pages are slides (ADR 176): nine in ten of its pages landscape, four pages with
 * text at least, and few words on a page (a deck's median page holds at most 120 words; a
 * landscape report's page holds hundreds). Read as prose, a slide's title ran into its first
 * bullet ("Data visualization Plotting with ggplot2 is …") and its bullets into one another.
 */
export function readsAsSlideDeck(pageTexts: readonly string[], slideTexts: ReadonlyArray<string | null>): boolean {
  const withText = pageTexts.filter((text) => countLetters(text) >= MIN_PAGE_LETTERS);
  if (withText.length < MIN_DECK_PAGES || pageTexts.length === 0) return false;
  const landscape = slideTexts.filter((text) => text !== null).length;
  if (landscape < pageTexts.length * 0.9) return false;
  const words = withText.map((text) => text.split(/\s+/u).filter(Boolean).length).sort((a, b) => a - b);
  return quantile(words, 0.5) <= MAX_SLIDE_WORDS;
}

/**
 * A page read as a slide, in the form a .pptx passage has (ADR 176): its title on the first line —
 * the lines at its top set larger than the body's, joined — then one line per bullet; no blank
 * line, so nothing on it reads as notes. A bullet wrapped onto more lines is joined again: a line
 * that goes on in lower case or with a bracket, or — under a bullet drawn with its mark ("•") — a
 * line of the same size that starts where the bullet's words start. A page with no larger line
 * keeps its first line first.
 */
export function assembleSlideText(items: Array<TextItem | TextMarkedContent>): string {
  const lines: Array<{ text: string; height: number; glyph: boolean; x: number | null }> = [];
  let lastY: number | null = null;
  let lastHeight = 0;
  let broken = true;
  for (const item of items) {
    if (!('str' in item)) continue;
    const y = yOf(item);
    const height = Math.abs(item.height) || Math.abs((item.transform as number[])[3] ?? 0) || lastHeight;
    if (item.str.trim() !== '' && lastY !== null && Math.abs(y - lastY) > Math.max(height, lastHeight) * 0.5)
      broken = true;
    if (item.str !== '') {
      if (broken || lines.length === 0) lines.push({ text: '', height: 0, glyph: false, x: null });
      const line = lines.at(-1)!;
      const word = item.str.trim();
      if (line.text.trim() === '' && BULLET_GLYPH.test(word)) line.glyph = true;
      else if (word !== '') {
        line.x ??= leftOf(item);
        line.height = Math.max(line.height, height);
      }
      line.text += line.glyph && line.text === '' ? '' : item.str;
      if (line.glyph && line.text === '' && !BULLET_GLYPH.test(word)) line.text = item.str;
      broken = false;
      if (word !== '') {
        lastY = y;
        lastHeight = height;
      }
    }
    if (item.hasEOL) broken = true;
  }
  const filled = lines
    .map((line) => ({
      ...line,
      text: recombineDiacritics(line.text)
        .replace(/[ \t\u00a0]+/gu, ' ')
        .trim(),
    }))
    .filter((line) => line.text !== '');
  if (filled.length === 0) return '';
  const bodyHeight = quantile(
    filled.map((line) => line.height).sort((a, b) => a - b),
    0.5,
  );
  // the title is among the page's first lines (a slide number drawn first comes before it)
  const isLarge = (index: number): boolean => (filled[index]?.height ?? 0) >= bodyHeight * TITLE_HEIGHT_RATIO;
  let titleStart = 0;
  while (titleStart < 2 && titleStart < filled.length - 1 && !isLarge(titleStart)) titleStart++;
  let titleEnd = titleStart;
  while (titleEnd < titleStart + 3 && titleEnd < filled.length - 1 && isLarge(titleEnd)) titleEnd++;
  if (titleEnd === titleStart) [titleStart, titleEnd] = [0, 1];
  const title = filled.slice(titleStart, titleEnd).map((line) => line.text);
  const bullets: Array<{ text: string; glyph: boolean; x: number | null; height: number }> = [];
  // what came before the title (a slide number) goes last, where running lines are looked for
  for (const line of [...filled.slice(titleEnd), ...filled.slice(0, titleStart)]) {
    const previous = bullets.at(-1);
    const goesOn =
      previous !== undefined &&
      !line.glyph &&
      !/[.!?]$/u.test(previous.text) &&
      (/^[\p{Ll}(]/u.test(line.text) ||
        (previous.glyph &&
          previous.x !== null &&
          line.x !== null &&
          Math.abs(line.x - previous.x) <= 2 &&
          Math.abs(line.height - previous.height) <= previous.height * 0.1));
    if (goesOn) {
      previous.text = /\p{Ll}-$/u.test(previous.text)
        ? `${previous.text.slice(0, -1)}${line.text}`
        : `${previous.text} ${line.text}`;
    } else bullets.push({ ...line, text: line.glyph ? `• ${line.text}` : line.text });
  }
  return tidyPageText([title.join(' '), ...bullets.map((bullet) => bullet.text)].join('\n'));
}

/** Fewest numbers down a margin that make a column of line numbers. */
const MIN_LINE_NUMBERS = 5;
const LINE_NUMBER = /^\s*\d{1,5}\s*$/u;
/** Share of a page's text lines a column of line numbers numbers at least. */
const MIN_LINE_SHARE = 0.4;

const leftOf = (item: TextItem): number => (item.transform as number[])[4] ?? 0;
const rightOf = (item: TextItem): number => leftOf(item) + item.width;
const yOf = (item: TextItem): number => (item.transform as number[])[5] ?? 0;

/** The value below which a share of the sorted values lie. */
const quantile = (sorted: readonly number[], share: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/**
 * A manuscript's line numbers (ADR 151): integers in a column outside the text block — ending left
 * of where nine in ten other items start, or starting right of where nine in ten end (a figure
 * reaching into the margin does not move the block) — that count up down the page by one step (1,
 * or every 5th line), five of them at least and as many as two in five of the page's lines (axis
 * ticks or a figure's list in a margin are a few). Read with the text, they landed inside its
 * sentences ("run a set of 611 user-defined commands"). A number inside the text block (a table's
 * column, a year, a page number) is never one.
 */
export function findMarginLineNumbers(items: readonly TextItem[]): Set<TextItem> {
  const numbers = items.filter((item) => LINE_NUMBER.test(item.str));
  const others = items.filter((item) => item.str.trim() !== '' && !LINE_NUMBER.test(item.str));
  const found = new Set<TextItem>();
  if (numbers.length < MIN_LINE_NUMBERS || others.length === 0) return found;
  const textLeft = quantile(
    others.map(leftOf).sort((a, b) => a - b),
    0.1,
  );
  const textRight = quantile(
    others.map(rightOf).sort((a, b) => a - b),
    0.9,
  );
  const margins = [
    numbers.filter((item) => rightOf(item) <= textLeft + 0.5),
    numbers.filter((item) => leftOf(item) >= textRight - 0.5),
  ];
  // a manuscript numbers its lines, not a few of them (axis ticks, a figure's list)
  const lines = new Set(others.map((item) => Math.round(yOf(item)))).size;
  for (const column of margins) {
    if (column.length < Math.max(MIN_LINE_NUMBERS, lines * MIN_LINE_SHARE)) continue;
    const values = [...column].sort((a, b) => yOf(b) - yOf(a)).map((item) => Number(item.str));
    const steps = values.slice(1).map((value, k) => value - values[k]!);
    const step = steps[0]!;
    const regular = steps.filter((each) => each === step).length;
    if (step > 0 && regular >= steps.length * 0.8) for (const item of column) found.add(item);
  }
  return found;
}

/**
 * A footnote marker drawn after a word (ADR 151): digits alone, smaller than the text before them
 * and raised above its line, starting where that text ends, which ends on a word of four letters
 * or more ("GitLab¹⁸", "Travis-CI²⁹"). Read with the text it became part of the word ("GitLab18").
 * An exponent follows a variable, a unit, a number or a bracket ("x²", "km²", "10³", "(a + b)²"),
 * so it stays.
 */
function isFootnoteMarker(item: TextItem, previous: TextItem | null): boolean {
  if (previous === null || !/^\d{1,3}$/u.test(item.str)) return false;
  const lineHeight = Math.abs(previous.height);
  return (
    lineHeight > 0 &&
    Math.abs(item.height) <= lineHeight * 0.8 &&
    yOf(item) - yOf(previous) >= lineHeight * 0.2 &&
    yOf(item) - yOf(previous) < lineHeight &&
    Math.abs(leftOf(item) - rightOf(previous)) <= 1 &&
    /(?:^|[^\p{L}\p{N}])(?=(?:\p{L}[\u2010-]?){4,}$)[\p{L}\u2010-]+$/u.test(previous.str)
  );
}

/** A running head or footer is short; a longer line is the page's own. */
const MAX_RUNNING_LINE = 100;
const PAGE_NUMBER = /^[\s([\-–—|.]*\d{1,4}[\s)\]\-–—|.]*$/u;

/** How many lines at the top and at the bottom of a page may be a running head or footer. */
const RUNNING_LINE_DEPTH = 3;

/**
 * A running line's form across pages: case, spacing and punctuation aside, and every number one
 * mark, so "12 · Xavier Aznar · xavieraznar.com" and "13 · Xavier Aznar · xavieraznar.com" are one.
 */
function runningLineKey(line: string): string {
  return line
    .toLowerCase()
    .replace(/\b[ivxlc]{1,4}\b(?=\s*$)|^\s*[ivxlc]{1,4}\b/gu, '#')
    .replace(/\d+/gu, '#')
    .replace(/[^\p{L}#]+/gu, '');
}

/**
 * Drops the running heads and footers of a document's pages (ADR 124): a line among the first or
 * last three of a page whose form (digits as one mark, so page numbers too) comes back at the top
 * or bottom of at least half the pages, and of three pages at least. An author's name, a blog
 * address, a chapter's running title and "Page 3 of 40" are not material; a line in a page's body
 * is never dropped, nor is anything in a document of fewer than three pages.
 */
export function removeRunningLines(pages: readonly string[]): string[] {
  if (pages.length < 3) return [...pages];
  const edges = pages.map((text) => {
    const lines = text.split('\n');
    const indices = new Set<number>();
    let seen = 0;
    for (let i = 0; i < lines.length && seen < RUNNING_LINE_DEPTH; i++) {
      if (lines[i]?.trim() === '') continue;
      indices.add(i);
      seen++;
    }
    seen = 0;
    for (let i = lines.length - 1; i >= 0 && seen < RUNNING_LINE_DEPTH; i--) {
      if (lines[i]?.trim() === '') continue;
      indices.add(i);
      seen++;
    }
    const filled = [...indices].sort((a, b) => a - b);
    return { lines, indices, outer: new Set([filled[0], filled[filled.length - 1]]) };
  });
  const pagesWith = new Map<string, number>();
  for (const { lines, indices } of edges) {
    const keys = new Set<string>();
    for (const i of indices) keys.add(runningLineKey(lines[i] ?? ''));
    for (const key of keys) if (key !== '') pagesWith.set(key, (pagesWith.get(key) ?? 0) + 1);
  }
  const needed = Math.max(3, Math.ceil(pages.length / 2));
  return edges.map(({ lines, indices, outer }, page) => {
    const kept = lines.filter((line, i) => {
      if (!indices.has(i)) return true;
      const key = runningLineKey(line);
      if (key === '' || line.length > MAX_RUNNING_LINE) return true;
      // a line without words is a page number only alone on the page's first or last line ("= 1" is a formula's)
      if (!/\p{L}/u.test(key) && !(outer.has(i) && PAGE_NUMBER.test(line))) return true;
      return (pagesWith.get(key) ?? 0) < needed;
    });
    // a page made only of lines that other pages repeat (a form, a generated document) is kept whole
    if (kept.length === lines.length || !kept.some((line) => /\p{L}/u.test(line))) return pages[page] ?? '';
    return kept
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  });
}

function tidyPageText(text: string): string {
  return (
    recombineDiacritics(text)
      .replace(/[ \t\u00a0]+/g, ' ')
      // the space pdf.js reads after an italic letter before its bracket: "(Ω, A, P )", "B(C )"
      .replace(/(?<=[^\s(]) \)/gu, ')')
      .replace(/ *\n */g, '\n')
      // a word hyphenated across lines, with a hyphen-minus or the Unicode hyphen U+2010 (ADR 137)
      .replace(/(\p{Ll})[-\u2010]\n(\p{Ll})/gu, '$1$2')
      // a footnote marker glued to a word's punctuation: "the Thirty Tyrants,6 who" (ADR 124);
      // "Fig.3" and "p.12" keep their numbers (fewer than three lower-case letters before the point)
      .replace(/(?<=\p{Ll}{3}[.,;:!?’”»"])\d{1,3}(?=\s|$)/gmu, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

function toPdfError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') return errors.unsupportedFile('pipeline:pdf_encrypted');
  if (name === 'InvalidPDFException') return errors.unsupportedFile('pipeline:pdf_invalid');
  return errors.documentProcessing('pipeline:pdf_damaged');
}
