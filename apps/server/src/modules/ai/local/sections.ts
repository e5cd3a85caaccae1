import type { Chunk, OutlineEntry } from '@mnemo/contracts/material';
import type { MaterialShape } from './material-shape.ts';

/** What sections are read from: the material's shape, its chunks in order, its bookmarks. */
interface MaterialLayout {
  shape: MaterialShape;
  chunks: readonly Chunk[];
  outline: readonly OutlineEntry[];
}

/*
 * The outline of a long document (notes: "Long structured documents"): its bookmarks when the
 * PDF has them; else read from its text: chapter headings and the running headers that repeat
 * them ("12 Chapter 2. Variables, …"), else top-level numbered headings on a line of their own
 * ("3 Method", "4. Results").
 */

export interface DocumentSection {
  /** how the material names it: "Chapter 2. Variables, expressions and statements", "3 Method" */
  label: string;
  /** the section's name alone */
  title: string;
  /** chunk indexes [from, to) */
  fromChunk: number;
  toChunk: number;
}

const CHAPTER_WORDS = 'Chapter|Chapitre|Capítulo|Capitulo|Capitolo|Kapitel';
/** "Chapter 2. Title" (a running header: the title ends the line or meets a section number) */
const CHAPTER_HEADER = new RegExp(
  `(?:^|\\n)(?:[ivxlcdm\\d]+\\s+)?(${CHAPTER_WORDS})\\s+(\\d{1,3})\\.\\s+([^\\n]+)`,
  'giu',
);
/** "Chapter 2 Title …" opening a chapter (the title runs on into the text) */
const CHAPTER_OPENING = new RegExp(`(?:^|\\n)(${CHAPTER_WORDS})\\s+(\\d{1,3})\\s+\\p{Lu}`, 'gu');
/** "3 Method", "4. Results and discussion" alone on a line */
const NUMBERED_HEADING = /(?:^|\n)(\d{1,2})\.?\s+(\p{Lu}[\p{L}\p{M} ,:&'’-]{2,60})(?=\n|$)/gu;

function cleanTitle(raw: string): string {
  // the running header may go on with the page's first section number ("… program 1.9. Exercises")
  return raw
    .replace(/\s+\d+\.\d+\.?\s.*$/u, '')
    .replace(/\s+\d+$/u, '')
    .trim();
}

function pickTitle(candidates: string[]): string {
  const counts = new Map<string, number>();
  for (const candidate of candidates) counts.set(candidate, (counts.get(candidate) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].length - b[0].length)[0]![0];
}

function findChapters(analysis: MaterialLayout): DocumentSection[] {
  const titles = new Map<number, string[]>();
  const firstChunk = new Map<number, number>();
  let word = 'Chapter';
  analysis.chunks.forEach((chunk, chunkIndex) => {
    for (const match of chunk.text.matchAll(CHAPTER_HEADER)) {
      const number = Number(match[2]);
      word = match[1]!;
      const title = cleanTitle(match[3]!);
      if (title === '' || title.split(/\s+/).length > 12) continue;
      titles.set(number, [...(titles.get(number) ?? []), title]);
      if (!firstChunk.has(number)) firstChunk.set(number, chunkIndex);
    }
    for (const match of chunk.text.matchAll(CHAPTER_OPENING)) {
      const number = Number(match[2]);
      const known = firstChunk.get(number);
      if (known === undefined || known > chunkIndex) firstChunk.set(number, chunkIndex);
    }
  });
  const numbers = [...titles.keys()].filter((number) => number > 0).sort((a, b) => a - b);
  if (numbers.length < 2) return [];
  const sections = numbers.map((number): DocumentSection => {
    const title = pickTitle(titles.get(number)!);
    return {
      label: `${word} ${number}. ${title}`,
      title,
      fromChunk: firstChunk.get(number)!,
      toChunk: analysis.chunks.length,
    };
  });
  return closeSections(sections);
}

function findNumberedHeadings(analysis: MaterialLayout): DocumentSection[] {
  const sections: DocumentSection[] = [];
  let expected = 1;
  analysis.chunks.forEach((chunk, chunkIndex) => {
    for (const match of chunk.text.matchAll(NUMBERED_HEADING)) {
      const number = Number(match[1]);
      if (number !== expected) continue;
      const title = match[2]!.trim();
      if (/[.:]$/.test(title) || title.split(/\s+/).length > 8) continue;
      sections.push({ label: `${number} ${title}`, title, fromChunk: chunkIndex, toChunk: analysis.chunks.length });
      expected += 1;
    }
  });
  return sections.length >= 3 ? closeSections(sections) : [];
}

/**
 * Sections from the PDF's bookmarks: the shallowest level that parts the text into at least two
 * sections (a book's chapters rather than its single "Contents" root), each from the first chunk
 * of its page up to the next one's. Chunks before the first bookmark belong to no section.
 */
function findOutlineSections(analysis: MaterialLayout): DocumentSection[] {
  const levels = [...new Set(analysis.outline.map((entry) => entry.level))].sort((a, b) => a - b);
  for (const level of levels) {
    const sections: DocumentSection[] = [];
    for (const entry of analysis.outline) {
      if (entry.level !== level) continue;
      const fromChunk = analysis.chunks.findIndex((chunk) => chunk.page !== null && chunk.page >= entry.page);
      if (fromChunk < 0) continue;
      // two bookmarks on one chunk: the later one names what follows
      const previous = sections.at(-1);
      if (previous && previous.fromChunk === fromChunk) sections.pop();
      if (previous && previous.fromChunk > fromChunk) continue;
      sections.push({ label: entry.title, title: entry.title, fromChunk, toChunk: analysis.chunks.length });
    }
    const closed = closeSections(sections);
    if (closed.length >= 2) return closed;
  }
  return [];
}

function closeSections(sections: DocumentSection[]): DocumentSection[] {
  const ordered = [...sections].sort((a, b) => a.fromChunk - b.fromChunk);
  ordered.forEach((section, index) => {
    section.toChunk = ordered[index + 1]?.fromChunk ?? section.toChunk;
  });
  return ordered.filter((section) => section.toChunk > section.fromChunk);
}

/** keyed by the analysis' chunk list (one per analysis), so the analysis can ask before it is built */
const sectionCache = new WeakMap<readonly unknown[], DocumentSection[]>();

/**
 * The document's sections, in order: from its bookmarks when it has them, else its chapters, else
 * its numbered top-level sections; empty when it shows none.
 */
export function findSections(analysis: MaterialLayout): DocumentSection[] {
  let sections = sectionCache.get(analysis.chunks);
  if (!sections) {
    sections = analysis.shape === 'document' ? findOutlineSections(analysis) : [];
    if (sections.length === 0 && analysis.shape === 'document') sections = findChapters(analysis);
    if (sections.length === 0 && analysis.shape === 'document') sections = findNumberedHeadings(analysis);
    sectionCache.set(analysis.chunks, sections);
  }
  return sections;
}

/** Chunks (120–300 words each) before the first section that still read as an abstract. */
const MAX_ABSTRACT_CHUNKS = 2;

/** Titles of a book's front matter, in six languages: what the book says about itself, not what it teaches. */
const FRONT_MATTER_TITLE =
  /^(?:\d+\.?\s+)?(?:preface|foreword|prologue|acknowledge?ments?|contributors?(?: list)?|(?:table of )?contents|about (?:this book|the authors?)|copyright|dedication|list of (?:figures|tables|symbols)|pref[áa]cio|prefacio|pr[ée]face|prefazione|vorwort|agradecimentos|agradecimientos|remerciements|ringraziamenti|danksagung|[íi]ndice|sum[áa]rio|sommaire|table des mati[èe]res|inhalt(?:sverzeichnis)?|colaboradores|contribuidores|contributeurs|collaboratori|mitwirkende|cover|title page|capa|portada|couverture|copertina|titelseite|editors?|organi[sz]ers?|organizadores|editores|[ée]diteurs|curatori|herausgeber|licen[cs]e|licen[cç]a|licencia|licenza|lizenz|credits|cr[ée]ditos|cr[ée]dits|(?:nota|note|notas) (?:dos|das|de los|de las|des|dei|degli) (?:organizadores|editores|[ée]diteurs|autores|auteurs|autori|curatori))(?![\p{L}])/iu;

/** Whether a section is front matter by its title ("Preface", "Contributor List", "Agradecimentos"). */
export function isFrontMatterSection(section: DocumentSection): boolean {
  return FRONT_MATTER_TITLE.test(section.title.trim());
}

/**
 * The chunk where what the document teaches begins: its first section when what comes before
 * (a book's title pages, preface, contributor list and contents) is longer than an abstract;
 * else 0. The summary's overview, cards and questions are made from the chunks from here on.
 */
export function getBodyStart(analysis: MaterialLayout): number {
  const sections = findSections(analysis);
  if (sections.length < 2) return 0;
  // a preface or contributor list with a bookmark of its own is front matter however short (ADR 063)
  const first = sections.find((section) => !isFrontMatterSection(section)) ?? sections[0]!;
  const front = first.fromChunk;
  return front <= MAX_ABSTRACT_CHUNKS && first === sections[0] ? 0 : front;
}
