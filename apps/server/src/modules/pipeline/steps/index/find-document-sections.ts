import type { OutlineEntry } from '@mnemo/contracts/material';
import type { StoredSection } from '../../../../db/schema.ts';

/*
 * A document's sections for the chat (issue 22; ADR 073): the entries of its outline (PDF
 * bookmarks, three levels, ADR 048) when it has one, else the numbered headings found in its text
 * ("3.7. Parameters and arguments", "2 Related Work", "Chapter 4 …"). Each gets its pages and the
 * chunks it spans, so a question can rank whole sections by their titles and "which chapter"
 * can be answered with a page range.
 */

interface SectionChunk {
  text: string;
  page: number | null;
}

const normalize = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * "Chapter", "CHAPTER" and the word in other languages, as a heading writes them (capitalised or in
 * capitals): the patterns below have no `i` flag, under which `\p{Lu}` matches lower case too.
 */
const chapterWords = (words: readonly string[]): string =>
  words.flatMap((word) => [word[0]!.toUpperCase() + word.slice(1), word.toUpperCase()]).join('|');
const CHAPTER_WORDS = chapterWords(['chapter', 'capítulo', 'capitulo', 'chapitre', 'capitolo', 'kapitel', 'tema']);
/** A heading on a line of its own: "3.7. Parameters and arguments", "2 Related Work", "Chapter 4 Functions". */
const HEADING_LINE = new RegExp(
  `^(?:(?:${CHAPTER_WORDS}|${chapterWords(['unidad', 'unidade'])})\\s+)?(\\d{1,2}(?:\\.\\d{1,2}){0,2})\\.?\\s+(\\p{Lu}[^\\n]{1,90})$`,
  'u',
);
/** A title-case heading run into its paragraph ("2.1 Natural Language Explanation Datasets In recent years, …"). */
const GLUED_HEADING =
  /^(\d{1,2}(?:\.\d{1,2}){0,2})\.?\s+((?:\p{Lu}[\p{L}\p{N}’'-]*)(?:\s+(?:\p{Lu}[\p{L}\p{N}’'-]*|and|of|the|for|in|on|with|a|an|to|from|vs\.?)){0,9})\s+(?=\p{Lu}\p{Ll}*\s+\p{Ll})/u;
/** An appendix after the numbered sections ("A German Length Statistics"): a letter, then a title in title case. */
const APPENDIX_HEADING =
  /^([A-H])\.?\s+((?:\p{Lu}[\p{L}\p{N}’'-]*)(?:\s+(?:\p{Lu}[\p{L}\p{N}’'-]*|and|of|the|for|in|on|with|to|vs\.?)){0,7})$/u;
/** A running header naming its chapter ("22 Chapter 3. Functions"), perhaps with the page's first heading run into it ("… 2.2. Variable names"). */
const CHAPTER_HEADER = new RegExp(
  `^(?:\\d{1,4}\\s+)?(?:${CHAPTER_WORDS})\\s+(\\d{1,2})\\.?\\s+(\\p{Lu}.*?)(?:\\s+(\\d{1,2}\\.\\d{1,2}\\.?\\s.*))?$`,
  'u',
);
/**
 * A sentence-case heading run into its paragraph ("5.5. Alternative execution A second form …",
 * "8.1. A string is a sequence A string is …"): its first word, then words in lower case up to the
 * capital that opens the paragraph. Only taken where the number is the one expected next.
 */
const SENTENCE_CASE_GLUED =
  /^(\d{1,2}(?:\.\d{1,2}){0,2})\.?\s+(\p{Lu}[\p{L}\p{N}’'_–-]*(?:\s+[\p{Ll}\p{N}_][\p{L}\p{N}’'_–-]*,?){0,11})\s+(?=\p{Lu}[\p{Ll}’']*\s+[\p{Ll}\p{N}])/u;
/** A heading followed on its line by the next one ("1 Allele frequencies 1.1 Allele …", "6.4 Comparing … 6.5 Deviations …"). */
const HEADING_PAIR = /^(\d{1,2}(?:\.\d{1,2}){0,2})\.?\s+(\p{Lu}.*?)\s+(\d{1,2}(?:\.\d{1,2}){1,2})\.?\s+(\p{Lu}.*)$/u;
/** A line of a table of contents: dot leaders. */
const LEADERS = /(?:\.\s?){5,}/u;

/**
 * Whether a heading number skips one or two of its siblings (2.1 → 2.3, 5.4 → 5.7): a heading
 * missed in the text (run into a running header, a figure) must not hide all the ones after it.
 */
function skipsSiblings(previous: number[] | null, current: number[]): boolean {
  if (previous === null || current.length !== previous.length || current.length < 2) return false;
  const last = current.length - 1;
  return (
    current.slice(0, last).every((part, index) => part === previous[index]) &&
    current[last]! > previous[last]! + 1 &&
    current[last]! <= previous[last]! + 3
  );
}

/** Pages of sections made of the chunks [fromOrd, toOrd). */
function pagesOf(
  chunks: readonly SectionChunk[],
  fromOrd: number,
  toOrd: number,
): { pageFrom: number | null; pageTo: number | null } {
  let pageFrom: number | null = null;
  let pageTo: number | null = null;
  for (let ord = fromOrd; ord < toOrd; ord++) {
    const page = chunks[ord]?.page ?? null;
    if (page === null) continue;
    pageFrom = pageFrom === null ? page : Math.min(pageFrom, page);
    pageTo = pageTo === null ? page : Math.max(pageTo, page);
  }
  return { pageFrom, pageTo };
}

/** Sections from bookmarks: each from the chunk that shows its title (else its page's first) to the next at its level or above. */
function fromOutline(chunks: readonly SectionChunk[], outline: readonly OutlineEntry[]): StoredSection[] {
  const entries = outline.filter((entry) => entry.level <= 2);
  const starts = entries.map((entry) => {
    const title = normalize(entry.title);
    let first = -1;
    for (let ord = 0; ord < chunks.length; ord++) {
      const page = chunks[ord]!.page;
      if (page === null || page < entry.page) continue;
      if (page > entry.page) break;
      if (first < 0) first = ord;
      if (title && normalize(chunks[ord]!.text).includes(title)) return ord;
    }
    return first >= 0 ? first : chunks.findIndex((chunk) => chunk.page !== null && chunk.page >= entry.page);
  });
  const sections: StoredSection[] = [];
  entries.forEach((entry, index) => {
    const fromOrd = starts[index]!;
    if (fromOrd < 0) return;
    let toOrd = chunks.length;
    let endPage: number | null = null;
    for (let next = index + 1; next < entries.length; next++) {
      if (entries[next]!.level > entry.level || starts[next]! < 0) continue;
      toOrd = Math.max(fromOrd + 1, starts[next]!);
      endPage = entries[next]!.page;
      break;
    }
    const pages = pagesOf(chunks, fromOrd, toOrd);
    // a section ends on the page the next one starts on unless that one opens its page
    const nextOpensPage = toOrd < chunks.length && (toOrd === 0 || chunks[toOrd - 1]!.page !== chunks[toOrd]!.page);
    const pageTo =
      endPage !== null && pages.pageTo !== null && !nextOpensPage ? Math.max(pages.pageTo, endPage) : pages.pageTo;
    sections.push({
      title: entry.title.replaceAll('\u0000', '').replace(/\s+/gu, ' ').trim(),
      level: entry.level,
      pageFrom: Math.min(pages.pageFrom ?? entry.page, entry.page),
      pageTo: pageTo ?? entry.page,
      fromOrd,
      toOrd,
    });
  });
  return sections;
}

/** Whether a heading number may follow the one before it (1 → 1.1, 1.2 → 1.3, 1.9 → 2.1, 1.3 → 2). */
function isNextNumber(previous: number[] | null, current: number[]): boolean {
  if (previous === null) return true;
  const opensFrom = (depth: number): boolean => current.slice(depth + 1).every((part) => part === 1 || part === 0);
  // one level deeper: 1.2 → 1.2.1
  if (
    current.length > previous.length &&
    previous.every((part, index) => current[index] === part) &&
    opensFrom(previous.length - 1)
  )
    return true;
  for (let depth = 0; depth < Math.min(previous.length, current.length); depth++) {
    if (current.slice(0, depth).some((part, index) => part !== previous[index])) return false;
    if (current[depth] === previous[depth]! + 1 && opensFrom(depth)) return true;
  }
  return false;
}

/** Sections from numbered headings found in the text, each up to the next heading at its level or above. */
function fromHeadings(chunks: readonly SectionChunk[]): StoredSection[] {
  const found: { title: string; number: number[]; ord: number }[] = [];
  let previous: number[] | null = null;
  const chapters = new Map<number, { title: string; ord: number }>();
  // running headers name the chapters: a lone number on a line is then a list item, not a chapter
  const hasChapterHeaders = chunks.some((chunk) =>
    chunk.text.split('\n').some((line) => CHAPTER_HEADER.test(line.trim())),
  );
  chunks.forEach((chunk, ord) => {
    const lines = chunk.text.split('\n').map((raw) => raw.trim());
    for (let at = 0; at < lines.length; at++) {
      let line = lines[at]!;
      if (LEADERS.test(line)) continue;
      // two headings on one line: the first alone, then the second with its paragraph
      const pair = HEADING_PAIR.exec(line);
      if (
        pair &&
        isNextNumber(pair[1]!.split('.').map(Number), pair[3]!.split('.').map(Number)) &&
        pair[2]!.split(/\s+/).length <= 12
      ) {
        lines.splice(at + 1, 0, `${pair[3]} ${pair[4]}`);
        line = `${pair[1]} ${pair[2]}`;
      }
      const chapter = CHAPTER_HEADER.exec(line);
      if (chapter && chapter[2]!.split(/\s+/).length <= 10) {
        const number = Number(chapter[1]);
        if (!chapters.has(number)) chapters.set(number, { title: chapter[2]!.replace(/\s+\d{1,4}$/u, '').trim(), ord });
        // the page's first heading, run into the running header
        if (!chapter[3]) continue;
        line = chapter[3];
      }
      const appendix = found.length > 0 ? APPENDIX_HEADING.exec(line) : null;
      if (appendix) {
        const letter = appendix[1]!.charCodeAt(0) - 64;
        const appendices = found.filter((item) => item.number[0]! > 100).length;
        if (letter === appendices + 1) {
          found.push({ title: `${appendix[1]} ${appendix[2]}`, number: [100 + letter], ord });
          previous = [100 + letter];
        }
        continue;
      }
      const sentenceCase = SENTENCE_CASE_GLUED.exec(line);
      const isExpected = (found: RegExpExecArray | null): boolean =>
        found !== null && previous !== null && isNextNumber(previous, found[1]!.split('.').map(Number));
      // a heading on its own line; else one run into its paragraph (title case, or sentence case where expected)
      const readings = [
        HEADING_LINE.exec(line),
        GLUED_HEADING.exec(line),
        isExpected(sentenceCase) ? sentenceCase : null,
      ];
      let match: RegExpExecArray | null = null;
      let title = '';
      let isOwnLine = false;
      for (const [index, reading] of readings.entries()) {
        if (!reading) continue;
        // a running header glued to the heading ("1.8. Glossary 7 1.8. Glossary"), or ending on its page number
        let candidate = reading[2]!.replace(/\s+\d{1,4}(?:\s.*)?$/u, '').trim();
        // "2.1 Loss of heterozygosity due to drift." on its own line, where 2.1 is expected
        if (index === 0 && /[^.]\.$/u.test(candidate)) {
          // unless it is a heading run into its sentence ("2.5. Order of operations A second rule is …")
          if (
            readings[1] ||
            sentenceCase ||
            !(isExpected(reading) || skipsSiblings(previous, reading[1]!.split('.').map(Number)))
          )
            continue;
          candidate = candidate.slice(0, -1);
        }
        // a sentence-case reading of one short word ("6.2 The Coalescent …") is no title
        if (index > 0 && !/\s/u.test(candidate) && candidate.length < 4) continue;
        // a running header ("3.8. Variables and parameters are local 23"), a sentence, a list item
        if (
          !/^\p{L}[\p{L}\p{M}\p{N} ,:'’()?&/–-]*$/u.test(candidate) ||
          /[.:;,]$/u.test(candidate) ||
          candidate.split(/\s+/).length > 12
        )
          continue;
        match = reading;
        title = candidate;
        isOwnLine = index === 0;
        break;
      }
      if (!match) continue;
      const number = match[1]!.split('.').map(Number);
      if (hasChapterHeaders && number.length === 1) continue;
      // numbering that starts again (1, 1.1) after a table of contents: the body begins here
      const isStart = number.every((part) => part === 1);
      const isDense = found.length >= 2 && found.at(-1)!.ord - found[0]!.ord <= found.length / 4;
      if (isStart && previous !== null && !isNextNumber(previous, number) && (found.length <= 1 || isDense))
        found.length = 0;
      else if (!isNextNumber(previous, number) && !(isOwnLine && skipsSiblings(previous, number))) continue;
      if (found.some((item) => item.number.join('.') === number.join('.'))) continue;
      found.push({ title: `${number.join('.')} ${title}`, number, ord });
      previous = number;
    }
  });
  // chapters named only by running headers start with their first section
  for (const [number, chapter] of chapters) {
    if (found.some((item) => item.number.length === 1 && item.number[0] === number)) continue;
    const first = found.find((item) => item.number[0] === number);
    found.push({
      title: `${number} ${chapter.title}`,
      number: [number],
      ord: Math.min(first?.ord ?? chapter.ord, chapter.ord),
    });
  }
  const compareNumbers = (a: number[], b: number[]): number => {
    for (let index = 0; index < Math.max(a.length, b.length); index++)
      if ((a[index] ?? -1) !== (b[index] ?? -1)) return (a[index] ?? -1) - (b[index] ?? -1);
    return 0;
  };
  found.sort((a, b) => a.ord - b.ord || compareNumbers(a.number, b.number));
  if (found.length < 2) return [];
  return found.map((item, index) => {
    let toOrd = chunks.length;
    for (const next of found.slice(index + 1)) {
      if (next.number.length <= item.number.length) {
        toOrd = Math.max(item.ord + 1, next.ord + (next.ord === item.ord ? 1 : 0));
        break;
      }
    }
    return {
      title: item.title,
      level: item.number.length - 1,
      ...pagesOf(chunks, item.ord, toOrd),
      fromOrd: item.ord,
      toOrd,
    };
  });
}

/** The sections of a document, in order: from its outline when it has one, else from its numbered headings. */
export function findDocumentSections(
  chunks: readonly SectionChunk[],
  outline: readonly OutlineEntry[] = [],
): StoredSection[] {
  const sections = outline.length > 0 ? fromOutline(chunks, outline) : [];
  return sections.length > 0 ? sections : fromHeadings(chunks);
}
